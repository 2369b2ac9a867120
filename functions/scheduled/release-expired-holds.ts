import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { releaseExpiredHolds } from '../shared/bookings/release-holds.ts';
import { loadConfig } from '../shared/config.ts';
import { logger } from '../shared/logger.ts';

/** Every few minutes: releases unpaid bookings past their payment window (schedules.ts). */
export const handler = middy<unknown, { released: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const { released } = await releaseExpiredHolds(loadConfig(), new Date());
    if (released.length > 0) logger.info('Released unpaid bookings', { released });
    return { released: released.length };
  });
