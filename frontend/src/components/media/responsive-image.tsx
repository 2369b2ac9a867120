import { imageSources, librarySources, type LibraryVariant } from './image-variants.ts';

export interface ResponsiveImageProps {
  /** The original upload URL (.jpg/.jpeg/.png/.webp), or an SVG artwork URL; ignored when `variants` are given. */
  src: string;
  /** A media-library photo's own variants (issue 19): its WebP and JPEG sizes, as the image function made them. */
  variants?: readonly LibraryVariant[];
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  width: number;
  height: number;
  /** The `sizes` attribute; defaults to the full viewport width. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/**
 * A photo from the media library as a <picture>: webp variants at 640/1024/1920 px wide, with
 * the upload's own format as the fallback. SVG artwork (and anything without a known raster
 * extension) renders as a plain <img>, since it has no resized variants.
 */
export function ResponsiveImage({ src, variants, alt, width, height, sizes = '100vw', loading = 'lazy', fetchPriority, className }: ResponsiveImageProps) {
  const sources = variants && variants.length > 0 ? librarySources(variants) : imageSources(src);
  const common = {
    width,
    height,
    loading,
    decoding: 'async' as const,
    ...(fetchPriority ? { fetchPriority } : {}),
    ...(className ? { className } : {}),
  };
  if (!sources.webpSrcSet || !sources.fallbackSrcSet) return <img src={sources.fallbackSrc} alt={alt} {...common} />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img src={sources.fallbackSrc} srcSet={sources.fallbackSrcSet} sizes={sizes} alt={alt} {...common} />
    </picture>
  );
}
