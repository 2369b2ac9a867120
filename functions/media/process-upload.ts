import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { S3Event } from 'aws-lambda';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { processUploadedOriginal } from '../app/content/process-original.ts';

/**
 * The image function: S3 invokes it for every original staff upload (ObjectCreated on the uploads
 * bucket, in AWS and from the local S3 stand-in alike). A failure is logged and rethrown so the
 * asynchronous invocation is retried; processing one upload twice is harmless.
 */
export const handler = middy<S3Event, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const config = loadConfig();
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      // S3 sends keys URL-encoded, spaces as '+'.
      const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
      const outcome = await processUploadedOriginal(config, { bucket: record.s3.bucket.name, key }, () => new Date());
      logger.info('Media upload handled', { key, outcome });
    }
  });
