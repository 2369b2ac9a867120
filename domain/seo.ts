import * as z from './zod.ts';
import { OPEN_GRAPH_TYPES, ROBOTS_DIRECTIVES, TWITTER_CARDS, type SeoMeta } from './seo-defaults.ts';

export * from './seo-defaults.ts';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const url = z.string().check(z.trim(), z.maxLength(2048), z.refine((v) => /^https?:\/\//.test(v) || v.startsWith('/'), {
  message: 'Use an absolute https:// URL or a path starting with /.',
}));

/** What staff may store for a route (spec section 3 "SEO meta record"). */
export const seoMetaSchema = z.object({
  metaTitle: text(120),
  metaDescription: text(320),
  metaKeywords: z.array(text(80)).check(z.maxLength(30)),
  openGraphTitle: text(120),
  openGraphDescription: text(320),
  openGraphImage: url,
  openGraphType: z.enum(OPEN_GRAPH_TYPES),
  twitterTitle: text(120),
  twitterDescription: text(320),
  twitterImage: url,
  twitterCard: z.enum(TWITTER_CARDS),
  canonicalUrl: url,
  robotsDirective: z.enum(ROBOTS_DIRECTIVES),
}) satisfies z.ZodMiniType<SeoMeta>;

/**
 * What staff changed for a route: any subset of the SEO fields; the rest come from the
 * defaults when served. Unknown fields are refused so a typo never silently does nothing.
 */
export const seoOverridesSchema = z.partial(z.strictObject(seoMetaSchema.shape));

/** A route as the SEO API accepts it: a site path, normalised without a trailing slash. */
export const seoRouteSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/[a-z0-9\-/]*$/, { message: 'A route is a site path such as /atx-disco-cruise.' })),
  z.transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path)),
);
