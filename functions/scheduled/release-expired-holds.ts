import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { releaseExpiredHolds } from '../app/booking/release-holds.ts';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';

/** Every few minutes: releases unpaid bookings past their payment window (schedules.ts). */
export const handler = middy<unknown, { released: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const { released } = await releaseExpiredHolds(loadConfig(), new Date());
    if (released.length > 0) logger.info('Released unpaid bookings', { released });
    return { released: released.length };
  });
