import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../../platform/config.ts';
import { s3Client } from '../../adapters/s3/s3.ts';
import { mediaBuckets } from '../../adapters/s3/media-buckets.ts';
import { logger } from '../../platform/logger.ts';
import { isPublished, MAX_UPLOAD_BYTES, MEDIA_PUBLIC_PREFIX, type MediaAsset, statusFor, UPLOAD_CONTENT_TYPES } from '#domain/content/media.ts';
import { PublishedPhotosChanged } from '#events/media.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { makeVariants, UnusableImageError } from './make-variants.ts';
import { mediaObjectKey } from '../../adapters/s3/media-objects.ts';
import { mediaRepository } from '../../adapters/dynamodb/media-repository.ts';
import { pendingUploadsRepository } from '../../adapters/dynamodb/pending-uploads.ts';
import { deleteUnusedMedia } from '../../adapters/dynamodb/media-usage.ts';
import { parseOriginalKey } from './upload-policy.ts';

export type ProcessOutcome = 'processed' | 'refused' | 'ignored';

/**
 * What the image function does with one uploaded original (an S3 ObjectCreated record): checks it
 * again (size, declared type, the bytes really an image), makes the variants, writes them to the
 * media bucket and records them on the asset. A refused file is deleted; a new photo with no other
 * file leaves the library (its upload keeps the reason), a replaced one keeps its old file and the
 * reason. Safe to run twice for one upload (S3 delivers events at least once).
 */
export async function processUploadedOriginal(config: Config, object: { bucket: string; key: string }, now: () => Date): Promise<ProcessOutcome> {
  const buckets = mediaBuckets(config);
  const s3 = s3Client(config);
  const parsed = parseOriginalKey(object.key);
  if (object.bucket !== buckets.uploads || !parsed) {
    logger.warn('Ignored an object that is not a media original', { bucket: object.bucket, key: object.key });
    return 'ignored';
  }
  const { id, revision } = parsed;
  const uploads = pendingUploadsRepository(config);
  const media = mediaRepository(config);
  const pending = await uploads.get(id, revision);
  const asset = await media.get(id);
  if (!pending || !asset) {
    // Nobody was handed this key (or the photo was deleted since): nothing of ours to process.
    await s3.send(new DeleteObjectCommand({ Bucket: buckets.uploads, Key: object.key }));
    return 'ignored';
  }

  const refuse = async (problem: string): Promise<ProcessOutcome> => {
    await s3.send(new DeleteObjectCommand({ Bucket: buckets.uploads, Key: object.key }));
    // A new photo whose only file is refused has nothing to show: it leaves the library, and its
    // upload keeps the reason for the screen that sent it. A replaced file's photo keeps its old
    // file, with the reason its new one was refused.
    const current = await media.get(id);
    if (current && current.variants.length === 0) {
      // The reason is kept before the photo goes: the screen polling it reads the reason as soon as
      // the photo is gone (kept after, a poll in between was told the photo may have been deleted).
      await uploads.refuse(pending, problem, now());
      if ((await deleteUnusedMedia(config, id)).deleted) return 'refused';
    }
    await updateAsset(config, id, (latest) => ({ ...latest, problem, updatedAt: now().toISOString() }));
    await uploads.remove(id, revision);
    return 'refused';
  };

  const head = await s3.send(new HeadObjectCommand({ Bucket: buckets.uploads, Key: object.key }));
  if ((head.ContentLength ?? 0) > MAX_UPLOAD_BYTES) return refuse(`${pending.fileName} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(head.ContentType ?? '') || head.ContentType !== pending.contentType) {
    return refuse(`${pending.fileName} is not a JPEG, PNG or WebP photo.`);
  }
  const body = await s3.send(new GetObjectCommand({ Bucket: buckets.uploads, Key: object.key }));
  const original = Buffer.from((await body.Body?.transformToByteArray()) ?? []);

  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(original, id, revision);
  } catch (error) {
    if (error instanceof UnusableImageError) return refuse(`${pending.fileName}: ${error.message}`);
    throw error;
  }
  await Promise.all(
    made.variants.map((variant) =>
      s3.send(
        new PutObjectCommand({
          Bucket: buckets.media,
          Key: mediaObjectKey(variant.path),
          Body: variant.body,
          ContentType: variant.contentType,
          // A revision's files never change (a replaced photo gets a new revision), so caches keep them.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    ),
  );

  let previous: MediaAsset | null = null;
  await updateAsset(config, id, (current) => {
    previous = current;
    const next = {
      ...current,
      fileName: pending.fileName,
      width: made.width,
      height: made.height,
      variants: made.variants.map(({ format, width, path }) => ({ format, width, path })),
      updatedAt: now().toISOString(),
    };
    delete next.problem;
    return { ...next, status: statusFor(next) };
  });
  await uploads.remove(id, revision);
  // A published photo's new file: the pages built with it name the old files, deleted just below,
  // so the site is republished (a slot's photo too: one rebuild refreshes every page).
  const before = previous as MediaAsset | null;
  if (before && isPublished(before) && before.variants.length > 0)
    await emitEvent(config, PublishedPhotosChanged, { mediaId: id, change: 'replaced' }, { now: now() });
  // The replaced file's variants: nothing points at them any more once the asset names the new ones.
  const stale = ((previous as MediaAsset | null)?.variants ?? []).filter((variant) => !variant.path.startsWith(`${MEDIA_PUBLIC_PREFIX}/${id}/${revision}/`));
  if (stale.length > 0)
    await s3.send(new DeleteObjectsCommand({ Bucket: buckets.media, Delete: { Objects: stale.map((variant) => ({ Key: mediaObjectKey(variant.path) })) } }));
  return 'processed';
}

/** Changes an asset against the version read, again if staff saved it in between. */
async function updateAsset(config: Config, id: string, change: (current: MediaAsset) => MediaAsset): Promise<void> {
  const media = mediaRepository(config);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await media.get(id);
    if (!current) return;
    if (await media.replace(change(current), current.updatedAt)) return;
  }
  throw new Error(`Media asset ${id} kept changing while its upload was processed`);
}
