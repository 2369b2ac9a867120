import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  isPublished,
  largestVariant,
  mediaAssetSchema,
  mediaDetailsSchema,
  planVariants,
  statusFor,
  uploadNeverArrived,
  usedWhereMessage,
  variantWidths,
} from './media.ts';

describe('the variant plan', () => {
  it('makes every width in WebP and JPEG for a large original', () => {
    const plan = planVariants('abc12345', 'r1', 4032);
    expect(plan.map((v) => `${v.width}.${v.format}`)).toEqual(['640.webp', '640.jpeg', '1024.webp', '1024.jpeg', '1920.webp', '1920.jpeg']);
    expect(plan[0]?.path).toBe('/media-files/abc12345/r1/640.webp');
    expect(plan[1]?.path).toBe('/media-files/abc12345/r1/640.jpg');
  });

  it('never upscales: a 1200-wide original gets 640, 1024 and its own width', () => {
    expect(variantWidths(1200)).toEqual([640, 1024, 1200]);
    expect(variantWidths(1920)).toEqual([...IMAGE_WIDTHS]);
    expect(variantWidths(1919)).toEqual([640, 1024, 1919]);
  });

  it('keeps a photo smaller than the smallest width at its own width', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(640)).toEqual([640]);
  });

  it('finds the largest variant of a format', () => {
    expect(largestVariant({ variants: planVariants('abc12345', 'r1', 1500) }, 'jpeg')?.width).toBe(1500);
    expect(largestVariant({ variants: [] }, 'jpeg')).toBeUndefined();
  });
});

describe('publishing', () => {
  const variants = planVariants('abc12345', 'r1', 2000);

  it('publishes a processed photo only with alt text', () => {
    expect(statusFor({ alt: 'The Clever Girl at sunset', variants })).toBe('published');
    expect(statusFor({ alt: '   ', variants })).toBe('ready');
    expect(statusFor({ alt: 'Alt before processing', variants: [] })).toBe('processing');
  });

  it('says a photo still processing ten minutes after it was saved never got its file; a refused or processed one did', () => {
    const saved = { status: 'processing' as const, updatedAt: '2026-11-29T10:00:00.000Z' };
    expect(uploadNeverArrived(saved, new Date('2026-11-29T10:10:00.000Z'))).toBe(false);
    expect(uploadNeverArrived(saved, new Date('2026-11-29T10:10:01.000Z'))).toBe(true);
    expect(uploadNeverArrived({ ...saved, problem: 'Not an image' }, new Date('2026-11-29T11:00:00.000Z'))).toBe(false);
    expect(uploadNeverArrived({ ...saved, status: 'ready' }, new Date('2026-11-29T11:00:00.000Z'))).toBe(false);
  });

  it('does not count a published status without alt text as published', () => {
    expect(isPublished({ status: 'published', alt: '' })).toBe(false);
    expect(isPublished({ status: 'ready', alt: 'A boat' })).toBe(false);
    expect(isPublished({ status: 'published', alt: 'A boat' })).toBe(true);
  });
});

describe('what staff enter', () => {
  it('normalises tags and refuses odd ones, naming the field', () => {
    expect(mediaDetailsSchema.parse({ alt: ' A boat ', tags: [' Sunset '] })).toEqual({ alt: 'A boat', tags: ['sunset'] });
    const bad = mediaDetailsSchema.safeParse({ alt: 'x', tags: ['<script>'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['tags', 0]);
  });

  it('refuses an asset whose variant path is outside the media files', () => {
    const asset = {
      id: 'abc12345',
      fileName: 'a.jpg',
      alt: '',
      tags: [],
      width: 10,
      height: 10,
      status: 'ready',
      variants: [{ format: 'webp', width: 10, path: '/etc/passwd' }],
      createdAt: 'x',
      updatedAt: 'x',
    };
    expect(mediaAssetSchema.safeParse(asset).success).toBe(false);
  });
});

describe('a refused delete', () => {
  it('names every use', () => {
    expect(
      usedWhereMessage([
        { kind: 'post', ref: 'p1', label: 'Top 10 things' },
        { kind: 'page-slot', ref: 'home-hero', label: 'Home hero' },
      ]),
    ).toBe("This photo is in use on the post 'Top 10 things', the page slot 'Home hero'. Choose another photo there first.");
  });
});
