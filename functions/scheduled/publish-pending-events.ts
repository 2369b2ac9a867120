import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { publishOverdueEvents, type SweepResult } from '../adapters/eventbridge/publisher.ts';
import { logger } from '../platform/logger.ts';
import { PENDING_EVENTS_SWEPT } from './schedules.ts';

/**
 * Every minute: puts on the bus every event its request stored but could not publish (decision
 * 017). The log line is the alarm's metric: `stillOwed` above zero means the bus refused this
 * run too (infra/constructs/scheduled-job.ts).
 */
export const handler = middy<unknown, SweepResult>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const result = await publishOverdueEvents(loadConfig(), new Date());
    if (result.published > 0 || result.stillOwed > 0) logger.warn(PENDING_EVENTS_SWEPT, { ...result });
    return result;
  });
