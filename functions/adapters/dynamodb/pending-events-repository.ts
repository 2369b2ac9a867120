import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { DeleteCommand, documentClient, QueryCommand } from './client.ts';
import { itemParser } from './parse-item.ts';

/**
 * A domain event owed to the bus (decision 017): built and validated when the change it announces
 * is written, stored in the same transaction as that change, and deleted once EventBridge has it.
 */
const pendingEventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  source: z.string().check(z.minLength(1)),
  detailType: z.string().check(z.minLength(1)),
  /** The envelope `{ id, version, occurredAt, data }`, as JSON: it goes on the bus as it is. */
  detail: z.string().check(z.minLength(2)),
  occurredAt: z.string().check(z.minLength(1)),
});
export type PendingEvent = z.infer<typeof pendingEventSchema>;

const toPendingEvent = itemParser('PendingEvent', pendingEventSchema);

// Access patterns: one item per event (pk/sk), beside the event's audit entry (EVENT#<id>/AUDIT);
// every event still owed, oldest first (gsi1), for the sweeper. Deleting the item takes it out of
// both, so the index only ever holds what is owed.
const keys = {
  pending: (id: string) => ({ pk: `EVENT#${id}`, sk: 'PENDING' }),
  owed: (occurredAt: string, id: string) => ({ gsi1pk: 'PENDING_EVENT', gsi1sk: `${occurredAt}#${id}` }),
};

/** The item that records an owed event; it joins the transaction of the change it announces. */
export function pendingEventItem(event: PendingEvent): Record<string, unknown> {
  return { ...keys.pending(event.id), ...keys.owed(event.occurredAt, event.id), type: 'PendingEvent', ...event };
}

export function pendingEventsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Forgets an event that is on the bus. Deleting one already gone is not an error. */
    async remove(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.pending(id) }));
    },

    /** Events that occurred before `before` (ISO) and are still owed, oldest first. */
    async listOwedBefore(before: string, limit: number): Promise<PendingEvent[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
          ExpressionAttributeValues: { ':pk': keys.owed('', '').gsi1pk, ':before': before },
          Limit: limit,
        }),
      );
      return Items.map(toPendingEvent);
    },
  };
}
