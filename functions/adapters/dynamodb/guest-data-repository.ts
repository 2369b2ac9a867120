import type { Config } from '../../platform/config.ts';
import { BatchWriteCommand, documentClient } from './client.ts';
import { emailKey } from './email-key.ts';
import { queryPages } from './query-pages.ts';

// Access pattern: everything filed under a person's address (gsi2 = EMAIL#<normalised e-mail>:
// profile, leads, quotes, bookings, customer, e-mails sent, and whatever else another part
// files there), as stored, for their data file and their account's deletion (decision 025).

/** An item's primary key. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** DynamoDB's BatchWriteItem takes at most 25 requests. */
const BATCH_WRITE = 25;
const MAX_ROUNDS = 8;

export function guestDataRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Every item in the person's e-mail partition of gsi2 (any type), oldest first. */
    itemsByEmail(email: string): Promise<Record<string, unknown>[]> {
      return queryPages(
        config,
        { TableName, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': emailKey(email) } },
        10_000,
      );
    },

    /** Deletes the items, 25 to a request, retrying what DynamoDB leaves unprocessed; throws if some never go. */
    async deleteItems(keys: readonly ItemKey[]): Promise<void> {
      for (let start = 0; start < keys.length; start += BATCH_WRITE) {
        let requests = keys.slice(start, start + BATCH_WRITE).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
        for (let round = 1; requests.length > 0; round += 1) {
          if (round > MAX_ROUNDS) throw new Error(`${requests.length} items were not deleted after ${MAX_ROUNDS} rounds`);
          const result = await db.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
          requests = (result.UnprocessedItems?.[TableName] ?? []) as typeof requests;
          if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
        }
      }
    },
  };
}
