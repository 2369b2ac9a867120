import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '#tests/support/recording-server.ts';
import { DEFAULT_TIMEOUTS, EMULATOR_TIMEOUTS, FUNCTION_TIMEOUT_MS, worstCaseCallMs } from '../../platform/aws/client-options.ts';
import { cancellationCodes, documentClient, GetCommand, PutCommand, TransactWriteCommand } from './client.ts';

// What our settings of the SDK's document client change: undefined values left out, a cancelled
// transaction's reasons read per item, and a hung endpoint ending as an error in time. (The
// repositories' behaviour against DynamoDB Local is the integration suite's.)
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const answer = (status: number, body: unknown) => server.reset([{ status, body: JSON.stringify(body) }]);
const sentBody = () => JSON.parse(server.requests[0]!.body) as Record<string, unknown>;
const db = () => documentClient({ AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: server.endpoint });

describe('documentClient', () => {
  it('leaves undefined values out of the items it writes and answers plain values', async () => {
    answer(200, {});
    await db().send(new PutCommand({ TableName: 't', Item: { pk: 'A', note: undefined, n: 1 } }));
    expect(sentBody()).toMatchObject({ Item: { pk: { S: 'A' }, n: { N: '1' } } });
    answer(200, { Item: { pk: { S: 'QUOTE#1' }, total: { N: '102600' } } });
    expect((await db().send(new GetCommand({ TableName: 't', Key: { pk: 'QUOTE#1', sk: 'QUOTE' } }))).Item).toEqual({ pk: 'QUOTE#1', total: 102600 });
  });

  it('gives every transaction a ClientRequestToken, so a retried committed transaction is not a conflict', async () => {
    answer(200, {});
    await db().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'A' } } }] }));
    expect(sentBody()['ClientRequestToken']).toEqual(expect.stringMatching(/^[\w-]{8,}$/));
  });

  it("names a cancelled transaction's reasons, per item", async () => {
    answer(400, {
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: 'Transaction cancelled',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    const error = await db()
      .send(new TransactWriteCommand({ TransactItems: [] }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TransactionCanceledException' });
    expect(cancellationCodes(error)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(cancellationCodes(new Error('other'))).toBeNull();
  });

  it('refuses a 2xx answer it cannot read instead of taking it for success', async () => {
    server.reset([{ status: 200, body: '<html>proxy page</html>' }]);
    await expect(db().send(new GetCommand({ TableName: 't', Key: { pk: 'A', sk: 'B' } }))).rejects.toThrow();
  });

  it('ends a call to an endpoint that never answers with an error, after its attempts and their timeouts', async () => {
    server.reset([
      { status: 0, hang: true },
      { status: 0, hang: true },
    ]);
    const timeouts = { connectionTimeoutMs: 200, requestTimeoutMs: 150, maxAttempts: 2 };
    const client = documentClient({ AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: server.endpoint }, timeouts);
    const started = Date.now();
    await expect(client.send(new GetCommand({ TableName: 't', Key: { pk: 'A', sk: 'B' } }))).rejects.toThrow();
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThanOrEqual(worstCaseCallMs(timeouts) + 500);
  });

  it('keeps the worst case of a hung call inside the function timeout, in AWS and against the emulators', () => {
    expect(worstCaseCallMs(DEFAULT_TIMEOUTS)).toBeLessThan(FUNCTION_TIMEOUT_MS - 5_000);
    expect(worstCaseCallMs(EMULATOR_TIMEOUTS)).toBeLessThan(FUNCTION_TIMEOUT_MS);
  });
});
