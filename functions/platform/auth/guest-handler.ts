import type { RouteDefinition } from '../../http/routes.ts';
import { routeHandler, type GuestRoute, type HttpRequest, type InputSchemas } from '../http/handler.ts';
import type { HttpResult } from '../http/response.ts';
import { resolvePortalSession, type PortalGuest } from './portal-session.ts';

/** What a guest route's handler gets: the request, with the signed-in guest. */
export type GuestRequest<R extends GuestRoute, S extends InputSchemas> = Omit<HttpRequest<R, S>, 'principal' | 'guest'> & { guest: PortalGuest };

/**
 * Wraps the handler of a route whose auth is 'guest' (the customer portal, decision 022):
 * httpHandler's middlewares with the portal session resolved first, so a request without a live
 * portal session is 401 before its input is read. It reads no staff session: guest functions
 * bundle neither the Cognito client nor the JWT verifier, and need no `sessions:manage`.
 *
 * Every guest route answers only for the guest's own records: an id that is another guest's is
 * 404, as if it did not exist.
 */
export function guestHandler<R extends GuestRoute, S extends InputSchemas>(route: R, schemas: S, run: (request: GuestRequest<R, S>) => Promise<HttpResult>) {
  if ((route as RouteDefinition).auth !== 'guest')
    throw new Error(`${route.method} ${route.path} is not a guest route: its handler must use httpHandler or signedInHandler.`);
  return routeHandler(
    route,
    schemas,
    ({ principal: _principal, guest, ...request }) => run({ ...request, guest: guest as PortalGuest }),
    async (cookies, config, now) => {
      const { guest, cookies: setCookies } = await resolvePortalSession(cookies, config, now);
      return { principal: null, guest, cookies: setCookies };
    },
  );
}
