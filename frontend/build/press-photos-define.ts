import { PRESS_PHOTOS_GLOBAL, type PressPhotos } from '#domain/content/press-photos.ts';
import { pagePhotoSchema } from '#domain/content/page-photos-schema.ts';
import * as z from '#domain/shared/zod.ts';

/**
 * The Vite `define` that builds the library's published photos into the press page (/media,
 * decision 031), checked as the page photos are: a build never publishes a photo without alt text
 * or sizes.
 */
export function pressPhotosDefine(photos: PressPhotos): Record<string, string> {
  return { [PRESS_PHOTOS_GLOBAL]: JSON.stringify(z.array(pagePhotoSchema).parse(photos)) };
}
