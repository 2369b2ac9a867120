import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { MediaAsset } from '#domain/content/media.ts';
import { s3Client } from '#functions/adapters/s3/s3.ts';
import type { Config } from '#functions/platform/config.ts';
import { makeVariants } from '#functions/app/content/make-variants.ts';
import { mediaBuckets } from '#functions/adapters/s3/media-buckets.ts';
import { mediaObjectKey } from '#functions/adapters/s3/media-objects.ts';
import { mediaRepository } from '#functions/adapters/dynamodb/media-repository.ts';

/**
 * A small real photo made on the spot (no image files in the repository): a gradient with some
 * noise, so the encoders have real work, as JPEG at the size asked.
 */
export async function photoFixture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x ^ y) & 0x3f) + 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Sends a file with a presigned POST as a browser form does: the fields first, the file last. */
export async function postUpload(
  upload: { url: string; fields: Record<string, string> },
  file: Buffer,
  contentType: string,
  fieldOverrides: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...fieldOverrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'photo.jpg');
  return fetch(upload.url, { method: 'POST', body: form });
}

/**
 * A published photo in the media library as the image function leaves one: its web sizes made
 * from a real photo and written to the media bucket, and the asset recorded. Suites that need a
 * library photo use this rather than an asset naming files that do not exist, which every other
 * suite showing the library (the media screen) would then fail to load.
 */
export async function storeLibraryPhoto(
  config: Config,
  photo: { id: string; fileName: string; alt: string; tags: string[]; caption?: string },
): Promise<MediaAsset> {
  const revision = 'r1';
  const made = await makeVariants(await photoFixture(1920, 1280), photo.id, revision);
  const s3 = s3Client(config);
  await Promise.all(
    made.variants.map((variant) =>
      s3.send(
        new PutObjectCommand({ Bucket: mediaBuckets(config).media, Key: mediaObjectKey(variant.path), Body: variant.body, ContentType: variant.contentType }),
      ),
    ),
  );
  const at = new Date().toISOString();
  return mediaRepository(config).put({
    ...photo,
    width: made.width,
    height: made.height,
    status: 'published',
    variants: made.variants.map(({ format, width, path }) => ({ format, width, path })),
    createdAt: at,
    updatedAt: at,
  });
}
