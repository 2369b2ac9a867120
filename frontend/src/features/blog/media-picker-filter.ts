import { isPublished, type MediaAsset, type MediaVariant } from '#domain/content/media.ts';

/**
 * What the blog editor's media picker lists: the library's published photos only (processed, with
 * alt text: the only ones a post may show, decision 030), narrowed by a tag and by words typed.
 */

export interface PickerFilter {
  /** Words, each of which must appear in the alt text, caption, file name, a tag or the id. */
  text: string;
  /** One tag, exactly; empty for any. */
  tag: string;
}

export function publishedPhotos(assets: readonly MediaAsset[]): MediaAsset[] {
  return assets.filter((asset) => isPublished(asset) && asset.variants.length > 0);
}

export function pickablePhotos(assets: readonly MediaAsset[], filter: PickerFilter): MediaAsset[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  const tag = filter.tag.trim().toLowerCase();
  return publishedPhotos(assets).filter((asset) => {
    if (tag && !asset.tags.includes(tag)) return false;
    const haystack = [asset.alt, asset.caption ?? '', asset.fileName, asset.id, ...asset.tags].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The tags offered in the picker's tag filter: those of published photos, once each, sorted. */
export function pickerTags(assets: readonly MediaAsset[]): string[] {
  return [...new Set(publishedPhotos(assets).flatMap((asset) => asset.tags))].sort();
}

/** The smallest JPEG: a thumbnail that every browser shows. */
export function thumbnailOf(asset: { variants: readonly MediaVariant[] }): MediaVariant | undefined {
  return asset.variants
    .filter((variant) => variant.format === 'jpeg')
    .reduce<MediaVariant | undefined>((best, variant) => (best && best.width <= variant.width ? best : variant), undefined);
}
