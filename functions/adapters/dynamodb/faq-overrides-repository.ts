import type { TableAccess } from './client.ts';
import { faqOverridesSchema, type FaqOverrides } from '#domain/content/faq-overrides.ts';
import * as z from '#domain/shared/zod.ts';
import { itemParser } from './parse-item.ts';
import type { PendingEvent } from './pending-events-repository.ts';
import { versionedItem } from './versioned-item.ts';

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

export function faqOverridesRepository(config: TableAccess) {
  const item = versionedItem(config, { key, type: 'FaqOverrides', parse: toStored });
  return {
    get: item.get,
    save: (input: { expectedVersion: number; overrides: FaqOverrides; at: string; by: string }, event: PendingEvent) =>
      item.save(
        {
          overrides: faqOverridesSchema.parse(input.overrides),
          version: input.expectedVersion + 1,
          updatedAt: input.at,
          updatedBy: input.by,
          eventId: event.id,
        },
        event,
      ),
  };
}

/** The stored FAQ lists for the site build: {} when staff never saved. */
export async function storedFaqOverrides(config: TableAccess): Promise<FaqOverrides> {
  return (await faqOverridesRepository(config).get())?.overrides ?? {};
}
