import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '#tests/support/recording-server.ts';
import { CloudFormationModel, ModelClock } from '#tests/support/site-publisher-models.ts';
import { answerThroughResponseUrl, customResourceRequestSchema, customResourceResponse } from './custom-resource.ts';
import { cloudFormationStackStatus, isRollingBack } from './stack-status.ts';

// CloudFormation's custom resource protocol as the publisher speaks it, against local stand-ins:
// the answer PUT to the response URL and DescribeStacks' XML. CloudFormation is not reached.
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const request = new CloudFormationModel(new ModelClock()).request('Create');

describe('the custom resource protocol', () => {
  it('reads the request CloudFormation sends', () => {
    expect(customResourceRequestSchema.parse({ ...request, ServiceToken: 'arn:aws:sns:us-east-1:123456789012:DeployRequests' })).toEqual(request);
  });

  it('PUTs the answer to the response URL with an empty content type, naming the request and a lasting physical id', async () => {
    server.reset([{ status: 200 }]);
    const toStandIn = { ...request, ResponseURL: `${server.endpoint}/response?X-Amz-Signature=model` };
    await answerThroughResponseUrl()(toStandIn, { status: 'SUCCESS', reason: 'Published.', data: { BuildId: 'SitePublisherProject:1' } });
    expect(server.requests).toHaveLength(1);
    const [put] = server.requests;
    expect(put).toMatchObject({ method: 'PUT', url: '/response?X-Amz-Signature=model' });
    expect(put!.headers['content-type']).toBe('');
    expect(JSON.parse(put!.body)).toEqual({
      Status: 'SUCCESS',
      Reason: 'Published.',
      PhysicalResourceId: request.LogicalResourceId,
      StackId: request.StackId,
      RequestId: request.RequestId,
      LogicalResourceId: request.LogicalResourceId,
      NoEcho: false,
      Data: { BuildId: 'SitePublisherProject:1' },
    });
  });

  it('throws when the response URL refuses the answer, so it is sent again', async () => {
    server.reset([{ status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }]);
    const toStandIn = { ...request, ResponseURL: `${server.endpoint}/response` };
    await expect(answerThroughResponseUrl()(toStandIn, { status: 'FAILED', reason: 'x' })).rejects.toThrow(/answered 403/);
  });

  it('keeps an update and a removal on the physical id CloudFormation gave, and a long reason short', () => {
    const update = { ...request, RequestType: 'Update' as const, PhysicalResourceId: 'given-id' };
    expect(customResourceResponse(update, { status: 'FAILED', reason: 'x'.repeat(5_000) })).toMatchObject({
      PhysicalResourceId: 'given-id',
      Reason: 'x'.repeat(1_000),
    });
  });
});

describe('the stack status', () => {
  it('asks DescribeStacks for the one stack and reads its status', async () => {
    server.reset([
      {
        status: 200,
        headers: { 'content-type': 'text/xml' },
        body: `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><DescribeStacksResult><Stacks><member><StackId>${request.StackId}</StackId><StackName>PartyCruises-dev-Web</StackName><CreationTime>2026-11-30T15:00:00Z</CreationTime><StackStatus>UPDATE_ROLLBACK_IN_PROGRESS</StackStatus></member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></DescribeStacksResponse>`,
      },
    ]);
    const status = await cloudFormationStackStatus({ region: 'us-east-1', endpoint: server.endpoint })(request.StackId);
    expect(status).toBe('UPDATE_ROLLBACK_IN_PROGRESS');
    expect(new URLSearchParams(server.requests[0]!.body).get('Action')).toBe('DescribeStacks');
    expect(new URLSearchParams(server.requests[0]!.body).get('StackName')).toBe(request.StackId);
  });

  it('calls a rollback a rollback only while it puts the old template back', () => {
    expect(['UPDATE_ROLLBACK_IN_PROGRESS', 'ROLLBACK_IN_PROGRESS'].map(isRollingBack)).toEqual([true, true]);
    expect(['UPDATE_IN_PROGRESS', 'CREATE_IN_PROGRESS', 'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS', 'UPDATE_ROLLBACK_COMPLETE'].map(isRollingBack)).toEqual(
      [false, false, false, false],
    );
  });
});
