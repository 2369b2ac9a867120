import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';

function appElement(routes: RouteObject[]) {
  return (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
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

/** Takes over a prerendered page. Events that arrive while it hydrates are replayed by React. */
export async function hydrate(root: HTMLElement): Promise<void> {
  const routes = createRoutes();
  await resolveLazyMatches(routes);
  hydrateRoot(root, appElement(routes));
  // A marker for tests and for anyone debugging: React now owns the page.
  document.documentElement.dataset['hydrated'] = 'true';
}

/** Renders the app shell (routes that are not prerendered). */
export function render(root: HTMLElement): void {
  createRoot(root).render(appElement(createRoutes()));
}
