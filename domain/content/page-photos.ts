import type { MediaAsset, MediaVariant } from './media.ts';

/**
 * The staff's photos as the site build gets them (decision 013's way, as the business facts):
 * per page slot (domain/content/page-slots.ts), the published photos chosen for it, in order. Built into
 * the bundles as a constant, so the prerendered HTML and the hydrated page show the same photos;
 * a slot with none shows its illustration.
 */
// No zod here: this module is in every marketing page's bundle; the build checks the photos with
// page-photos-schema.ts before defining them.
export interface PagePhoto {
  id: string;
  alt: string;
  caption?: string | undefined;
  width: number;
  height: number;
  variants: MediaVariant[];
}

export type PagePhotos = Record<string, PagePhoto[]>;

export function toPagePhoto(asset: MediaAsset): PagePhoto {
  return {
    id: asset.id,
    alt: asset.alt,
    ...(asset.caption ? { caption: asset.caption } : {}),
    width: asset.width,
    height: asset.height,
    variants: asset.variants,
  };
}

export const PAGE_PHOTOS_GLOBAL = '__PAGE_PHOTOS__';
declare const __PAGE_PHOTOS__: PagePhotos | undefined;
const builtInPagePhotos: PagePhotos = typeof __PAGE_PHOTOS__ === 'undefined' ? {} : __PAGE_PHOTOS__;

/** The photos the site was built with for a slot; empty: show the illustration. */
export function photosFor(slot: string, photos: PagePhotos = builtInPagePhotos): readonly PagePhoto[] {
  return photos[slot] ?? [];
}

/** The first photo of a slot, if staff chose one. */
export function photoFor(slot: string, photos: PagePhotos = builtInPagePhotos): PagePhoto | undefined {
  return photosFor(slot, photos)[0];
}

/** A photo's largest JPEG, for Open Graph images and downloads. */
export function largestJpeg(photo: PagePhoto): MediaVariant | undefined {
  return photo.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
}
