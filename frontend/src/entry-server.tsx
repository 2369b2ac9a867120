import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { defaultSeoMeta, notFoundSeoMeta } from '#domain/content/seo-defaults.ts';
import { sitePageFor } from '#domain/site/site-pages.ts';
import { AppProviders } from './app/app.tsx';
import { PRERENDERED_APP_ROUTES, SHELL_PARAM_PLACEHOLDER, type PrerenderedAppRoute } from './app/prerendered-app-routes.ts';
import { createRoutes } from './app/router.tsx';
import { siteRoutes } from './app/site-routes.tsx';
import { createQueryClient } from './app/query-client.ts';
import { loadPage } from './site/pages.tsx';
import { renderHead } from './site/seo/head.ts';
import { breadcrumbList, faqPage, localBusiness, productsFor } from './site/seo/structured-data.ts';
// The blog (issue 19, decision 030).
import type { BlogPageView } from '#domain/content/blog-site.ts';
import { blogSeoMeta, blogStructuredData, feedLink } from './blog/blog-head.ts';
import { provideBlogView } from './blog/blog-view.ts';

export interface RenderedPage {
  status: number;
  html: string;
  head: string;
}

export { PRERENDERED_APP_ROUTES, type PrerenderedAppRoute };

/** The route tree rendered at `path`, as the browser would before any query has answered. */
async function renderBody(path: string): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(createRoutes(siteRoutes()));
  const context = await handler.query(new Request(new URL(path, businessFacts.website)));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries never run on the server: pages render their no-data state, and the browser fetches.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, enabled: false } });
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // Removing the queries clears their garbage-collection timers, which would keep the build alive.
  queryClient.clear();
  return { status: context.statusCode, html };
}

/**
 * Renders one path to HTML for the prerenderer. `today` is the build's America/Chicago date: offer
 * prices in structured data are valid for 90 days from it.
 */
export async function renderPage(path: string, today: IsoDate): Promise<RenderedPage> {
  const { status, html } = await renderBody(path);
  const page = sitePageFor(path);
  const meta = page ? defaultSeoMeta(path) : notFoundSeoMeta();
  const structuredData: unknown[] = [localBusiness()];
  if (page) {
    const loaded = await loadPage(path);
    structuredData.push(breadcrumbList(page));
    if (loaded.faqs.length > 0) structuredData.push(faqPage(loaded.faqs));
    structuredData.push(...productsFor(loaded.offers, { pageUrl: meta.canonicalUrl, today }));
    structuredData.push(...loaded.structuredData);
  }
  return {
    // The catch-all route renders the not-found page; the status is the prerenderer's to set.
    status: page ? status : 404,
    html,
    head: renderHead(meta, structuredData, businessFacts.name),
  };
}

/**
 * Renders an app route (prerendered-app-routes.ts): the page as it stands before the browser has
 * asked anything, with a head of its own (its title, never indexed). A `:param` route is rendered
 * with a placeholder and has no canonical address: its shell serves every value.
 */
export async function renderAppRoute(route: PrerenderedAppRoute): Promise<RenderedPage> {
  const shell = route.path.includes('/:');
  const path = route.path.replace(/:[^/]+/g, SHELL_PARAM_PLACEHOLDER);
  const { status, html } = await renderBody(path);
  const title = `${route.title} | ${businessFacts.name}`;
  const meta = {
    ...defaultSeoMeta(shell ? '/' : route.path),
    metaTitle: title,
    openGraphTitle: title,
    twitterTitle: title,
    robotsDirective: route.robots,
    ...(shell ? { canonicalUrl: '' } : {}),
  };
  return { status, html, head: renderHead(meta, [], businessFacts.name) };
}

/** Renders one page of the blog (decision 030) from its view: the page, its head, JSON-LD and the feed's link. */
export async function renderBlogPage(view: BlogPageView): Promise<RenderedPage> {
  provideBlogView(view);
  const { status, html } = await renderBody(view.path);
  return { status, html, head: [renderHead(blogSeoMeta(view), [localBusiness(), ...blogStructuredData(view)], businessFacts.name), feedLink()].join('\n    ') };
}
