import { AdminGetUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/http/auth/register.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { documentClient } from '#functions/adapters/dynamodb/client.ts';
import { toApiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import { cognitoClient } from '#infra/local/bootstrap.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { api, newClientAddress } from './api-client.ts';

// Registration is two Cognito calls, an event and a session: it must never stop half-way and
// leave an account that cannot sign in, or one nobody was told about (decision 010).

const config = loadConfig();
const cognito = cognitoClient(config.COGNITO_ENDPOINT!, config.AWS_REGION);
const password = 'Brand-new-password-1';
const newEmail = () => `register-${randomUUID()}@test.example`;

/** The account Cognito holds for `email`, or null. */
async function account(email: string) {
  try {
    return await cognito.send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}

/** POST /api/auth/register straight to the handler, with this process's configuration. */
async function registerDirectly(body: unknown) {
  const event = toApiGatewayEvent({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
    routeKey: 'POST /api/auth/register',
    sourceIp: newClientAddress(),
  });
  return (await handler(event, lambdaContext('register', 20_000))) as { statusCode: number; body: string };
}

/**
 * Runs `work` while this process's table client refuses to store a pending event (decision 017),
 * as DynamoDB would during an outage that began after the account was created.
 */
async function whileEventsCannotBeStored<T>(work: () => Promise<T>): Promise<T> {
  const client = documentClient(config);
  const name = `refuse-pending-events-${randomUUID()}`;
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { Item?: { type?: unknown } };
      if (input.Item?.type === 'PendingEvent') throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return await work();
  } finally {
    client.middlewareStack.remove(name);
  }
}

describe('POST /api/auth/register never leaves half an account', () => {
  it('undoes the account when UserRegistered cannot be stored, so the same request then succeeds', async () => {
    const email = newEmail();
    // The refused write is the test's own outage: the handler logs it as the 500 it answers.
    await expectErrorLogs(/"Unhandled error".*"route":"POST \/api\/auth\/register".*Service unavailable/);
    const failed = await whileEventsCannotBeStored(() => registerDirectly({ email, password, name: 'Jordan Rivera' }));
    expect(failed.statusCode).toBe(500);
    expect(await account(email)).toBeNull();

    const again = await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password, name: 'Jordan Rivera' } });
    expect(again.status).toBe(201);
    expect((await account(email))?.UserStatus).toBe('CONFIRMED');
  });

  it('replaces an account a registration left unconfirmed (stopped between sign-up and confirmation)', async () => {
    const email = newEmail();
    await cognito.send(
      new SignUpCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        Username: email,
        Password: 'Left-behind-password-1',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    expect((await account(email))?.UserStatus).toBe('UNCONFIRMED');

    const response = await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password } });
    expect(response.status).toBe(201);
    expect((await account(email))?.UserStatus).toBe('CONFIRMED');
    expect((await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password } })).status).toBe(200);
  });

  it('still answers 409 for a confirmed account, and keeps it', async () => {
    const email = newEmail();
    expect((await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password } })).status).toBe(201);
    const taken = await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password: 'Another-password-2' } });
    expect(taken.status).toBe(409);
    expect((await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password } })).status).toBe(200);
  });

  it('refuses an address longer than a Cognito user name (128 characters) before asking Cognito', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.example`;
    expect(email.length).toBe(133);
    const response = await api('POST', '/api/auth/register', { from: newClientAddress(), body: { email, password } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: 'An account needs an e-mail address of at most 128 characters.' });
    expect(await account(email)).toBeNull();
  });
});
