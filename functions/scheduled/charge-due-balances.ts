import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { chargeDueBalances, type BalanceChargeRun } from '../app/payments/balance-charges.ts';

/** Hourly: charges the saved card of each booking whose balance is due today or overdue (schedules.ts). */
export const handler = middy<unknown, BalanceChargeRun>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const run = await chargeDueBalances(loadConfig(), new Date());
    if (run.charged.length + run.failed.length + run.skipped.length > 0) logger.info('Automatic balance charges made', { ...run });
    return run;
  });
