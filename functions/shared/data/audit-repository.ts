import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, QueryCommand } from './client.ts';
import type { Config } from '../config.ts';

export interface AuditEntry {
  eventId: string;
  source: string;
  detailType: string;
  occurredAt: string;
  data: unknown;
}

// Access patterns: entry by event id (pk/sk, which makes recording idempotent); newest entries (gsi1).
const keys = {
  entry: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'AUDIT' }),
  listing: (occurredAt: string, eventId: string) => ({ gsi1pk: 'AUDIT', gsi1sk: `${occurredAt}#${eventId}` }),
};

function toEntry(item: Record<string, unknown>): AuditEntry {
  return { eventId: String(item['eventId']), source: String(item['source']), detailType: String(item['detailType']), occurredAt: String(item['occurredAt']), data: item['data'] };
}

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

    async latest(limit = 50): Promise<AuditEntry[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'AUDIT' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toEntry);
    },
  };
}
