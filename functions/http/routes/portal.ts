// The server's routes of portal: each route of `contracts/routes/portal.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// The customer portal's sign-in (decision 022): an e-mail code or link, no password. Asking for
// a code answers the same whoever asks; a person asks a few times at most, and the per-e-mail
// limits of functions/app/portal/portal-sign-in.ts keep a mailbox from being flooded.
export const requestPortalCode = {
  method: 'POST',
  path: '/api/portal/code',
  entry: 'functions/http/portal/request-code.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 10, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Verifying spends the browser's own challenge (5 tries) or the e-mailed link; the limit only
// slows one address down, since a guesser's tries are spent on the guesser's own challenges.
export const startPortalSession = {
  method: 'POST',
  path: '/api/portal/session',
  entry: 'functions/http/portal/start-session.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish', 'portal-sessions:manage'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Public, so a browser whose portal session already ended can still clear its cookie; it deletes
// only the caller's own session.
export const endPortalSession = {
  method: 'POST',
  path: '/api/portal/logout',
  entry: 'functions/http/portal/end-session.ts',
  auth: 'public',
  permissions: ['portal-sessions:manage'],
} as const satisfies RouteDefinition;

export const getPortalGuest = {
  method: 'GET',
  path: '/api/portal/me',
  entry: 'functions/http/portal/get-me.ts',
  auth: 'guest',
  permissions: [],
} as const satisfies RouteDefinition;

// The portal's dashboard: the guest's own bookings and open quotes, by the session's e-mail.
export const listPortalTrips = {
  method: 'GET',
  path: '/api/portal/trips',
  entry: 'functions/http/portal/list-trips.ts',
  auth: 'guest',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Portal: the guest's trip page and their own moves and cancellations (decision 024). Another
// guest's booking is 404. The trip page reads the weather service (WEATHER_FORECAST) in AWS.
export const getPortalTrip = {
  method: 'GET',
  path: '/api/portal/trips/{id}',
  entry: 'functions/http/portal/trip/get-trip.ts',
  auth: 'guest',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The trip page itself, rendered for its signed-in guest (decision 095) as the share page is
// (routes/payments.ts getPayPage): the API's own answers, asked with the guest's session cookie
// alone, through the page's components. Public at the route: getPortalTrip's guard decides.
export const getPortalTripPage = {
  method: 'GET',
  path: '/portal/trips/{id}',
  entry: 'functions/http/pages/portal-trip-page.ts',
  auth: 'public',
  permissions: [],
} as const satisfies RouteDefinition;

export const getPortalTripCalendar = {
  method: 'GET',
  path: '/api/portal/trips/{id}/calendar.ics',
  entry: 'functions/http/portal/trip/get-trip-calendar.ts',
  auth: 'guest',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const previewPortalTripMove = {
  method: 'GET',
  path: '/api/portal/trips/{id}/move-preview',
  entry: 'functions/http/portal/trip/preview-trip-move.ts',
  auth: 'guest',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The staff's move and cancellation, for the guest's own trip: the inventory swap, the events,
// and refunds through Stripe (decisions 014, 020).
export const movePortalTrip = {
  method: 'POST',
  path: '/api/portal/trips/{id}/move',
  entry: 'functions/http/portal/trip/move-trip.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

export const cancelPortalTrip = {
  method: 'POST',
  path: '/api/portal/trips/{id}/cancel',
  entry: 'functions/http/portal/trip/cancel-trip.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

// The trip page's pay button: the balance's pay link (decision 019) for this booking.
export const startPortalTripBalanceCheckout = {
  method: 'POST',
  path: '/api/portal/trips/{id}/balance-checkout',
  entry: 'functions/http/portal/trip/start-trip-balance-checkout.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'payments:stripe'],
} as const satisfies RouteDefinition;

// The group's split-payment link (decision 021), made from the trip page.
export const sharePortalTrip = {
  method: 'POST',
  path: '/api/portal/trips/{id}/share',
  entry: 'functions/http/portal/trip/share-trip.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

// The guest's profile and data (decision 025): each answers for the session's own address only.
export const getPortalProfile = {
  method: 'GET',
  path: '/api/portal/profile',
  entry: 'functions/http/portal/profile/get-profile.ts',
  auth: 'guest',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const savePortalProfile = {
  method: 'PUT',
  path: '/api/portal/profile',
  entry: 'functions/http/portal/profile/save-profile.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const downloadPortalData = {
  method: 'GET',
  path: '/api/portal/profile/data',
  entry: 'functions/http/portal/profile/download-data.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const deletePortalAccount = {
  method: 'POST',
  path: '/api/portal/profile/delete',
  entry: 'functions/http/portal/profile/delete-account.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// The group's manifest and waivers (issue 17, decision 023). The waiver link's token is the
// secret (43 random characters), so its page needs no limit; signing writes, and a group may
// sign from one address (a party at one table), so the limit allows a group's worth.
export const getWaiverPage = {
  method: 'GET',
  path: '/api/waivers/{token}',
  entry: 'functions/http/waivers/get-waiver-page.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const signWaiver = {
  method: 'POST',
  path: '/api/waivers/{token}/signatures',
  entry: 'functions/http/waivers/sign-waiver.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 60, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// The page a waiver link opens, rendered with its trip and the waiver's text (decision 094), as the
// share page is (routes/payments.ts getPayPage): the API's own answer through the page's components.
export const getWaiverLinkPage = {
  method: 'GET',
  path: '/waiver/{token}',
  entry: 'functions/http/pages/waiver-page.ts',
  auth: 'public',
  permissions: [],
} as const satisfies RouteDefinition;

// The organiser's guest list (the booking's lead guest, signed in to the portal): who signed and
// who was invited, invitations by e-mail, and whether alcohol is on board. Another guest's trip
// is 404. Reading makes the manifest and its link the first time.
export const getPortalTripManifest = {
  method: 'GET',
  path: '/api/portal/trips/{id}/manifest',
  entry: 'functions/http/portal/get-trip-manifest.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const invitePortalTripGuests = {
  method: 'POST',
  path: '/api/portal/trips/{id}/manifest/invitations',
  entry: 'functions/http/portal/invite-trip-guests.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const setPortalTripAlcohol = {
  method: 'PUT',
  path: '/api/portal/trips/{id}/manifest/alcohol',
  entry: 'functions/http/portal/set-trip-alcohol.ts',
  auth: 'guest',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;
