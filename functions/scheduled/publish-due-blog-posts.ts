import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { publishDuePosts } from '../app/content/posts.ts';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';

/** Every minute: scheduled blog posts whose time has come go live (schedules.ts, decision 030). */
export const handler = middy<unknown, { published: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const { published } = await publishDuePosts(loadConfig(), new Date());
    if (published.length > 0) logger.info('Published scheduled blog posts', { published });
    return { published: published.length };
  });
