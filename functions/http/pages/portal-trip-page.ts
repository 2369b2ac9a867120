import * as z from '#domain/shared/zod.ts';
import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import type { TripResponse } from '#domain/portal/trip.ts';
import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import { fillPath } from '#contracts/route.ts';
import { PORTAL_TRIP_SHELL_FILE, portalRoutes } from '#contracts/routes/portal.ts';
import { renderPortalTripPage } from '#frontend/entry-portal-trip-server.tsx';
import { portalSessionCookieName, readPortalCookie } from '../../platform/auth/portal-cookies.ts';
import { htmlPage, pageHandler } from '../../platform/http/page-handler.ts';
import * as routes from '../routes/portal.ts';
import { apiAnswer, PRIVATE_PAGE_CACHE, renderedOrShell, SHELL_CACHE, siteShell } from './site-answers.ts';

/**
 * GET /portal/trips/{id} (decision 095): the trip page every booking e-mail links to, rendered for
 * the signed-in guest whose session cookie it carries: the portal's frame naming them and the trip
 * with its guest list, from the API's own answers to that cookie alone, hydrated at the guest's
 * first intent. Anyone else (no session, an ended one, a trip that is not theirs) gets the shell,
 * whose page in the browser does what it always did (the sign-in, or "Trip not found"). Never kept
 * by any cache: the page is the guest's.
 */

// An id the API would refuse opens nothing: the shell says so once the browser has asked.
const params = z.object({ id: z.catch(z.nullable(tripParamsSchema.shape.id), null) });
// Back from the balance's checkout (`?payment=balance-paid`) the page asks again until the payment
// shows, another page in the browser than the trip as it stands: the shell.
const query = z.catch(z.object({ payment: z.optional(z.string()) }), {});
// The portal's own route answers more than this (contracts/routes/portal.ts); the frame needs the e-mail.
const guestAnswer = z.object({ guest: z.object({ email: z.string() }) });

/** The trips whose page shows the guest list (routes/portal/trip.tsx), which the render then needs too. */
const showsManifest = (trip: TripResponse) => trip.trip.status === 'pending_deposit' || trip.trip.status === 'confirmed';

export const handler = pageHandler(routes.getPortalTripPage, { params, query }, async ({ params: { id }, query: { payment }, event, config, now }) => {
  const shell = await siteShell(config.SITE_URL, PORTAL_TRIP_SHELL_FILE, now.getTime());
  const shellPage = htmlPage(200, shell, SHELL_CACHE);
  const cookieName = portalSessionCookieName(config);
  const session = readPortalCookie(event.cookies, cookieName);
  if (payment !== undefined || !id || !session) return shellPage;
  // The portal's session cookie and nothing else of the guest's: the API's guard reads it.
  const headers = { cookie: `${cookieName}=${encodeURIComponent(session)}` };
  const [guest, trip] = await Promise.all([
    apiAnswer<unknown>(config.SITE_URL, portalRoutes.getPortalGuest.path, headers),
    apiAnswer<TripResponse>(config.SITE_URL, fillPath(portalRoutes.getPortalTrip.path, { id }), headers),
  ]);
  const signedIn = z.safeParse(guestAnswer, guest);
  if (!signedIn.success || !trip) return shellPage;
  // Asked once the trip says the page shows it, as the page in the browser asks it: the first
  // asking opens the trip's manifest (its waiver link), which an ended trip is not to have.
  const manifest = showsManifest(trip)
    ? await apiAnswer<OrganiserManifestResponse>(config.SITE_URL, fillPath(portalRoutes.getPortalTripManifest.path, { id }), headers)
    : null;
  if (showsManifest(trip) && !manifest) return shellPage;
  const data = { id, origin: new URL(config.SITE_URL).origin, guest: { email: signedIn.data.guest.email }, trip, manifest: manifest ?? null };
  return renderedOrShell('trip page', shell, () => renderPortalTripPage(shell, data), { cache: PRIVATE_PAGE_CACHE });
});
