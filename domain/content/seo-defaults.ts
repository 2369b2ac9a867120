import { businessFacts, type BusinessFacts } from '../site/business.ts';
import { sitePageFor } from '../site/site-pages.ts';

/**
 * The SEO meta record of spec section 3 and its defaults. Pure and free of zod so the browser can
 * apply defaults without the validation library; the schemas live in seo.ts.
 */
export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;
export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
export const OPEN_GRAPH_TYPES = ['website', 'article', 'product'] as const;

export interface SeoMeta {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  openGraphTitle: string;
  openGraphDescription: string;
  openGraphImage: string;
  openGraphType: (typeof OPEN_GRAPH_TYPES)[number];
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  twitterCard: (typeof TWITTER_CARDS)[number];
  canonicalUrl: string;
  robotsDirective: (typeof ROBOTS_DIRECTIVES)[number];
}

export const DEFAULT_SOCIAL_IMAGE_PATH = '/og/lake-travis-party-cruises.png';

export function absoluteUrl(path: string, facts: Pick<BusinessFacts, 'website'> = businessFacts): string {
  return /^https?:\/\//.test(path) ? path : `${facts.website}${path === '/' ? '/' : path}`;
}

/** The title as shown in the browser tab: the page's own title, then the brand. */
export function fullTitle(title: string, facts: Pick<BusinessFacts, 'name'> = businessFacts): string {
  return title.includes(facts.name) ? title : `${title} | ${facts.name}`;
}

/**
 * The defaults for a route: from the page catalogue when the route is a public page, otherwise
 * the brand's own title and description (and noindex, since only catalogued pages are meant to
 * rank).
 */
export function defaultSeoMeta(route: string, facts: BusinessFacts = businessFacts): SeoMeta {
  const page = sitePageFor(route);
  const title = fullTitle(page?.title ?? facts.tagline, facts);
  const description = page?.description ?? `${facts.tagline}: private party boat charters and the ATX Disco Cruise on ${facts.location.display}.`;
  const image = absoluteUrl(DEFAULT_SOCIAL_IMAGE_PATH, facts);
  return {
    metaTitle: title,
    metaDescription: description,
    metaKeywords: [...(page?.keywords ?? [])],
    openGraphTitle: title,
    openGraphDescription: description,
    openGraphImage: image,
    openGraphType: 'website',
    twitterTitle: title,
    twitterDescription: description,
    twitterImage: image,
    twitterCard: 'summary_large_image',
    canonicalUrl: absoluteUrl(page?.path ?? route, facts),
    robotsDirective: page ? 'index, follow' : 'noindex, follow',
  };
}

/** The not-found page's head, wherever it is shown: prerendered, or reached in the browser. */
export function notFoundSeoMeta(facts: BusinessFacts = businessFacts): SeoMeta {
  const title = fullTitle('Page not found', facts);
  return { ...defaultSeoMeta('/404', facts), metaTitle: title, openGraphTitle: title, twitterTitle: title, robotsDirective: 'noindex, follow' };
}

/** A stored record may hold only some fields; the rest come from the defaults. */
export function mergeSeoMeta(defaults: SeoMeta, stored: Partial<SeoMeta> | undefined): SeoMeta {
  if (!stored) return defaults;
  const present = Object.entries(stored).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return { ...defaults, ...(Object.fromEntries(present) as Partial<SeoMeta>) };
}
