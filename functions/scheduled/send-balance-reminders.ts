import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { sendBalanceReminders, type BalanceReminderRun } from '../app/payments/balance-reminders.ts';

/** Hourly: announces the balance reminders due today, 7 days and 1 day before the due date (schedules.ts). */
export const handler = middy<unknown, BalanceReminderRun>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const run = await sendBalanceReminders(loadConfig(), new Date());
    if (run.sent.length > 0) logger.info('Balance reminders sent', { ...run });
    return run;
  });
