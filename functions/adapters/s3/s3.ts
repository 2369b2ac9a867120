import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../platform/config.ts';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';

const cachedClient = clientCache(
  (settings) =>
    new S3Client({
      ...clientOptions(settings),
      // The local S3 stand-in serves buckets as paths (http://127.0.0.1:port/bucket/key), not as host names.
      ...(settings.endpoint ? { forcePathStyle: true } : {}),
    }),
);

/** The S3 client, one per process and endpoint (the local stack's stand-in when S3_ENDPOINT is set). */
export function s3Client(config: Pick<Config, 'AWS_REGION' | 'S3_ENDPOINT'>): S3Client {
  return cachedClient({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT });
}
