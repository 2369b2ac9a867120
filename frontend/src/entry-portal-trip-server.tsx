import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import type { TripResponse } from '#domain/portal/trip.ts';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { adoptBuiltFacts, renderRootIntoShell } from './app/render-into-shell.ts';
import { RouteErrorFallback } from './components/error-fallback.tsx';
import { organiserManifestKey } from './features/manifest/organiser-api.ts';
import { type PortalGuest, portalGuestQueryKey, portalTripPath } from './features/portal/session.ts';
import { tripQueryKey } from './features/portal-trip/api.ts';
import { setRenderedOrigin } from './lib/absolute-url.ts';
import { RENDERED_QUERIES_ID, type RenderedQueries } from './lib/rendered-queries.ts';
import PortalLayout from './portal/portal-layout.tsx';
import TripPage, { tripPageTitle } from './routes/portal/trip.tsx';

/**
 * The trip page a signed-in guest opens from a booking's e-mail, rendered on the server for that
 * guest (decision 095): the site's `portal-trip-shell.html` with all its root holds (the portal's
 * frame waiting for who is signed in, and the trip's loading `<main>`) replaced by the signed-in
 * frame and the trip, rendered by the portal's layout and the trip page themselves from the API's
 * answers, as the browser renders them once it has asked.
 */

/** What the page is rendered from: the API's answers for the guest whose session asked them. */
export interface PortalTripPageData {
  readonly id: string;
  /** The site's origin, for the links the page shows in full (the group's share and waiver links). */
  readonly origin: string;
  readonly guest: PortalGuest;
  readonly trip: TripResponse;
  /** The guest list, for a trip that shows it (pending its deposit or confirmed); null for another. */
  readonly manifest: OrganiserManifestResponse | null;
}

/** The trip's loading `<main>` (features/portal-trip/trip-waiting.tsx), which the shell must hold. */
const LOADING_MAIN_OPEN = '<main id="main" class="portal-page portal-trip portal-trip--loading">';

/**
 * The portal's frame and the trip page, matched as the browser's router matches them
 * (app/router.tsx: the signed-in portal's layout, the trip below it), with no lazy route: the
 * function renders this page alone.
 */
const routes: RouteObject[] = [
  { Component: PortalLayout, errorElement: <RouteErrorFallback />, children: [{ path: 'portal/trips/:id', Component: TripPage }] },
];

/** All that `#root` holds, as the browser's first render after hydration produces it, and the queries it read. */
export async function renderPortalTripRoot(data: PortalTripPageData): Promise<{ root: string; rendered: RenderedQueries }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(portalTripPath(data.id), data.origin)));
  if (context instanceof Response) throw new Error(`The trip page's routes answered ${context.status}`);
  // Queries never run on the server: they hold the API's answers, as the browser's will from the page.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, enabled: false } });
  queryClient.setQueryData(portalGuestQueryKey, data.guest);
  queryClient.setQueryData(tripQueryKey(data.id), data.trip);
  if (data.manifest) queryClient.setQueryData(organiserManifestKey(data.trip.trip.id), data.manifest);
  setRenderedOrigin(data.origin);
  try {
    const root = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return { root, rendered: { origin: data.origin, state: dehydrate(queryClient) } };
  } finally {
    setRenderedOrigin('');
    // Removing the queries clears their garbage-collection timers.
    queryClient.clear();
  }
}

/** The whole page, hydrated at the guest's first intent; throws when the shell is not the one this code knows. */
export async function renderPortalTripPage(shell: string, data: PortalTripPageData): Promise<string> {
  adoptBuiltFacts(shell);
  const { root, rendered } = await renderPortalTripRoot(data);
  return renderRootIntoShell(shell, {
    loadingMainOpen: LOADING_MAIN_OPEN,
    title: tripPageTitle(data.trip.trip),
    root,
    dataId: RENDERED_QUERIES_ID,
    data: rendered,
  });
}
