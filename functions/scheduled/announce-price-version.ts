import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { announcePriceVersionInEffect, type PriceVersionAnnouncementRun } from '../app/pricing/price-version-announcement.ts';

/**
 * Every 15 minutes: when another price version is in effect today (its first day began at Austin
 * midnight), announces it once, which republishes the site (schedules.ts, decision 026).
 */
export const handler = middy<unknown, PriceVersionAnnouncementRun>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const run = await announcePriceVersionInEffect(loadConfig(), new Date());
    if (run.announced !== null) logger.info('Price version in effect announced', { ...run });
    return run;
  });
