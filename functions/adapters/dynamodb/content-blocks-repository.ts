import type { TableAccess } from './client.ts';
import { contentBlockOverridesSchema, type ContentBlockOverrides } from '#domain/content/content-blocks.ts';
import * as z from '#domain/shared/zod.ts';
import { itemParser } from './parse-item.ts';
import type { PendingEvent } from './pending-events-repository.ts';
import { versionedItem } from './versioned-item.ts';

// Access pattern: the one content-blocks item (pk/sk), read consistently: a save must see the
// version the previous save wrote and the site build must publish the latest text (decision 032).
const key = { pk: 'SETTINGS#content-blocks', sk: 'BLOCKS' };

const storedSchema = z.object({
  /** Only the blocks whose text differs from the default; {} when every block is back to default. */
  overrides: contentBlockOverridesSchema,
  version: z.number().check(z.int(), z.positive()),
  updatedAt: z.string().check(z.minLength(1)),
  updatedBy: z.string().check(z.minLength(1)),
  /** ContentBlocksChanged's id: the event is stored with the save (decision 017). */
  eventId: z.string().check(z.minLength(1)),
});
export type StoredContentBlocks = z.infer<typeof storedSchema>;

// Validated on read too: a hand-edited item (a typed price, an unknown block) fails loudly
// instead of reaching a page.
const toStored = itemParser('ContentBlocks', storedSchema);

export function contentBlocksRepository(config: TableAccess) {
  const item = versionedItem(config, { key, type: 'ContentBlocks', parse: toStored });
  return {
    get: item.get,
    save: (input: { expectedVersion: number; overrides: ContentBlockOverrides; at: string; by: string }, event: PendingEvent) =>
      item.save(
        {
          overrides: contentBlockOverridesSchema.parse(input.overrides),
          version: input.expectedVersion + 1,
          updatedAt: input.at,
          updatedBy: input.by,
          eventId: event.id,
        },
        event,
      ),
  };
}

/** The stored overrides for the site build (decision 032): {} when staff never saved. */
export async function storedContentBlockOverrides(config: TableAccess): Promise<ContentBlockOverrides> {
  return (await contentBlocksRepository(config).get())?.overrides ?? {};
}
