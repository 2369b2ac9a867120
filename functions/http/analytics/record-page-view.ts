import * as z from '#domain/shared/zod.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { pageViewsRepository } from '../../adapters/dynamodb/page-views-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { sitePathSchema } from '../../platform/http/site-path.ts';
import * as routes from '../routes/site.ts';

const body = z.object({ path: sitePathSchema });

/**
 * POST /api/analytics/pageview: counts a view of `path` on today's business date (America/
 * Chicago). Privacy by design: no cookie is read or set and neither the address nor the user
 * agent is stored. Only the rate limiter keeps a hash of the address, in a counter that expires
 * with its one-minute window.
 */
export const handler = httpHandler(routes.recordPageView, { body }, async ({ input, config, now }) => {
  await pageViewsRepository(config).record(calendarDateIn(now), input.body.path);
  return json(202, { recorded: true });
});
