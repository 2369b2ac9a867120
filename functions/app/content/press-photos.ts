import { toPagePhoto } from '#domain/content/page-photos.ts';
import type { PressPhotos } from '#domain/content/press-photos.ts';
import { isPublished } from '#domain/content/media.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { mediaRepository } from '../../adapters/dynamodb/media-repository.ts';

/**
 * The press page's photos for the site build (decision 031): every published photo of the library,
 * newest first, read from the sparse published index. Only what a visitor may see goes out: alt
 * text, caption, sizes and the web variants, never tags, file names or who uploaded it.
 */
export async function storedPressPhotos(table: TableAccess): Promise<PressPhotos> {
  const published = await mediaRepository(table).listPublished();
  return published.filter(isPublished).map(toPagePhoto);
}
