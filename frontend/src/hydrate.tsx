import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';

/** Calls back once React has committed the tree it is rendered in: the page's handlers are live. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * `prerendered`: the page on screen was rendered on the server. Saying so (hydration data, with
 * nothing to hand over: no route of a prerendered page has a loader) keeps the router's scroll
 * restoration from scrolling to the top as it first renders, which would move the page from under
 * a guest who scrolled or pressed a button while the scripts were loading.
 */
function appElement(routes: RouteObject[], onCommit: () => void = () => undefined, prerendered = false) {
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
  return (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
        <Committed onCommit={onCommit} />
      </AppProviders>
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
  const routes = createRoutes();
  await resolveLazyMatches(routes);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, appElement(routes, resolve, true));
    });
  });
  // A marker for tests and for anyone debugging: React now owns the page.
  document.documentElement.dataset['hydrated'] = 'true';
}

/** Renders the app shell (routes that are not prerendered). */
export function render(root: HTMLElement): void {
  createRoot(root).render(appElement(createRoutes()));
}

/**
 * Renders a prerendered page afresh instead of hydrating it, because what the browser kept makes
 * it another page (decision 009: /chat with a kept conversation). The page's route module loads
 * first, so the old markup is replaced in one commit, never by the loading spinner; resolves once
 * committed.
 */
export async function renderInPlace(root: HTMLElement): Promise<void> {
  const routes = createRoutes();
  await resolveLazyMatches(routes);
  await new Promise<void>((resolve) => {
    createRoot(root).render(appElement(routes, resolve));
  });
  document.documentElement.dataset['hydrated'] = 'true';
}
