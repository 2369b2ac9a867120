import * as z from '#domain/shared/zod.ts';
import type { AdminSeoPage } from '#domain/people/back-office.ts';
import { defaultSeoMeta, mergeSeoMeta } from '#domain/content/seo.ts';
import { sitePageFor, type SitePage } from '#domain/site/site-pages.ts';
import type { SeoRecord } from '../../adapters/dynamodb/seo-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { seoRouteParam } from '../seo/route-param.ts';

/**
 * `{route+}` in an admin SEO path: decoded as the public SEO route decodes it, then looked up in
 * the page catalogue. Staff edit catalogue pages only, so anything else (malformed, or a path
 * that is no page) is null and answers the same 404.
 */
export const seoPageParams = z.object({
  route: z.catch(
    z.nullable(
      z.pipe(
        seoRouteParam,
        z.transform((route) => sitePageFor(route) ?? null),
      ),
    ),
    null,
  ),
});

export const seoPageNotFound = () => new NotFoundError('No page of the site has this path.', 'SEO_PAGE_NOT_FOUND');

/** A catalogue page with its defaults, its stored overrides and the merged meta. */
export function adminSeoPage(page: SitePage, stored: SeoRecord | null): AdminSeoPage {
  const defaults = defaultSeoMeta(page.path);
  return {
    route: page.path,
    label: page.label,
    kind: page.kind,
    defaults,
    overrides: stored ? stored.meta : null,
    meta: mergeSeoMeta(defaults, stored?.meta),
    updatedAt: stored?.updatedAt ?? null,
  };
}
