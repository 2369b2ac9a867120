import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants, UnusableImageError } from './make-variants.ts';

/** A small real photo-like image: a gradient, so the encoders have something to compress. */
async function photo(width: number, height: number, options: { format?: 'jpeg' | 'png'; orientation?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels.set([x % 256, y % 256, (x + y) % 256], (y * width + x) * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const encoded = options.format === 'png' ? image.png() : image.jpeg();
  return (options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded).toBuffer();
}

describe('making the web sizes of a photo', () => {
  // CPU-bound: encodes a 2400 x 1600 photo into six WebP and JPEG sizes with sharp; 2.6 to 5.2 s on
  // two cores shared with a full test run, past the 5 s default. The budget is for a loaded
  // machine (decision 039); it checks the sizes made, not speed.
  it('makes WebP and JPEG at 640, 1024 and 1920 for a large photo, each as wide as planned', { timeout: 60_000 }, async () => {
    const made = await makeVariants(await photo(2400, 1600), 'abc12345', 'rev12345');
    expect(made).toMatchObject({ width: 2400, height: 1600 });
    expect(made.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['640.webp', '640.jpeg', '1024.webp', '1024.jpeg', '1920.webp', '1920.jpeg']);
    for (const variant of made.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe(variant.format);
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((1600 * variant.width) / 2400));
    }
  });

  it('never upscales a small photo', async () => {
    const made = await makeVariants(await photo(800, 600, { format: 'png' }), 'abc12345', 'rev12345');
    expect(made.variants.map((v) => v.width)).toEqual([640, 640, 800, 800]);
    expect((await sharp(made.variants[3]?.body).metadata()).width).toBe(800);
  });

  it('turns a sideways phone photo upright and reports its upright size', async () => {
    const made = await makeVariants(await photo(1200, 700, { orientation: 6 }), 'abc12345', 'rev12345');
    expect(made).toMatchObject({ width: 700, height: 1200 });
    const meta = await sharp(made.variants[0]?.body).metadata();
    expect([meta.width, meta.height]).toEqual([640, Math.round((1200 * 640) / 700)]);
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a file that is not a photo, whatever its name says', async () => {
    await expect(makeVariants(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'abc12345', 'rev12345')).rejects.toThrow(UnusableImageError);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(makeVariants(gif, 'abc12345', 'rev12345')).rejects.toThrow(/gif cannot be used/);
  });
});
