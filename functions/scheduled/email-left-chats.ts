import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { emailStaffAboutLeftChats, type LeftChatRun } from '../app/people/left-chat-emails.ts';
import { logger } from '../platform/logger.ts';

/** Every few minutes: tells staff about chat guests who gave their details and left without a quote. */
export const handler = middy<unknown, LeftChatRun>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const run = await emailStaffAboutLeftChats(loadConfig(), new Date());
    if (run.looked > 0) logger.info('Chat leads decided', { ...run });
    return run;
  });
