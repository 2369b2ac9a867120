import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import type { BusinessFactOverrides } from '#domain/business.ts';
import { BUSINESS_SETTING_PARTS, businessFactOverridesSchema, type BusinessSettingPart } from '#domain/business-settings.ts';
import * as z from '#domain/zod.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';

// Access pattern: the one settings item (pk/sk). Read consistently, because a save must see the
// version the previous save wrote and the site build must publish the latest facts.
const key = { pk: 'SETTINGS#business', sk: 'FACTS' };

/** The staff's edits of the business facts: one item, replaced whole on every save. */
const storedSchema = z.object({
  /** Only what differs from the defaults (decision 013); {} after a reset. */
  overrides: businessFactOverridesSchema,
  /** 1 for the first save, one more for each save after it. */
  version: z.number().check(z.int(), z.positive()),
  updatedAt: z.string().check(z.minLength(1)),
  /** The staff member's sign-in e-mail. */
  updatedBy: z.string().check(z.minLength(1)),
  /** What this save changed compared with the save before it (the event says the same). */
  changed: z.array(z.enum(BUSINESS_SETTING_PARTS)),
  /** BusinessFactsChanged's id: the event is stored with the save (decision 017). */
  eventId: z.string().check(z.minLength(1)),
});
export type StoredBusinessSettings = z.infer<typeof storedSchema>;

// The same schema a save passes: a hand-edited item throws here instead of reaching a page or an e-mail.
const toSettings = itemParser('BusinessSettings', storedSchema);

/** Why a save was refused: someone saved since the version the caller read. */
export type SaveOutcome = { saved: StoredBusinessSettings } | { conflict: true };

export function businessSettingsRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** The stored settings, or null when staff never saved. */
    async get(): Promise<StoredBusinessSettings | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
      return Item ? toSettings(Item) : null;
    },

    /**
     * Stores version `expectedVersion + 1` only if the stored version is still `expectedVersion`
     * (0: nothing stored yet), with the event announcing it, in one transaction, so of two saves
     * from the same version one wins and the other is told. The overrides are validated here too,
     * so no caller stores a bad item.
     */
    async save(input: { expectedVersion: number; overrides: BusinessFactOverrides; changed: BusinessSettingPart[]; at: string; by: string }, event: PendingEvent): Promise<SaveOutcome> {
      const record: StoredBusinessSettings = {
        overrides: businessFactOverridesSchema.parse(input.overrides),
        version: input.expectedVersion + 1,
        updatedAt: input.at,
        updatedBy: input.by,
        changed: input.changed,
        eventId: event.id,
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...key, type: 'BusinessSettings', ...record },
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
