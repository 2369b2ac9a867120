import { z } from 'zod';
import { defaultSeoMeta, mergeSeoMeta, seoRouteSchema } from '#domain/seo.ts';
import { seoRepository } from '../../shared/data/seo-repository.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

/**
 * The `{route+}` parameter as a site path. Clients send `encodeURIComponent(path)`
 * (`%2Fatx-disco-cruise`) or the bare path (`atx-disco-cruise`, `blog/post`); the gateway has
 * decoded the parameter once by now. Anything still percent-encoded was encoded twice (which
 * HTTP APIs are seen to decode fully) and is decoded once more; malformed encoding is a 400. The
 * leading slash is optional and repeated leading slashes collapse into one, since an encoded
 * path may reach us as `/api/seo/meta//x`.
 */
const routeParam = z
  .string()
  .max(1000)
  .transform((value, ctx) => {
    let decoded = value;
    if (value.includes('%')) {
      try {
        decoded = decodeURIComponent(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The route is not correctly URL-encoded.' });
        return z.NEVER;
      }
    }
    return `/${decoded.replace(/^\/+/, '')}`;
  })
  .pipe(seoRouteSchema);

const params = z.object({ route: routeParam });

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
