import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { builtFaqs } from '#domain/content/faq-built.ts';
import type { ExperiencePageContent, FaqEntry, OfferBlock } from './content/types.ts';

/**
 * The public pages' code, keyed by the catalogue in domain/site/site-pages.ts. Pages with their own
 * layout live in frontend/src/routes/<name>.tsx; every other page is an experience page rendered
 * from its content module in content/pages/<slug>.ts. Each loads lazily, so a page ships only its
 * own code and copy.
 */

export interface PageModule {
  default: ComponentType;
  /** Questions the page shows: they become its FAQPage structured data. */
  faqs?: readonly FaqEntry[];
  /** Priced offers the page shows: they become Product/Offer structured data. */
  offers?: readonly OfferBlock[];
  /** JSON-LD of the page's own beyond its breadcrumb, FAQ and offers (the press page's photos). */
  structuredData?: readonly Record<string, unknown>[];
}

export interface LoadedPage {
  Component: ComponentType;
  faqs: readonly FaqEntry[];
  offers: readonly OfferBlock[];
  structuredData: readonly Record<string, unknown>[];
}

/** Catalogue paths with a page of their own (the rest are experience pages). */
export const CUSTOM_PAGES: Readonly<Record<string, string>> = {
  '/': 'home',
  '/gallery': 'gallery',
  '/contact': 'contact',
  '/testimonials-faq': 'testimonials-faq',
  '/faq': 'faq',
  '/ai-endorsement': 'ai-endorsement',
  '/pricing-breakdown': 'pricing-breakdown',
  '/privacy': 'privacy',
  '/terms': 'terms',
  // The press and media page (issue 19, decision 031).
  '/media': 'media',
};

const routeModules = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);
const contentModules = import.meta.glob<{ default: ExperiencePageContent }>(['./content/pages/*.ts', '!./content/pages/*.test.ts']);

export async function loadPage(path: string): Promise<LoadedPage> {
  const custom = CUSTOM_PAGES[path];
  if (custom) {
    const load = routeModules[`../routes/${custom}.tsx`];
    if (!load) throw new Error(`No page module for ${path}`);
    const module = await load();
    return { Component: module.default, faqs: module.faqs ?? [], offers: module.offers ?? [], structuredData: module.structuredData ?? [] };
  }
  const loadContent = contentModules[`./content/pages/${path.slice(1)}.ts`];
  if (!loadContent) throw new Error(`No content module for ${path}`);
  const [{ default: content }, { ExperiencePage }] = await Promise.all([loadContent(), import('./experience-page.tsx')]);
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when its content module loads
    Component: () => <ExperiencePage content={content} />,
    // Staff's list when they changed it (decision 032): the page and its FAQPage JSON-LD agree.
    faqs: builtFaqs(path, content.faqs),
    offers: content.offers,
    structuredData: [],
  };
}

/** Whether every catalogue page has its code (a unit test holds the catalogue and the code together). */
export function missingPageModules(): string[] {
  return SITE_PAGES.filter((page) => {
    const custom = CUSTOM_PAGES[page.path];
    return custom ? !routeModules[`../routes/${custom}.tsx`] : !contentModules[`./content/pages/${page.path.slice(1)}.ts`];
  }).map((page) => page.path);
}

export function publicPageRoutes(): RouteObject[] {
  return SITE_PAGES.map((page) => ({
    path: page.path,
    handle: { sitePage: page.path },
    lazy: async () => ({ Component: (await loadPage(page.path)).Component }),
  }));
}
