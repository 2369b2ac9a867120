// URL convention for resized variants of photos uploaded through the media library.
// An upload at /media/photos/boat.jpg has variants /media/photos/boat-640w.webp,
// /media/photos/boat-640w.jpg, /media/photos/boat-1024w.webp, ... next to it.

export const IMAGE_WIDTHS = { mobile: 640, tablet: 1024, default: 1920 } as const;

/** Widths every upload is resized to, smallest first (the order srcset lists them in). */
export const VARIANT_WIDTHS: readonly number[] = [IMAGE_WIDTHS.mobile, IMAGE_WIDTHS.tablet, IMAGE_WIDTHS.default];

export type RasterFormat = 'jpg' | 'jpeg' | 'png' | 'webp';

const RASTER_EXTENSIONS: readonly RasterFormat[] = ['jpg', 'jpeg', 'png', 'webp'];

interface ParsedSource {
  /** Path without the extension, e.g. /media/photos/boat */
  stem: string;
  format: RasterFormat;
}

/** Splits off query string and fragment, then a known raster extension; null when there is none. */
export function parseImageSource(src: string): ParsedSource | null {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const match = /^(.*[^/])\.([a-z0-9]+)$/i.exec(path);
  if (!match) return null;
  const ext = (match[2] ?? '').toLowerCase();
  if (!(RASTER_EXTENSIONS as readonly string[]).includes(ext)) return null;
  return { stem: match[1] ?? '', format: ext as RasterFormat };
}

/** True for our SVG artwork, which is resolution independent and never has variants. */
export function isSvgSource(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return /\.svg$/i.test(path) || src.startsWith('data:image/svg+xml');
}

/**
 * The URL of one resized variant: imageVariantUrl('/media/photos/boat.jpg', 640, 'webp')
 * -> '/media/photos/boat-640w.webp'. Query strings and fragments are dropped (variants are
 * immutable files). A src without a known raster extension is returned unchanged.
 */
export function imageVariantUrl(src: string, width: number, format: RasterFormat): string {
  const parsed = parseImageSource(src);
  if (!parsed) return src;
  return `${parsed.stem}-${width}w.${format}`;
}

export interface ImageSources {
  /** webp srcset, or null when the source has no variants. */
  webpSrcSet: string | null;
  /** srcset in the fallback format, or null when the source has no variants. */
  fallbackSrcSet: string | null;
  /** The fallback `src`: the tablet-width variant, or the original when there are no variants. */
  fallbackSrc: string;
}

/**
 * Sources for <picture>: webp variants plus a fallback in the upload's own format. jpg, jpeg
 * and png keep their format; a webp original has no older-format sibling, so its fallback
 * srcset is the webp variants too and the plain `src` is the original upload.
 * SVGs and unknown extensions pass through untouched with no srcset.
 */
export function imageSources(src: string): ImageSources {
  const parsed = isSvgSource(src) ? null : parseImageSource(src);
  if (!parsed) return { webpSrcSet: null, fallbackSrcSet: null, fallbackSrc: src };
  const srcSet = (format: RasterFormat) => VARIANT_WIDTHS.map((w) => `${imageVariantUrl(src, w, format)} ${w}w`).join(', ');
  const webpSrcSet = srcSet('webp');
  if (parsed.format === 'webp') return { webpSrcSet, fallbackSrcSet: webpSrcSet, fallbackSrc: src };
  return {
    webpSrcSet,
    fallbackSrcSet: srcSet(parsed.format),
    fallbackSrc: imageVariantUrl(src, IMAGE_WIDTHS.tablet, parsed.format),
  };
}

/** A media-library variant (domain/content/media.ts MediaVariant): its format, width and public path. */
export interface LibraryVariant {
  format: 'webp' | 'jpeg';
  width: number;
  path: string;
}

/**
 * Sources for <picture> from the media library's own variants (issue 19): WebP and JPEG srcsets
 * of the widths the photo has (never upscaled, so a small photo lists fewer), and the JPEG
 * nearest the tablet width as the plain `src` for browsers without srcset.
 */
export function librarySources(variants: readonly LibraryVariant[]): ImageSources {
  const srcSet = (format: LibraryVariant['format']) =>
    variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.path} ${variant.width}w`)
      .join(', ');
  const jpegs = variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fallback = jpegs.find((variant) => variant.width >= IMAGE_WIDTHS.tablet) ?? jpegs[jpegs.length - 1];
  return { webpSrcSet: srcSet('webp') || null, fallbackSrcSet: srcSet('jpeg') || null, fallbackSrc: fallback?.path ?? '' };
}
