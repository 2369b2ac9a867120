import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, QueryCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/** An event as the audit log keeps it: the envelope's data as it came, whatever its version. */
const auditEntrySchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  source: z.string(),
  detailType: z.string(),
  occurredAt: z.string(),
  data: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// Access patterns: entry by event id (pk/sk, which makes recording idempotent); newest entries (gsi1).
const keys = {
  entry: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'AUDIT' }),
  listing: (occurredAt: string, eventId: string) => ({ gsi1pk: 'AUDIT', gsi1sk: `${occurredAt}#${eventId}` }),
};

const toEntry = itemParser('AuditEntry', auditEntrySchema);

export function auditRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Records the event once; a replay of the same event id changes nothing and returns false. */
    async record(entry: AuditEntry): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: { ...keys.entry(entry.eventId), ...keys.listing(entry.occurredAt, entry.eventId), type: 'AuditEntry', ...entry },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    /** The entry an event made, or null. */
    async get(eventId: string): Promise<AuditEntry | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.entry(eventId), ConsistentRead: true }));
      return Item ? toEntry(Item) : null;
    },

    /** The newest `limit` entries, newest first; read page by page, as a query answers at most 1 MB at a time. */
    async latest(limit = 50): Promise<AuditEntry[]> {
      const entries: AuditEntry[] = [];
      let from: Record<string, unknown> | undefined;
      do {
        const { Items = [], LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'AUDIT' },
            ScanIndexForward: false,
            Limit: limit - entries.length,
            ...(from ? { ExclusiveStartKey: from } : {}),
          }),
        );
        entries.push(...Items.map(toEntry));
        from = LastEvaluatedKey;
      } while (from && entries.length < limit);
      return entries;
    },

    /** Every entry of events that occurred at or after `occurredAt` (an ISO time), oldest first. */
    async recordedSince(occurredAt: string): Promise<AuditEntry[]> {
      const entries: AuditEntry[] = [];
      let from: Record<string, unknown> | undefined;
      do {
        const { Items = [], LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
            ExpressionAttributeValues: { ':pk': 'AUDIT', ':since': occurredAt },
            ...(from ? { ExclusiveStartKey: from } : {}),
          }),
        );
        entries.push(...Items.map(toEntry));
        from = LastEvaluatedKey;
      } while (from);
      return entries;
    },

    // Guest data deletion (issue 17, decision 025).
    /** Replaces an entry's data (a deleted guest's details taken out); the entry stays where it was in the log. */
    async replaceData(eventId: string, data: unknown): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.entry(eventId),
          UpdateExpression: 'SET #data = :data',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#data': 'data' },
          ExpressionAttributeValues: { ':data': data },
        }),
      );
    },
  };
}
