import type { PagePhoto } from './page-photos.ts';

/**
 * The media library's published photos as the site build gets them for the press page (/media,
 * decision 031): newest first, each with its alt text, caption and variants. Built into the
 * bundles as a constant of its own, beside the page photos: only the press page's chunk imports
 * this module, so the other pages never carry the whole library.
 */
// No zod here: the build checks the photos with page-photos-schema.ts before defining them.
export type PressPhotos = readonly PagePhoto[];

export const PRESS_PHOTOS_GLOBAL = '__PRESS_PHOTOS__';
declare const __PRESS_PHOTOS__: PressPhotos | undefined;

/** The published photos the site was built with; none: the press page says so. */
export const pressPhotos: PressPhotos = typeof __PRESS_PHOTOS__ === 'undefined' ? [] : __PRESS_PHOTOS__;
