import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '#tests/support/recording-server.ts';
import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand } from './client.ts';

// The document client's shapes over DynamoDB's JSON API: plain values out, attribute values on
// the wire. (The repositories' behaviour against DynamoDB Local is the integration suite's.)
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const answer = (status: number, body: unknown) => server.reset([{ status, body: JSON.stringify(body) }]);
const sent = (index = 0) => ({ target: server.requests[index]!.headers['x-amz-target'], contentType: server.requests[index]!.headers['content-type'], body: JSON.parse(server.requests[index]!.body) });

const db = () => documentClient({ AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: server.endpoint });

describe('documentClient', () => {
  it('sends a command as its DynamoDB operation with attribute values, and answers plain values', async () => {
    answer(200, { Item: { pk: { S: 'QUOTE#1' }, total: { N: '102600' }, tags: { L: [{ S: 'a' }] }, paid: { BOOL: false } } });
    const { Item } = await db().send(new GetCommand({ TableName: 't', Key: { pk: 'QUOTE#1', sk: 'QUOTE' } }));
    expect(Item).toEqual({ pk: 'QUOTE#1', total: 102600, tags: ['a'], paid: false });
    expect(sent()).toEqual({ target: 'DynamoDB_20120810.GetItem', contentType: 'application/x-amz-json-1.0', body: { TableName: 't', Key: { pk: { S: 'QUOTE#1' }, sk: { S: 'QUOTE' } } } });
  });

  it('marshals every item of a transaction, leaving undefined values out', async () => {
    answer(200, {});
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 't', Item: { pk: 'A', note: undefined, n: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: 't', Key: { pk: 'B' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'sold' }, ExpressionAttributeValues: { ':s': 3 } } },
        ],
      }),
    );
    expect(sent().body).toEqual({
      TransactItems: [
        { Put: { TableName: 't', Item: { pk: { S: 'A' }, n: { N: '1' } }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: 't', Key: { pk: { S: 'B' } }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'sold' }, ExpressionAttributeValues: { ':s': { N: '3' } } } },
      ],
    });
  });

  it('answers a query page with plain items and the key to go on from', async () => {
    answer(200, { Items: [{ pk: { S: 'A' } }, { pk: { S: 'B' } }], LastEvaluatedKey: { pk: { S: 'B' } }, Count: 2 });
    expect(await db().send(new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'A' }, ExclusiveStartKey: { pk: 'A' } }))).toEqual({
      Items: [{ pk: 'A' }, { pk: 'B' }],
      LastEvaluatedKey: { pk: 'B' },
      Count: 2,
    });
    expect(sent().body).toMatchObject({ ExpressionAttributeValues: { ':pk': { S: 'A' } }, ExclusiveStartKey: { pk: { S: 'A' } } });
  });

  it("names a cancelled transaction's reasons, per item", async () => {
    answer(400, { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] });
    const error = await db().send(new TransactWriteCommand({ TransactItems: [] })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TransactionCanceledException' });
    expect(cancellationCodes(error)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(cancellationCodes(new Error('other'))).toBeNull();
  });
});
