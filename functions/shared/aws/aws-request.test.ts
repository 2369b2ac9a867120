import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer, type Answer } from '#tests/support/recording-server.ts';
import { loadConfig } from '../config.ts';
import { awsRequest, AwsServiceError, type AwsService } from './aws-request.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const config = () => loadConfig({ TABLE_NAME: 't', EVENT_BUS_NAME: 'b', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', COGNITO_ISSUER_BASE: 'https://c', AWS_REGION: 'us-east-1' });
const service = (): AwsService => ({ signingName: 'events', endpointPrefix: 'events', endpointOverride: () => server.endpoint });
const reset = (next: Answer[]) => server.reset(next);
const seen = () => server.requests;

describe('awsRequest', () => {
  it('posts an awsJson call with its target, SigV4-signed over the exact body', async () => {
    reset([{ status: 200, body: JSON.stringify({ FailedEntryCount: 0 }) }]);
    const result = await awsRequest<{ FailedEntryCount: number }>(config(), { service: service(), target: 'AWSEvents.PutEvents', body: { Entries: [{ Source: 's' }] }, signed: true });
    expect(result).toEqual({ FailedEntryCount: 0 });
    const [request] = seen();
    expect(request).toMatchObject({ method: 'POST', url: '/', body: '{"Entries":[{"Source":"s"}]}' });
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request!.headers['x-amz-target']).toBe('AWSEvents.PutEvents');
    expect(request!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/us-east-1\/events\/aws4_request, SignedHeaders=[a-z0-9;-]*content-type;host;[a-z0-9;-]*x-amz-target, Signature=[0-9a-f]{64}$/,
    );
  });

  it('posts a restJson call to its path, and a public call unsigned', async () => {
    reset([{ status: 200, body: JSON.stringify({ MessageId: 'm-1' }) }]);
    expect(await awsRequest(config(), { service: service(), path: '/v2/email/outbound-emails', body: { a: 1 }, signed: false })).toEqual({ MessageId: 'm-1' });
    expect(seen()[0]).toMatchObject({ url: '/v2/email/outbound-emails', body: '{"a":1}' });
    expect(seen()[0]!.headers['content-type']).toBe('application/json');
    expect(seen()[0]!.headers.authorization).toBeUndefined();
    expect(seen()[0]!.headers['x-amz-target']).toBeUndefined();
  });

  it("names a refusal as the SDK does, from the body's __type or the error-type header, and does not retry it", async () => {
    reset([{ status: 400, body: JSON.stringify({ __type: 'com.amazonaws.cognito.identity.idp#NotAuthorizedException', message: 'Incorrect username or password.' }) }]);
    const refused = await awsRequest(config(), { service: service(), target: 'X.InitiateAuth', body: {}, signed: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AwsServiceError);
    expect(refused).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.', statusCode: 400 });
    expect(seen()).toHaveLength(1);

    reset([{ status: 400, body: JSON.stringify({ message: 'Email address is not verified.' }), headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' } }]);
    await expect(awsRequest(config(), { service: service(), path: '/v2/email/outbound-emails', body: {}, signed: true })).rejects.toMatchObject({ name: 'MessageRejected', message: 'Email address is not verified.' });
  });

  it('retries throttling and 5xx answers, up to 3 attempts in all', async () => {
    reset([{ status: 500, body: '<html>bad gateway</html>' }, { status: 400, body: JSON.stringify({ __type: 'ThrottlingException', message: 'Rate exceeded' }) }, { status: 200, body: '{"ok":true}' }]);
    expect(await awsRequest(config(), { service: service(), target: 'X.Y', body: {}, signed: true })).toEqual({ ok: true });
    expect(seen()).toHaveLength(3);

    reset([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200, body: '{}' }]);
    await expect(awsRequest(config(), { service: service(), target: 'X.Y', body: {}, signed: true })).rejects.toMatchObject({ name: 'Http503', statusCode: 503 });
    expect(seen()).toHaveLength(3);
    reset([]);
  });
});
