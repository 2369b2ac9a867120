import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSources, imageVariantUrl, isSvgSource, parseImageSource } from './image-variants.ts';

describe('imageVariantUrl', () => {
  it('appends the width and swaps the extension', () => {
    expect(imageVariantUrl('/media/photos/boat.jpg', 640, 'webp')).toBe('/media/photos/boat-640w.webp');
    expect(imageVariantUrl('/media/photos/boat.jpg', 1024, 'jpg')).toBe('/media/photos/boat-1024w.jpg');
    expect(imageVariantUrl('https://cdn.example.com/a/b.c/deck.PNG', 1920, 'png')).toBe('https://cdn.example.com/a/b.c/deck-1920w.png');
  });

  it('drops query strings and fragments', () => {
    expect(imageVariantUrl('/media/photos/boat.jpeg?v=3#top', 640, 'webp')).toBe('/media/photos/boat-640w.webp');
  });

  it('returns the original for URLs without a known raster extension', () => {
    expect(imageVariantUrl('/media/photos/boat', 640, 'webp')).toBe('/media/photos/boat');
    expect(imageVariantUrl('/media/photos/boat.gif', 640, 'webp')).toBe('/media/photos/boat.gif');
    expect(imageVariantUrl('/media/photos.v2/', 640, 'webp')).toBe('/media/photos.v2/');
    expect(parseImageSource('/media/.jpg')).toBeNull();
  });

  it('exposes the three variant widths', () => {
    expect(IMAGE_WIDTHS).toEqual({ mobile: 640, tablet: 1024, default: 1920 });
  });
});

describe('imageSources', () => {
  it.each(['jpg', 'jpeg', 'png'] as const)('keeps %s as the fallback format', (ext) => {
    const s = imageSources(`/media/photos/cove.${ext}`);
    expect(s.webpSrcSet).toBe('/media/photos/cove-640w.webp 640w, /media/photos/cove-1024w.webp 1024w, /media/photos/cove-1920w.webp 1920w');
    expect(s.fallbackSrcSet).toBe(`/media/photos/cove-640w.${ext} 640w, /media/photos/cove-1024w.${ext} 1024w, /media/photos/cove-1920w.${ext} 1920w`);
    expect(s.fallbackSrc).toBe(`/media/photos/cove-1024w.${ext}`);
  });

  it('gives a webp original webp variants and itself as the plain src', () => {
    const s = imageSources('/media/photos/sunset.webp');
    expect(s.webpSrcSet).toContain('/media/photos/sunset-1920w.webp 1920w');
    expect(s.fallbackSrcSet).toBe(s.webpSrcSet);
    expect(s.fallbackSrc).toBe('/media/photos/sunset.webp');
  });

  it('passes SVG artwork through untouched', () => {
    expect(isSvgSource('/assets/hero-cove-abc123.svg')).toBe(true);
    expect(isSvgSource('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(imageSources('/assets/hero-cove-abc123.svg?x=1')).toEqual({
      webpSrcSet: null,
      fallbackSrcSet: null,
      fallbackSrc: '/assets/hero-cove-abc123.svg?x=1',
    });
  });

  it('passes unknown formats through with no srcset', () => {
    expect(imageSources('/media/photos/clip.gif')).toEqual({ webpSrcSet: null, fallbackSrcSet: null, fallbackSrc: '/media/photos/clip.gif' });
  });
});
