import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, QueryCommand } from './client.ts';
import type { Config } from '../../platform/config.ts';

/**
 * Runs a query and follows its pages until `limit` items or the end. One DynamoDB page stops at
 * 1 MB (a few hundred quotes with their price breakdowns), so a listing that asks for more than
 * a page holds must follow LastEvaluatedKey or it silently comes back short.
 */
/**
 * How many of the newest records a back-office list reads and then searches in memory (decision
 * 011): a few years of a party-boat business's quotes, leads or customers. Past it, the oldest are
 * not searched and the list says so (`complete: false`).
 */
export const BACK_OFFICE_SCAN_LIMIT = 3000;

export async function queryPages(
  config: Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>,
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const db = documentClient(config);
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, Limit: limit - items.length, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items;
}
