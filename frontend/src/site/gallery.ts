import type { GalleryItem } from '../features/gallery/gallery-grid.tsx';
import { ART, GALLERY_ART } from './art.ts';
import { largestJpeg, photosFor } from '#domain/content/page-photos.ts';

/**
 * The gallery, in order: the home page shows the first six. The photos staff put on the home
 * gallery strip (issue 19) come first, then the illustrations.
 */
export function galleryItems(): GalleryItem[] {
  const photos = photosFor('home-gallery').map((photo) => {
    const jpeg = largestJpeg(photo);
    return { src: jpeg?.path ?? '', width: photo.width, height: photo.height, alt: photo.alt, caption: photo.caption ?? photo.alt, variants: photo.variants };
  });
  return [...photos, ...GALLERY_ART.map(({ id, caption }) => ({ ...ART[id], caption }))];
}
