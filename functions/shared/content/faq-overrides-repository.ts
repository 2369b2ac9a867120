import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand, type TableAccess } from '../data/client.ts';
import { faqOverridesSchema, type FaqOverrides } from '#domain/faq-overrides.ts';
import * as z from '#domain/zod.ts';
import { itemParser } from '../data/parse-item.ts';
import { pendingEventItem, type PendingEvent } from '../data/pending-events-repository.ts';

// Access pattern: the one FAQ item (pk/sk), read consistently, as the content blocks' (decision 032).
const key = { pk: 'SETTINGS#faq', sk: 'FAQ' };

const storedSchema = z.object({
  /** Per page, the whole ordered list when staff changed it; pages not here show their own. */
  overrides: faqOverridesSchema,
  version: z.number().check(z.int(), z.positive()),
  updatedAt: z.string().check(z.minLength(1)),
  updatedBy: z.string().check(z.minLength(1)),
  eventId: z.string().check(z.minLength(1)),
});
export type StoredFaqOverrides = z.infer<typeof storedSchema>;

const toStored = itemParser('FaqOverrides', storedSchema);

export type FaqSaveOutcome = { saved: StoredFaqOverrides } | { conflict: true };

export function faqOverridesRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  return {
    async get(): Promise<StoredFaqOverrides | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
      return Item ? toStored(Item) : null;
    },

    /** Conditional on the version read (0: nothing stored), with its event, in one transaction. */
    async save(input: { expectedVersion: number; overrides: FaqOverrides; at: string; by: string }, event: PendingEvent): Promise<FaqSaveOutcome> {
      const record: StoredFaqOverrides = {
        overrides: faqOverridesSchema.parse(input.overrides),
        version: input.expectedVersion + 1,
        updatedAt: input.at,
        updatedBy: input.by,
        eventId: event.id,
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...key, type: 'FaqOverrides', ...record },
                  ...(input.expectedVersion === 0
                    ? { ConditionExpression: 'attribute_not_exists(pk)' }
                    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': input.expectedVersion } }),
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

/** The stored FAQ lists for the site build: {} when staff never saved. */
export async function storedFaqOverrides(config: TableAccess): Promise<FaqOverrides> {
  return (await faqOverridesRepository(config).get())?.overrides ?? {};
}
