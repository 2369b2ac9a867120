import type { TableAccess } from './client.ts';
import type { BusinessFactOverrides } from '#domain/site/business.ts';
import { BUSINESS_SETTING_PARTS, businessFactOverridesSchema, type BusinessSettingPart } from '#domain/site/business-settings.ts';
import * as z from '#domain/shared/zod.ts';
import { itemParser } from './parse-item.ts';
import type { PendingEvent } from './pending-events-repository.ts';
import { versionedItem } from './versioned-item.ts';

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

export function businessSettingsRepository(config: TableAccess) {
  const item = versionedItem(config, { key, type: 'BusinessSettings', parse: toSettings });
  return {
    /** The stored settings, or null when staff never saved. */
    get: item.get,
    /** The overrides are validated here too, so no caller stores a bad item. */
    save: (input: { expectedVersion: number; overrides: BusinessFactOverrides; changed: BusinessSettingPart[]; at: string; by: string }, event: PendingEvent) =>
      item.save(
        {
          overrides: businessFactOverridesSchema.parse(input.overrides),
          version: input.expectedVersion + 1,
          updatedAt: input.at,
          updatedBy: input.by,
          changed: input.changed,
          eventId: event.id,
        },
        event,
      ),
  };
}
