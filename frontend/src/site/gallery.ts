import type { GalleryItem } from '../features/gallery/gallery-grid.tsx';
import { ART, GALLERY_ART } from './art.ts';

/** The gallery, in order: the home page shows the first six. */
export function galleryItems(): GalleryItem[] {
  return GALLERY_ART.map(({ id, caption }) => ({ ...ART[id], caption }));
}
