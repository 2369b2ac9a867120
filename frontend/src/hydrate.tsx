import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes, SITE_ROUTE_ID } from './app/router.tsx';
import { adoptRenderedQueries } from './lib/rendered-queries.ts';

/**
 * Calls back once React has committed the tree inside it (a parent's effect runs after its
 * children's): the page's handlers are live. It wraps the tree rather than sitting beside it: a
 * sibling would make the app two children where the prerenderer's is one, and every `useId` below
 * would differ from the prerendered HTML's (a label or hint then points at an id that is not there).
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** The routes of the page the browser opened on, and whether the site's catalogue is among them. */
interface BrowserRoutes {
  routes: RouteObject[];
  withSite: boolean;
}

/**
 * The route tree for the page the browser opened on. The public catalogue's, the blog's and the
 * not-found routes (site-routes.tsx) load only when it is one of theirs: a portal or back-office
 * page, /chat or /book leaves them out (decision 055), and they are added when the visitor first
 * goes to an address the other routes do not match (patchSiteRoutes).
 */
async function browserRoutes(): Promise<BrowserRoutes> {
  const routes = createRoutes([]);
  if (matchRoutes(routes, window.location)) return { routes, withSite: false };
  // The site's layout is needed too: asked for with the routes, not after them.
  const [{ siteRoutes }] = await Promise.all([import('./app/site-routes.tsx'), import('./app/site-layout.tsx')]);
  return { routes: createRoutes(siteRoutes()), withSite: true };
}

/** Adds the site's catalogue routes the first time a navigation needs them (a path the other routes do not match). */
function patchSiteRoutes(): PatchRoutesOnNavigationFunction {
  const withoutSite = createRoutes([]);
  let added = false;
  return async ({ path, patch }) => {
    if (added || matchRoutes(withoutSite, path)) return;
    const { siteRoutes } = await import('./app/site-routes.tsx');
    if (added) return;
    patch(SITE_ROUTE_ID, siteRoutes());
    added = true;
  };
}

/**
 * `prerendered`: the page on screen was rendered on the server. Saying so (hydration data, with
 * nothing to hand over: no route of a prerendered page has a loader) keeps the router's scroll
 * restoration from scrolling to the top as it first renders, which would move the page from under
 * a guest who scrolled or pressed a button while the scripts were loading.
 */
function appElement({ routes, withSite }: BrowserRoutes, onCommit: () => void = () => undefined, prerendered = false) {
  const router = createBrowserRouter(routes, {
    ...(prerendered ? { hydrationData: { loaderData: {} } } : {}),
    ...(withSite ? {} : { patchRoutesOnNavigation: patchSiteRoutes() }),
  });
  const queryClient = createQueryClient();
  // A page a function rendered from its answers (decision 095) hydrates with them.
  if (prerendered) adoptRenderedQueries(queryClient);
  return (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </Committed>
    </StrictMode>
  );
}

/** Loads the lazy route modules a prerendered page was rendered from, so hydration matches it. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Takes over a prerendered page; resolves once hydration has committed. hydrateRoot returns
 * before that, and a click replayed in between would reach a button whose handler is not attached
 * yet (a submit button would then submit the form natively and reload the page). Hydrating in a
 * transition lets React yield to the browser between pieces of the page instead of holding the
 * main thread for the whole of it (hydration at default priority never yields).
 */
export async function hydrate(root: HTMLElement): Promise<void> {
  const routes = await browserRoutes();
  await resolveLazyMatches(routes.routes);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, appElement(routes, resolve, true));
    });
  });
  // A marker for tests and for anyone debugging: React now owns the page.
  document.documentElement.dataset['hydrated'] = 'true';
}

/** Renders the app shell (routes that are not prerendered). */
export async function render(root: HTMLElement): Promise<void> {
  createRoot(root).render(appElement(await browserRoutes()));
}

/**
 * Renders a prerendered page afresh instead of hydrating it, because what the browser kept makes
 * it another page (decision 009: /chat with a kept conversation). The page's route module loads
 * first, so the old markup is replaced in one commit, never by the loading spinner; resolves once
 * committed.
 */
export async function renderInPlace(root: HTMLElement): Promise<void> {
  const routes = await browserRoutes();
  await resolveLazyMatches(routes.routes);
  await new Promise<void>((resolve) => {
    createRoot(root).render(appElement(routes, resolve));
  });
  document.documentElement.dataset['hydrated'] = 'true';
}
