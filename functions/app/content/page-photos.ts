import { PAGE_SLOTS } from '#domain/content/page-slots.ts';
import { toPagePhoto, type PagePhotos } from '#domain/content/page-photos.ts';
import { isPublished } from '#domain/content/media.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { mediaRepository } from '../../adapters/dynamodb/media-repository.ts';
import { mediaUsedBy } from '../../adapters/dynamodb/media-usage.ts';

/**
 * The photos staff put on the page slots, for the site build (decision 013): each slot's chosen
 * photos that are still published (a photo unpublished since, its alt text cleared, falls back to
 * the illustration). Slots with none are left out.
 */
export async function storedPagePhotos(table: TableAccess): Promise<PagePhotos> {
  const chosen = await Promise.all(PAGE_SLOTS.map(async (slot) => ({ slot: slot.key, ids: await mediaUsedBy(table, { kind: 'page-slot', ref: slot.key }) })));
  const assets = await mediaRepository(table).getMany(chosen.flatMap((each) => each.ids));
  const byId = new Map(assets.filter(isPublished).map((asset) => [asset.id, toPagePhoto(asset)]));
  const photos: PagePhotos = {};
  for (const { slot, ids } of chosen) {
    const shown = ids.flatMap((id) => byId.get(id) ?? []);
    if (shown.length > 0) photos[slot] = shown;
  }
  return photos;
}
