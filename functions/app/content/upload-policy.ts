import type { Config } from '../../platform/config.ts';
import { mediaBuckets } from '../../adapters/s3/media-buckets.ts';
import { MAX_UPLOAD_BYTES, type UploadContentType } from '#domain/content/media.ts';
import { presignedPost } from '../../adapters/s3/media-storage.ts';

/** Long enough for a 20 MB photo on a slow marina connection, short enough that a leaked form is soon useless. */
export const UPLOAD_POST_TTL_SECONDS = 15 * 60;

/** Where originals are kept in the uploads bucket; in AWS only keys under it invoke the image function (infra). */
export const ORIGINALS_PREFIX = 'originals/';

/** Originals are kept under their media id and revision: `originals/<id>/<revision>`. */
export function originalKey(id: string, revision: string): string {
  return `${ORIGINALS_PREFIX}${id}/${revision}`;
}

/** The media id and revision an uploaded original's key names, or null for a key that is not one. */
export function parseOriginalKey(key: string): { id: string; revision: string } | null {
  const match = /^originals\/([a-z0-9]{8,40})\/([a-z0-9]{8,40})$/.exec(key);
  return match ? { id: match[1] as string, revision: match[2] as string } : null;
}

/**
 * The conditions S3 holds a browser's upload to: this key only, this content type only, between
 * one byte and the cap. The image function checks the same again (a policy is the browser's
 * promise, the stored object is the fact).
 */
export function uploadConditions(bucket: string, key: string, contentType: UploadContentType) {
  return [{ bucket }, ['eq', '$key', key], ['eq', '$Content-Type', contentType], ['content-length-range', 1, MAX_UPLOAD_BYTES]] as const;
}

export interface UploadPost {
  url: string;
  fields: Record<string, string>;
}

/** A presigned POST for one original: the browser sends `fields` and then the file to `url`. */
export async function createUploadPost(
  config: Config,
  options: { id: string; revision: string; contentType: UploadContentType; now: Date },
): Promise<UploadPost> {
  const { uploads } = mediaBuckets(config);
  const key = originalKey(options.id, options.revision);
  return presignedPost(config, {
    bucket: uploads,
    key,
    fields: { 'Content-Type': options.contentType },
    conditions: uploadConditions(uploads, key, options.contentType),
    expiresSeconds: UPLOAD_POST_TTL_SECONDS,
    now: options.now,
  });
}
