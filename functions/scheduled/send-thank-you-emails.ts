import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { sendThankYouEmails, type ThankYouRun } from '../app/booking/thank-you-run.ts';

/** Hourly: announces the thank-you of each cruise that was yesterday, from 10 AM Austin time (decision 078). */
export const handler = middy<unknown, ThankYouRun>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const run = await sendThankYouEmails(loadConfig(), new Date());
    if (run.sent.length > 0) logger.info('Thank-you e-mails announced', { ...run });
    return run;
  });
