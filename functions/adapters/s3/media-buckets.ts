import type { Config } from '../../platform/config.ts';

/** The media library's two buckets; a function without them was deployed without the media grants. */
export function mediaBuckets(config: Pick<Config, 'MEDIA_UPLOAD_BUCKET' | 'MEDIA_BUCKET'>): { uploads: string; media: string } {
  const { MEDIA_UPLOAD_BUCKET: uploads, MEDIA_BUCKET: media } = config;
  if (!uploads || !media) throw new Error('MEDIA_UPLOAD_BUCKET and MEDIA_BUCKET must be set for the media library');
  return { uploads, media };
}
