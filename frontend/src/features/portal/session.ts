import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { portalPaths } from '#domain/portal/portal.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import type { ResponseOf, RouteContract } from '#contracts/route.ts';
import { ApiError, getQueryFn } from '../../lib/api-client.ts';
import { api, apiKey, isKeyOf } from '../../lib/api.ts';

// The customer portal's session in the browser (decision 022). The session itself is an HttpOnly
// cookie the page never sees; the page asks the portal's getPortalGuest route who is signed in.

export { portalLinkPath, portalPaths, portalTripPath } from '#domain/portal/portal.ts';

/** The signed-in guest, as the portal's pages know them. */
export interface PortalGuest {
  email: string;
}

export const portalGuestQueryKey = apiKey(portalRoutes.getPortalGuest);

const fetchGuestBody = getQueryFn<ResponseOf<typeof portalRoutes.getPortalGuest>>({ on401: 'returnNull' });

/** Who is signed in to the portal: the guest, or null when signed out (a 401). */
export async function fetchPortalGuest({ signal }: { signal?: AbortSignal } = {}): Promise<PortalGuest | null> {
  const body = await fetchGuestBody(signal ? { queryKey: portalGuestQueryKey, signal } : { queryKey: portalGuestQueryKey });
  const email = body?.guest?.email;
  return typeof email === 'string' ? { email } : null;
}

/** The signed-in guest (`{ email }`) or null; `isLoading` until the first answer. */
export function usePortalGuest() {
  return useQuery({ queryKey: portalGuestQueryKey, queryFn: ({ signal }) => fetchPortalGuest({ signal }), staleTime: 60_000, retry: false });
}

/**
 * A portal route's answer for the signed-in guest, by react-query (keyed by its URL). A 401
 * means the session ended (idle, signed out elsewhere): the guest is forgotten, so the portal's
 * layout sends the visitor to sign in and back to this page.
 */
export function usePortalQuery<R extends RouteContract & { readonly auth: 'guest'; readonly method: 'GET' }>(route: R) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: apiKey<RouteContract>(route),
    queryFn: async ({ signal }): Promise<ResponseOf<R>> => {
      try {
        return await api<RouteContract>(route, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(portalGuestQueryKey, null);
        throw error;
      }
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** `POST /api/portal/code`: the same answer for every e-mail; the challenge arrives as an HttpOnly cookie. */
export function requestPortalCode(email: string): Promise<{ expiresInSeconds: number }> {
  return api(portalRoutes.requestPortalCode, { body: { email } });
}

/** `POST /api/portal/session` with the typed code or the e-mailed link's token. */
export async function verifyPortalSignIn(proof: { code: string } | { link: string }): Promise<PortalGuest> {
  const body = await api(portalRoutes.startPortalSession, { body: proof });
  return { email: body.guest.email };
}

/** Remembers the guest a sign-in answered, so the portal's pages need not ask again. */
export function rememberPortalGuest(queryClient: QueryClient, guest: PortalGuest): void {
  queryClient.setQueryData(portalGuestQueryKey, guest);
}

/**
 * Signs out: the API ends the session and clears its cookie; every portal answer the page kept
 * is forgotten, so nothing of the guest's stays on a shared phone. Answers whether it worked.
 */
export function usePortalSignOut(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api(portalRoutes.endPortalSession);
    } catch (error) {
      // A 4xx means there was no session left to end; anything else may have left it alive.
      if (!(error instanceof ApiError && error.status < 500)) return false;
    }
    queryClient.removeQueries({ predicate: (query) => isKeyOf(query.queryKey, portalRoutes) });
    queryClient.setQueryData(portalGuestQueryKey, null);
    return true;
  }, [queryClient]);
}

/** The sign-in page for a visitor who asked for `path` (`/portal/login?next=<path>`). */
export function portalSignInPathFor(path: string): string {
  return `${portalPaths.login}?next=${encodeURIComponent(path)}`;
}

/** Where a signed-in guest goes: the portal page they asked for (`?next=`, same-site portal paths only), else the dashboard. */
export function portalDestination(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !/^\/portal(\/[A-Za-z0-9._~%/-]*)?(\?[^\\]*)?$/.test(next) || next.startsWith('//')) return portalPaths.dashboard;
  // Checked again once resolved: '/portal/..//host' passes the pattern but is '//host', another host.
  const path = resolvedPath(next);
  if (!path || !/^\/portal(\/|\?|$)/.test(path) || isPortalSignInPath(path)) return portalPaths.dashboard;
  return path;
}

/** The path as the browser would resolve it (dot segments gone, runs of slashes made one), or null when it leaves the site. */
function resolvedPath(path: string): string | null {
  const probe = 'https://portal-next.invalid';
  const url = new URL(path, probe);
  if (url.origin !== probe) return null;
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`;
}

function isPortalSignInPath(path: string): boolean {
  const pathname = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  return pathname === portalPaths.home || pathname === portalPaths.login || pathname === portalPaths.verify;
}
