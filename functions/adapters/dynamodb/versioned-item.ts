import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';

/** Of two saves from one version, the second is told (a 409), never silently lost. */
export type VersionedSaveOutcome<T> = { saved: T } | { conflict: true };

/**
 * One item staff replace whole on every save (the business settings, the content blocks, the FAQ
 * lists): read consistently, because a save must see the version the previous save wrote and the
 * site build must publish the latest; written as version `expectedVersion + 1` only if the stored
 * version is still `expectedVersion` (0: nothing stored), with the event announcing it, in one
 * transaction (decision 017).
 */
export function versionedItem<T extends { version: number }>(
  config: TableAccess,
  item: { key: { pk: string; sk: string }; type: string; parse: (stored: Record<string, unknown>) => T },
) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  return {
    async get(): Promise<T | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: item.key, ConsistentRead: true }));
      return Item ? item.parse(Item) : null;
    },

    async save(record: T, event: PendingEvent): Promise<VersionedSaveOutcome<T>> {
      const expectedVersion = record.version - 1;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...item.key, type: item.type, ...record },
                  ...(expectedVersion === 0
                    ? { ConditionExpression: 'attribute_not_exists(pk)' }
                    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expectedVersion } }),
                },
              },
              { Put: { TableName, Item: pendingEventItem(event) } },
            ],
          }),
        );
        return { saved: record };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed' || codes?.includes('TransactionConflict')) return { conflict: true };
        throw error;
      }
    },
  };
}
