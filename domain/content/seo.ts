import * as z from '../shared/zod.ts';
import { businessFacts } from '../site/business.ts';
import { OPEN_GRAPH_TYPES, ROBOTS_DIRECTIVES, TWITTER_CARDS, type SeoMeta } from './seo-defaults.ts';
import { lineField } from '../shared/text.ts';

export * from './seo-defaults.ts';

const text = (max: number) => lineField({ max, required: true });

/** The longest URL staff may store. */
export const SEO_URL_MAX_LENGTH = 2048;

/** The host names of the site's own addresses (lower case, without port). */
export function siteHostsOf(siteUrls: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const siteUrl of siteUrls) {
    try {
      hosts.add(new URL(siteUrl).hostname.toLowerCase());
    } catch {
      // Not a URL: names no host.
    }
  }
  return [...hosts];
}

/**
 * Whether `value` points at this site: a path on it ('/boats', resolving to no other host, so
 * not '//evil.example/x' nor '/\evil.example', which browsers read as another host), or an
 * https:// URL on one of `hosts`, with no user name or password in it.
 */
export function isSameSiteUrl(value: string, hosts: readonly string[]): boolean {
  // Browsers drop tabs and line breaks inside a URL and read '\' as '/', so either could turn
  // a harmless-looking path into another host; a URL needs neither.
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) {
    const probe = 'https://site.invalid';
    try {
      return !value.startsWith('//') && new URL(value, probe).origin === probe;
    } catch {
      return false;
    }
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && hosts.includes(url.hostname.toLowerCase());
}

function siteUrlSchema(hosts: readonly string[]) {
  const where = hosts.length ? ` on ${hosts.join(' or ')}` : '';
  return z.string().check(
    z.trim(),
    z.maxLength(SEO_URL_MAX_LENGTH, { message: `Keep the address to ${SEO_URL_MAX_LENGTH} characters or fewer.`, abort: true }),
    z.refine((value) => isSameSiteUrl(value, hosts), { message: `Use a path on this site starting with /, or an https:// address${where}.` }),
  );
}

/**
 * What staff may store for a route (spec section 3 "SEO meta record"). The canonical URL and the
 * social images must point at the site itself (`siteUrls`: its public addresses): a canonical
 * naming another site hands that site this page's ranking, and a card image from anywhere lets
 * whoever controls that host change what the page shows when shared.
 */
export function seoMetaSchemaFor(siteUrls: readonly string[]) {
  const url = siteUrlSchema(siteHostsOf(siteUrls));
  return z.object({
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
}

/**
 * What staff changed for a route: any subset of the SEO fields; the rest come from the
 * defaults when served. Unknown fields are refused so a typo never silently does nothing.
 */
export function seoOverridesSchemaFor(siteUrls: readonly string[]) {
  return z.partial(z.strictObject(seoMetaSchemaFor(siteUrls).shape));
}

/** The record and its overrides with the business's website as the site's address (the editor's check; the API adds the stage's own). */
export const seoMetaSchema = seoMetaSchemaFor([businessFacts.website]);
export const seoOverridesSchema = seoOverridesSchemaFor([businessFacts.website]);

/** A route as the SEO API accepts it: a site path, normalised without a trailing slash. */
export const seoRouteSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/[a-z0-9\-/]*$/, { message: 'A route is a site path such as /atx-disco-cruise.' })),
  z.transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path)),
);
