import * as z from '#domain/shared/zod.ts';
import { defaultSeoMeta, mergeSeoMeta } from '#domain/content/seo.ts';
import { seoRepository } from '../../adapters/dynamodb/seo-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/content.ts';
import { seoRouteParam } from './route-param.ts';

const params = z.object({ route: seoRouteParam });

/**
 * GET /api/seo/meta/{route+}: the page's SEO meta, the stored overrides merged over the
 * defaults from the page catalogue; `source` says whether staff customised it. Public and
 * cacheable for five minutes: an edit shows up within that.
 */
export const handler = httpHandler(routes.getSeoMeta, { params }, async ({ input, config }) => {
  const route = input.params.route;
  const stored = await seoRepository(config).get(route);
  return json(
    200,
    { route, meta: mergeSeoMeta(defaultSeoMeta(route), stored?.meta), source: stored ? 'custom' : 'default' },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
});
