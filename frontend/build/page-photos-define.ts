import { PAGE_PHOTOS_GLOBAL, type PagePhotos } from '#domain/content/page-photos.ts';
import { pagePhotosSchema } from '#domain/content/page-photos-schema.ts';

/**
 * The Vite `define` that builds the staff's page photos into the site (issue 19, decision 031),
 * as businessFactsDefine does the facts: checked first, so a build never publishes a photo
 * without alt text or sizes.
 */
export function pagePhotosDefine(photos: PagePhotos): Record<string, string> {
  return { [PAGE_PHOTOS_GLOBAL]: JSON.stringify(pagePhotosSchema.parse(photos)) };
}
