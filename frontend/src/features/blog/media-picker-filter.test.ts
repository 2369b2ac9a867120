import { describe, expect, it } from 'vitest';
import type { MediaAsset } from '#domain/content/media.ts';
import { pickablePhotos, pickerTags, thumbnailOf } from './media-picker-filter.ts';

const variants = (id: string): MediaAsset['variants'] => [
  { format: 'webp', width: 640, path: `/media-files/${id}/r1/640.webp` },
  { format: 'jpeg', width: 1024, path: `/media-files/${id}/r1/1024.jpg` },
  { format: 'jpeg', width: 640, path: `/media-files/${id}/r1/640.jpg` },
];

const asset = (id: string, fields: Partial<MediaAsset>): MediaAsset => ({
  id,
  fileName: `${id}.jpg`,
  alt: '',
  tags: [],
  width: 1024,
  height: 683,
  status: 'published',
  variants: variants(id),
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});

const library = [
  asset('sunsetdeck01', { alt: 'Guests on the top deck at sunset', tags: ['sunset', 'deck'], caption: 'Golden hour off Devil’s Cove' }),
  asset('cleverslide1', { alt: 'The slide off Clever Girl', tags: ['clever girl', 'slide'], fileName: 'IMG_2041.jpg' }),
  asset('needsalt0001', { alt: '', status: 'ready', tags: ['sunset'] }),
  asset('processing01', { alt: 'Still processing', status: 'processing', variants: [], tags: ['sunset'] }),
  asset('blankalt0001', { alt: '   ', tags: ['sunset'] }),
];
const ids = (assets: MediaAsset[]) => assets.map((found) => found.id);

describe("the blog editor's media picker", () => {
  it('lists only published photos: processed and with alt text', () => {
    expect(ids(pickablePhotos(library, { text: '', tag: '' }))).toEqual(['sunsetdeck01', 'cleverslide1']);
  });

  it('narrows by one tag, exactly', () => {
    expect(ids(pickablePhotos(library, { text: '', tag: 'sunset' }))).toEqual(['sunsetdeck01']);
    expect(ids(pickablePhotos(library, { text: '', tag: 'clever girl' }))).toEqual(['cleverslide1']);
    expect(ids(pickablePhotos(library, { text: '', tag: 'clever' }))).toEqual([]);
  });

  it('narrows by every word typed, in the alt text, caption, file name, tags or id, ignoring case', () => {
    expect(ids(pickablePhotos(library, { text: 'TOP deck', tag: '' }))).toEqual(['sunsetdeck01']);
    expect(ids(pickablePhotos(library, { text: 'golden hour', tag: '' }))).toEqual(['sunsetdeck01']);
    expect(ids(pickablePhotos(library, { text: 'img_2041', tag: '' }))).toEqual(['cleverslide1']);
    expect(ids(pickablePhotos(library, { text: 'slide', tag: 'sunset' }))).toEqual([]);
    expect(ids(pickablePhotos(library, { text: 'still processing', tag: '' }))).toEqual([]);
    expect(ids(pickablePhotos(library, { text: '  ', tag: '' }))).toEqual(['sunsetdeck01', 'cleverslide1']);
  });

  it('offers the tags of published photos only', () => {
    expect(pickerTags(library)).toEqual(['clever girl', 'deck', 'slide', 'sunset']);
    expect(pickerTags([library[2]!, library[3]!])).toEqual([]);
  });

  it('shows the smallest JPEG as the thumbnail', () => {
    expect(thumbnailOf(library[0]!)?.path).toBe('/media-files/sunsetdeck01/r1/640.jpg');
    expect(thumbnailOf(library[3]!)).toBeUndefined();
  });
});
