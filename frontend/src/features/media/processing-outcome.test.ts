import { describe, expect, it } from 'vitest';
import type { AdminMediaItemResponse } from '#domain/content/media-api.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import { ApiError } from '../../lib/api-client.ts';
import { processingOutcome, waitingForSizes } from './media-api.ts';

const asset: MediaAsset = {
  id: 'abcdefgh12',
  fileName: 'holiday.jpg',
  alt: '',
  tags: [],
  width: 0,
  height: 0,
  status: 'processing',
  variants: [],
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};
const item = (change: Partial<MediaAsset>): AdminMediaItemResponse => ({ item: { asset: { ...asset, ...change }, uses: [] } });
const reads = (...answers: (AdminMediaItemResponse | Error)[]) => {
  let next = 0;
  return async () => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
};
const pause = async () => undefined;

describe("following an upload's processing", () => {
  it('is ready once the photo has its sizes', async () => {
    const read = reads(
      item({}),
      item({}),
      item({ status: 'ready', width: 800, height: 600, variants: [{ format: 'webp', width: 640, path: '/media-files/a/b/640.webp' }] }),
    );
    expect(await processingOutcome(asset.id, { read, pause })).toEqual({ kind: 'ready' });
  });

  it("says why a new photo's file was refused, from the 404 of the photo that left the library", async () => {
    const gone = new ApiError(
      404,
      JSON.stringify({ error: { code: 'MEDIA_NOT_FOUND', message: 'holiday.jpg: The file is not an image. It was not added to the library.' } }),
      'Not Found',
    );
    expect(await processingOutcome(asset.id, { read: reads(item({}), gone), pause })).toEqual({
      kind: 'refused',
      message: 'holiday.jpg: The file is not an image. It was not added to the library.',
    });
  });

  it("says why a replaced file was refused, from the photo's problem", async () => {
    expect(await processingOutcome(asset.id, { read: reads(item({ problem: 'new.jpg is not a JPEG, PNG or WebP photo.' })), pause })).toEqual({
      kind: 'refused',
      message: 'new.jpg is not a JPEG, PNG or WebP photo.',
    });
  });

  it('stops asking after its attempts, and lets any other failure through', async () => {
    expect(await processingOutcome(asset.id, { read: reads(item({})), pause, attempts: 3 })).toEqual({ kind: 'still-processing' });
    await expect(processingOutcome(asset.id, { read: reads(new ApiError(500, '', 'Server Error')), pause })).rejects.toThrow('500');
  });
});

describe('the library grid asking again for sizes', () => {
  const entry = (change: Partial<MediaAsset>) => ({ asset: { ...asset, ...change } });
  const soon = new Date('2027-01-01T00:00:30.000Z');
  const later = new Date('2027-01-01T00:30:00.000Z');

  it('asks while a photo is being processed, and stops for one refused or one whose file never arrived', () => {
    expect(waitingForSizes([entry({})], soon)).toBe(true);
    expect(waitingForSizes([entry({})], later)).toBe(false);
    expect(waitingForSizes([entry({ problem: 'The file is not an image.' })], soon)).toBe(false);
    expect(waitingForSizes([entry({ status: 'ready' }), entry({ updatedAt: '2027-01-01T00:29:00.000Z' })], later)).toBe(true);
    expect(waitingForSizes([], soon)).toBe(false);
  });
});
