import { documentClient, GetCommand, isConditionalCheckFailed, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

// Access pattern: one counter per (bucket, client, window). The client part is a hash, never
// the address itself; each window is its own item, so an old window simply stops being read
// and TTL removes it.
const keys = {
  window: (bucket: string, clientHash: string, windowStart: number) => ({ pk: `RATE#${bucket}#${clientHash}`, sk: `WINDOW#${windowStart}` }),
};

/** The requests counted in one window (the item, or what an update returns of it). */
const toCount = itemParser('RateLimitWindow', z.object({ requests: z.number() }));

export interface WindowCount {
  bucket: string;
  clientHash: string;
  /** Epoch seconds. */
  windowStart: number;
  limit: number;
  /** Epoch seconds after which the item may be deleted. */
  expiresAt: number;
}

export function rateLimitRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** The requests counted so far in a window (0 when none). */
    async count(bucket: string, clientHash: string, windowStart: number): Promise<number> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.window(bucket, clientHash, windowStart), ConsistentRead: true }));
      return Item ? toCount(Item).requests : 0;
    },

    /**
     * Counts one request in the window unless the window already holds `limit`: the increment
     * and the check are one conditional write, so concurrent requests can never overshoot.
     * Returns the new count, or null when the limit was reached (and nothing was written).
     */
    async take(window: WindowCount): Promise<number | null> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.window(window.bucket, window.clientHash, window.windowStart),
            UpdateExpression: 'ADD #count :one SET #expiresAt = :expiresAt, #type = :type',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'requests', '#expiresAt': 'expiresAt', '#type': 'type' },
            ExpressionAttributeValues: { ':one': 1, ':limit': window.limit, ':expiresAt': window.expiresAt, ':type': 'RateLimitWindow' },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return toCount(Attributes ?? {}).requests;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return null;
        throw error;
      }
    },
  };
}
