import { BatchGetCommand, type DocumentClient } from './client.ts';

const BATCH_GET_LIMIT = 100;
const BATCH_GET_ROUNDS = 8;

/** Reads items by key, 100 at a time (DynamoDB's limit), asking again for any it left unprocessed. */
export async function batchGet(db: DocumentClient, TableName: string, keyList: Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keyList.length; start += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] = keyList.slice(start, start + BATCH_GET_LIMIT);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round >= BATCH_GET_ROUNDS) throw new Error(`DynamoDB left ${pending.length} keys unread after ${BATCH_GET_ROUNDS} rounds`);
      if (round > 0) await sleep(20 * 2 ** round);
      const answer = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true } } }));
      items.push(...(answer.Responses?.[TableName] ?? []));
      pending = answer.UnprocessedKeys?.[TableName]?.Keys ?? [];
    }
  }
  return items;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
