/**
 * The route table: the one list of HTTP routes. The local gateway dispatches from it, the CDK
 * API stack creates one function and one HTTP API route per entry from it, and each handler
 * binds itself to its entry (so the auth rule lives here and nowhere else).
 *
 * What a caller sees of a route (method, path, auth) is its area's contract in
 * `contracts/routes/<area>.ts` (`<area>-staff.ts` for admin routes), which the browser's client
 * shares. This table adds what only the server needs (the handler, grants, limits), and its type
 * is checked against the contract: a route missing here, one the contract does not list, or a
 * method, path or auth that differs fails the type check (decision 041). The contract's values
 * are not imported, only its types, so no function bundles the route tables twice.
 *
 * Adding a route: add it to its area's contract, add an entry here, write the handler at `entry`
 * with `httpHandler(routes.<name>, ...)`, done (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
import type { ApiRouteName, apiRoutes } from '#contracts/routes/all.ts';
import type { HttpMethod, RouteAuth, RouteContract } from '#contracts/route.ts';
import type { Permission } from '../platform/permissions.ts';

export type { HttpMethod, Permission, RouteAuth };

/**
 * At most `requests` valid requests per client (source IP) per fixed window of `windowSeconds`;
 * the next one gets 429 with Retry-After (functions/platform/http/rate-limit.ts). The counter is a
 * table write, so a rate-limited route lists `table:write`.
 */
export interface RateLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

export interface RouteDefinition extends RouteContract {
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly entry: string;
  readonly permissions: readonly Permission[];
  /** Per-client limit for public routes that write; the limits of every route live in this table. */
  readonly rateLimit?: RateLimit;
}

export const routes = {
  getCurrentUser: {
    method: 'GET',
    path: '/api/user',
    entry: 'functions/http/user/get-user.ts',
    auth: 'user',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The free-quote form (and the quote chat's partial leads). A person sends a handful at most;
  // ten per ten minutes stops a script filling the staff's lead list.
  createLead: {
    method: 'POST',
    path: '/api/leads',
    entry: 'functions/http/leads/create-lead.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 10, windowSeconds: 600 },
  },
  // A guest saves the quote the chat or the embed built; the server prices it again. Requesting
  // changes makes a new quote, so a planner may save several in a sitting, not hundreds.
  createQuote: {
    method: 'POST',
    path: '/api/quotes',
    entry: 'functions/http/quotes/create-quote.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // /chat's running price, asked of the server as the guest answers (decision 035): debounced,
  // about one request per answer, so a long sitting stays well inside the limit. It reads only;
  // the limit (and the code check's, when a code is sent) keeps it from being a free pricing or
  // code-guessing oracle.
  previewQuotePrice: {
    method: 'POST',
    path: '/api/quotes/price',
    entry: 'functions/http/quotes/preview-price.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 300, windowSeconds: 600 },
  },
  // The quote page. The token is the secret (over 50 random URL-safe characters): unguessable,
  // so reads need no limit of their own.
  getQuoteByToken: {
    method: 'GET',
    path: '/api/quotes/by-token/{token}',
    entry: 'functions/http/quotes/get-quote-by-token.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  // What can be booked: every calendar render of /chat and the quote page calls it, so it reads
  // one settings item and one partition per month (no Scans) and browsers may keep it briefly.
  getAvailability: {
    method: 'GET',
    path: '/api/availability',
    entry: 'functions/http/bookings/get-availability.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  // A guest books their quote. A group books once; retries reuse the Idempotency-Key, so twenty
  // attempts in ten minutes is far more than a person needs and stops a script holding boats.
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    entry: 'functions/http/bookings/create-booking.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // The guest pays the deposit of the quote's booking: answers the Stripe Checkout page to go to
  // (the open one, or a new one). A guest comes back to it a few times at most.
  startDepositCheckout: {
    method: 'POST',
    path: '/api/bookings/checkout',
    entry: 'functions/http/bookings/start-deposit-checkout.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // The guest pays the balance of the quote's confirmed booking by its pay link (decision 019):
  // the quote page's button and the reminder e-mails lead here. A guest pays a balance once or twice.
  startBalanceCheckout: {
    method: 'POST',
    path: '/api/bookings/balance-checkout',
    entry: 'functions/http/bookings/start-balance-checkout.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // Split the cost (decision 021): the organiser (the quote link's holder) makes the booking's
  // share link and sets the per-share amount. A few changes a booking at most.
  setShareLink: {
    method: 'POST',
    path: '/api/bookings/share',
    entry: 'functions/http/bookings/set-share-link.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // The page a share link opens: the booking's money as a friend sees it. The share token is the
  // secret (43 random characters), so reads need no limit of their own.
  getSharePage: {
    method: 'GET',
    path: '/api/pay/{token}',
    entry: 'functions/http/pay/get-share-page.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  // A friend starts paying a share: reserves it and answers the Stripe Checkout page. A group
  // pays from one address at times (a party at one table): the limit allows a group's worth.
  startShareCheckout: {
    method: 'POST',
    path: '/api/pay/{token}/checkout',
    entry: 'functions/http/pay/start-share-checkout.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 60, windowSeconds: 600 },
  },
  // Stripe's webhook (decision 018): verified by its signature before anything is read. Stripe
  // delivers from a few addresses, a handful of events per payment: the limit is far above that,
  // and a 429 is only delayed (Stripe retries it), never lost.
  stripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    entry: 'functions/http/payments/stripe-webhook.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
    rateLimit: { requests: 600, windowSeconds: 60 },
  },
  // Sign-in (blueprint 6): the API talks to Cognito and keeps the tokens in HttpOnly cookies.
  // The per-client limit stops password spraying from one address; the sign-in throttle
  // (functions/app/people/login-throttle.ts, decision 016) locks an address out of an account
  // and slows down guessing one account from many addresses, without locking its owner out.
  login: {
    method: 'POST',
    path: '/api/auth/login',
    entry: 'functions/http/auth/login.ts',
    auth: 'public',
    permissions: ['cognito:auth', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // Public, so a browser whose session already ended can still clear its cookies. It writes only
  // the caller's own session (a delete), so it needs no rate limit.
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    entry: 'functions/http/auth/logout.ts',
    auth: 'public',
    permissions: ['cognito:auth', 'sessions:manage'],
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    entry: 'functions/http/auth/register.ts',
    auth: 'public',
    permissions: ['cognito:auth', 'cognito:admin', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 5, windowSeconds: 3600 },
  },
  // The back office (admin only). Every route here answers 401 without a session and 403 to a
  // signed-in non-admin before its handler runs (functions/platform/http/handler.ts).
  getAdminSummary: {
    method: 'GET',
    path: '/api/admin/summary',
    entry: 'functions/http/admin/get-summary.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  listAdminQuotes: {
    method: 'GET',
    path: '/api/admin/quotes',
    entry: 'functions/http/admin/list-quotes.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  getAdminQuote: {
    method: 'GET',
    path: '/api/admin/quotes/{id}',
    entry: 'functions/http/admin/get-quote.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  // Staff build a quote for a phone customer, or amend one (a new version; the old one is kept).
  createAdminQuote: {
    method: 'POST',
    path: '/api/admin/quotes',
    entry: 'functions/http/admin/create-quote.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The staff quote form's live price, priced as the save will price it (decision 035).
  previewAdminQuotePrice: {
    method: 'POST',
    path: '/api/admin/quotes/price',
    entry: 'functions/http/admin/preview-quote-price.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  listAdminCustomers: {
    method: 'GET',
    path: '/api/admin/customers',
    entry: 'functions/http/admin/list-customers.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  getAdminCustomer: {
    method: 'GET',
    path: '/api/admin/customers/{email}',
    entry: 'functions/http/admin/get-customer.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  addCustomerNote: {
    method: 'POST',
    path: '/api/admin/customers/{email}/notes',
    entry: 'functions/http/admin/add-customer-note.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  listAdminLeads: {
    method: 'GET',
    path: '/api/admin/leads',
    entry: 'functions/http/admin/list-leads.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  // Bookings: the list by cruise date, one booking, and what staff do to it. Every change is
  // conditional on the revision staff saw, so two people working one booking never overwrite.
  listAdminBookings: {
    method: 'GET',
    path: '/api/admin/bookings',
    entry: 'functions/http/admin/list-bookings.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  getAdminBooking: {
    method: 'GET',
    path: '/api/admin/bookings/{id}',
    entry: 'functions/http/admin/get-booking.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  recordBookingPayment: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/payments',
    entry: 'functions/http/admin/record-booking-payment.ts',
    auth: 'admin',
    // It closes the guest's open pay links first (decision 037), at Stripe.
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // Cancelling closes the checkout and refunds by the terms, through Stripe (decision 020).
  cancelAdminBooking: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/cancel',
    entry: 'functions/http/admin/cancel-booking.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // A staff refund of an amount, with a reason, to where the money came from (decision 020).
  refundAdminBooking: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/refunds',
    entry: 'functions/http/admin/refund-booking.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // A discount or a credit with a reason (decision 037); closing a stale pay link needs Stripe.
  adjustAdminBooking: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/adjustments',
    entry: 'functions/http/admin/adjust-booking.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // The guest's pay link again: announced, and its consumer e-mails it through the outbox (decision 020).
  resendAdminPayLink: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/pay-link',
    entry: 'functions/http/admin/resend-pay-link.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  moveAdminBooking: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/move',
    entry: 'functions/http/admin/move-booking.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Inventory: slot templates, disco sailings and blackouts, and the boats x days calendar.
  getAdminInventory: {
    method: 'GET',
    path: '/api/admin/inventory',
    entry: 'functions/http/admin/get-inventory.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminInventorySettings: {
    method: 'PUT',
    path: '/api/admin/inventory/settings',
    entry: 'functions/http/admin/put-inventory-settings.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  putAdminBlackout: {
    method: 'PUT',
    path: '/api/admin/inventory/blackouts',
    entry: 'functions/http/admin/put-blackout.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  deleteAdminBlackout: {
    method: 'DELETE',
    path: '/api/admin/inventory/blackouts/{date}/{boat}',
    entry: 'functions/http/admin/delete-blackout.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  // The SEO editor: every catalogue page's meta, and staff overrides of it (served by getSeoMeta).
  // `{route+}` for the same reason as getSeoMeta's: a site path may hold slashes.
  listAdminSeo: {
    method: 'GET',
    path: '/api/admin/seo',
    entry: 'functions/http/admin/list-seo.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminSeo: {
    method: 'PUT',
    path: '/api/admin/seo/{route+}',
    entry: 'functions/http/admin/put-seo.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  deleteAdminSeo: {
    method: 'DELETE',
    path: '/api/admin/seo/{route+}',
    entry: 'functions/http/admin/delete-seo.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  // The business facts staff may change (/settings): stored in the table, read by e-mails at send
  // time; a save publishes BusinessFactsChanged, which republishes the static site (decision 013).
  getAdminSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    entry: 'functions/http/admin/get-settings.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminSettings: {
    method: 'PUT',
    path: '/api/admin/settings',
    entry: 'functions/http/admin/put-settings.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The media library (issue 19, decision 031): staff's photos, uploaded straight to S3 with a
  // presigned POST (media:upload signs it), and the page slots that show them.
  listAdminMedia: { method: 'GET', path: '/api/admin/media', entry: 'functions/http/admin/media/list-media.ts', auth: 'admin', permissions: ['table:read'] },
  getAdminMedia: { method: 'GET', path: '/api/admin/media/{id}', entry: 'functions/http/admin/media/get-media.ts', auth: 'admin', permissions: ['table:read'] },
  createAdminMediaUpload: {
    method: 'POST',
    path: '/api/admin/media/uploads',
    entry: 'functions/http/admin/media/create-media-upload.ts',
    auth: 'admin',
    permissions: ['table:write', 'media:upload'],
  },
  replaceAdminMediaFile: {
    method: 'POST',
    path: '/api/admin/media/{id}/file',
    entry: 'functions/http/admin/media/replace-media-file.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'media:upload'],
  },
  putAdminMedia: {
    method: 'PUT',
    path: '/api/admin/media/{id}',
    entry: 'functions/http/admin/media/update-media.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  deleteAdminMedia: {
    method: 'DELETE',
    path: '/api/admin/media/{id}',
    entry: 'functions/http/admin/media/delete-media.ts',
    auth: 'admin',
    // events:publish: deleting a published photo republishes the press page (decision 031).
    permissions: ['table:read', 'table:write', 'media:delete', 'events:publish'],
  },
  listAdminPageSlots: {
    method: 'GET',
    path: '/api/admin/media-slots',
    entry: 'functions/http/admin/media/list-page-slots.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminPageSlot: {
    method: 'PUT',
    path: '/api/admin/media-slots/{slot}',
    entry: 'functions/http/admin/media/put-page-slot.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Content blocks (issue 19, decision 032): the pages' short copy, edited on
  // /admin/content-blocks or in place; a save publishes ContentBlocksChanged, which republishes the site.
  getAdminContentBlocks: {
    method: 'GET',
    path: '/api/admin/content-blocks',
    entry: 'functions/http/admin/content-blocks/get-content-blocks.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminContentBlock: {
    method: 'PUT',
    path: '/api/admin/content-blocks/{key}',
    entry: 'functions/http/admin/content-blocks/put-content-block.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The FAQ review (issue 19, decision 032): the 'Was this helpful?' tallies per page and answer.
  getAdminFaqReview: {
    method: 'GET',
    path: '/api/admin/faq-review',
    entry: 'functions/http/admin/faq-review/get-faq-review.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminFaqPage: {
    method: 'PUT',
    path: '/api/admin/faq-review',
    entry: 'functions/http/admin/faq-review/put-faq-page.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Pricing (issue 18, decision 026): the price versions and seasonal rules staff save; every price path reads them.
  getAdminPricing: {
    method: 'GET',
    path: '/api/admin/pricing',
    entry: 'functions/http/admin/get-pricing.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  changeAdminPricing: {
    method: 'POST',
    path: '/api/admin/pricing',
    entry: 'functions/http/admin/change-pricing.ts',
    auth: 'admin',
    // events:publish: a version saved in effect today republishes the site (decision 026).
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // 'Was this helpful?' votes: a reader may vote on many answers of one FAQ page.
  recordFaqFeedback: {
    method: 'POST',
    path: '/api/faq/feedback',
    entry: 'functions/http/faq/record-faq-feedback.ts',
    auth: 'public',
    permissions: ['table:write'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // One beacon per page a visitor opens; generous, since a fast reader opens many pages a minute.
  recordPageView: {
    method: 'POST',
    path: '/api/analytics/pageview',
    entry: 'functions/http/analytics/record-page-view.ts',
    auth: 'public',
    permissions: ['table:write'],
    rateLimit: { requests: 120, windowSeconds: 60 },
  },
  // Greedy parameter: HTTP APIs decode the path (%2F arrives as '/'), so a site path with
  // slashes reliably reaches one route parameter only as `{route+}` (decisions/006).
  getSeoMeta: {
    method: 'GET',
    path: '/api/seo/meta/{route+}',
    entry: 'functions/http/seo/get-seo-meta.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  listHomepageEndorsements: {
    method: 'GET',
    path: '/api/endorsements/homepage',
    entry: 'functions/http/endorsements/list-homepage-endorsements.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  // The customer portal's sign-in (decision 022): an e-mail code or link, no password. Asking for
  // a code answers the same whoever asks; a person asks a few times at most, and the per-e-mail
  // limits of functions/app/portal/portal-sign-in.ts keep a mailbox from being flooded.
  requestPortalCode: {
    method: 'POST',
    path: '/api/portal/code',
    entry: 'functions/http/portal/request-code.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 10, windowSeconds: 600 },
  },
  // Verifying spends the browser's own challenge (5 tries) or the e-mailed link; the limit only
  // slows one address down, since a guesser's tries are spent on the guesser's own challenges.
  startPortalSession: {
    method: 'POST',
    path: '/api/portal/session',
    entry: 'functions/http/portal/start-session.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish', 'portal-sessions:manage'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // Public, so a browser whose portal session already ended can still clear its cookie; it deletes
  // only the caller's own session.
  endPortalSession: {
    method: 'POST',
    path: '/api/portal/logout',
    entry: 'functions/http/portal/end-session.ts',
    auth: 'public',
    permissions: ['portal-sessions:manage'],
  },
  getPortalGuest: {
    method: 'GET',
    path: '/api/portal/me',
    entry: 'functions/http/portal/get-me.ts',
    auth: 'guest',
    permissions: [],
  },
  // The portal's dashboard: the guest's own bookings and open quotes, by the session's e-mail.
  listPortalTrips: {
    method: 'GET',
    path: '/api/portal/trips',
    entry: 'functions/http/portal/list-trips.ts',
    auth: 'guest',
    permissions: ['table:read'],
  },
  // Portal: the guest's trip page and their own moves and cancellations (decision 024). Another
  // guest's booking is 404. The trip page reads the weather service (WEATHER_FORECAST) in AWS.
  getPortalTrip: {
    method: 'GET',
    path: '/api/portal/trips/{id}',
    entry: 'functions/http/portal/trip/get-trip.ts',
    auth: 'guest',
    permissions: ['table:read'],
  },
  getPortalTripCalendar: {
    method: 'GET',
    path: '/api/portal/trips/{id}/calendar.ics',
    entry: 'functions/http/portal/trip/get-trip-calendar.ts',
    auth: 'guest',
    permissions: ['table:read'],
  },
  previewPortalTripMove: {
    method: 'GET',
    path: '/api/portal/trips/{id}/move-preview',
    entry: 'functions/http/portal/trip/preview-trip-move.ts',
    auth: 'guest',
    permissions: ['table:read'],
  },
  // The staff's move and cancellation, for the guest's own trip: the inventory swap, the events,
  // and refunds through Stripe (decisions 014, 020).
  movePortalTrip: {
    method: 'POST',
    path: '/api/portal/trips/{id}/move',
    entry: 'functions/http/portal/trip/move-trip.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  cancelPortalTrip: {
    method: 'POST',
    path: '/api/portal/trips/{id}/cancel',
    entry: 'functions/http/portal/trip/cancel-trip.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // The trip page's pay button: the balance's pay link (decision 019) for this booking.
  startPortalTripBalanceCheckout: {
    method: 'POST',
    path: '/api/portal/trips/{id}/balance-checkout',
    entry: 'functions/http/portal/trip/start-trip-balance-checkout.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
  },
  // The group's split-payment link (decision 021), made from the trip page.
  sharePortalTrip: {
    method: 'POST',
    path: '/api/portal/trips/{id}/share',
    entry: 'functions/http/portal/trip/share-trip.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write'],
  },
  // The guest's profile and data (decision 025): each answers for the session's own address only.
  getPortalProfile: {
    method: 'GET',
    path: '/api/portal/profile',
    entry: 'functions/http/portal/profile/get-profile.ts',
    auth: 'guest',
    permissions: ['table:read'],
  },
  savePortalProfile: {
    method: 'PUT',
    path: '/api/portal/profile',
    entry: 'functions/http/portal/profile/save-profile.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  downloadPortalData: {
    method: 'GET',
    path: '/api/portal/profile/data',
    entry: 'functions/http/portal/profile/download-data.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  deletePortalAccount: {
    method: 'POST',
    path: '/api/portal/profile/delete',
    entry: 'functions/http/portal/profile/delete-account.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The group's manifest and waivers (issue 17, decision 023). The waiver link's token is the
  // secret (43 random characters), so its page needs no limit; signing writes, and a group may
  // sign from one address (a party at one table), so the limit allows a group's worth.
  getWaiverPage: {
    method: 'GET',
    path: '/api/waivers/{token}',
    entry: 'functions/http/waivers/get-waiver-page.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  signWaiver: {
    method: 'POST',
    path: '/api/waivers/{token}/signatures',
    entry: 'functions/http/waivers/sign-waiver.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 60, windowSeconds: 600 },
  },
  // Staff: a day's manifests (the captain's check-in lists), one booking's, and the reminder to
  // those invited who have not signed. Reading makes a booking's manifest the first time (its link).
  getAdminManifests: {
    method: 'GET',
    path: '/api/admin/manifests',
    entry: 'functions/http/admin/get-manifests.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  getAdminBookingManifest: {
    method: 'GET',
    path: '/api/admin/bookings/{id}/manifest',
    entry: 'functions/http/admin/get-booking-manifest.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  remindAdminManifest: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/manifest/reminders',
    entry: 'functions/http/admin/remind-manifest.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The organiser's guest list (the booking's lead guest, signed in to the portal): who signed and
  // who was invited, invitations by e-mail, and whether alcohol is on board. Another guest's trip
  // is 404. Reading makes the manifest and its link the first time.
  getPortalTripManifest: {
    method: 'GET',
    path: '/api/portal/trips/{id}/manifest',
    entry: 'functions/http/portal/get-trip-manifest.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write'],
  },
  invitePortalTripGuests: {
    method: 'POST',
    path: '/api/portal/trips/{id}/manifest/invitations',
    entry: 'functions/http/portal/invite-trip-guests.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  setPortalTripAlcohol: {
    method: 'PUT',
    path: '/api/portal/trips/{id}/manifest/alcohol',
    entry: 'functions/http/portal/set-trip-alcohol.ts',
    auth: 'guest',
    permissions: ['table:read', 'table:write'],
  },
  // The blog's back office (issue 19, decision 030): posts, their publishing and preview, and the
  // categories, tags and authors they are filed under. One function per method, routing its own
  // sub-paths (written when one API stack held every route; decision 033 has since split them).
  getAdminBlog: { method: 'GET', path: '/api/admin/blog/{resource+}', entry: 'functions/http/admin/blog/read.ts', auth: 'admin', permissions: ['table:read'] },
  postAdminBlog: {
    method: 'POST',
    path: '/api/admin/blog/{resource+}',
    entry: 'functions/http/admin/blog/write.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Deleting a blog category, tag or author no post uses (issue 19, decision 030).
  deleteAdminBlog: {
    method: 'DELETE',
    path: '/api/admin/blog/{resource+}',
    entry: 'functions/http/admin/blog/delete.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  // E-mail templates (/templates, issue 18, decision 029): staff reword the guest e-mails; the
  // senders read the stored text at send time. Preview reads quotes and bookings, stores nothing.
  listAdminEmailTemplates: {
    method: 'GET',
    path: '/api/admin/templates',
    entry: 'functions/http/admin/templates/list-templates.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminEmailTemplate: {
    method: 'PUT',
    path: '/api/admin/templates/{kind}',
    entry: 'functions/http/admin/templates/put-template.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  deleteAdminEmailTemplate: {
    method: 'DELETE',
    path: '/api/admin/templates/{kind}',
    entry: 'functions/http/admin/templates/delete-template.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  previewAdminEmailTemplate: {
    method: 'POST',
    path: '/api/admin/templates/{kind}/preview',
    entry: 'functions/http/admin/templates/preview-template.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  // Projects (/projects, issue 18, decision 029): one client's event over several cruises or
  // quotes, with notes, tasks and the combined total. Links are read live; nothing is announced.
  listAdminProjects: {
    method: 'GET',
    path: '/api/admin/projects',
    entry: 'functions/http/admin/projects/list-projects.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  createAdminProject: {
    method: 'POST',
    path: '/api/admin/projects',
    entry: 'functions/http/admin/projects/create-project.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  getAdminProject: {
    method: 'GET',
    path: '/api/admin/projects/{id}',
    entry: 'functions/http/admin/projects/get-project.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  putAdminProject: {
    method: 'PUT',
    path: '/api/admin/projects/{id}',
    entry: 'functions/http/admin/projects/put-project.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  // Add-ons and promo codes (issue 18, decision 027): the staff's catalogue and codes, the add-ons
  // a guest may choose, and a code's check before the quote is saved.
  listAdminProducts: {
    method: 'GET',
    path: '/api/admin/products',
    entry: 'functions/http/admin/list-products.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  createAdminProduct: {
    method: 'POST',
    path: '/api/admin/products',
    entry: 'functions/http/admin/create-product.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  putAdminProduct: {
    method: 'PUT',
    path: '/api/admin/products/{id}',
    entry: 'functions/http/admin/put-product.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  listAdminPromoCodes: {
    method: 'GET',
    path: '/api/admin/promo-codes',
    entry: 'functions/http/admin/list-promo-codes.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  createAdminPromoCode: {
    method: 'POST',
    path: '/api/admin/promo-codes',
    entry: 'functions/http/admin/create-promo-code.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  putAdminPromoCode: {
    method: 'PUT',
    path: '/api/admin/promo-codes/{code}',
    entry: 'functions/http/admin/put-promo-code.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  listAddOns: {
    method: 'GET',
    path: '/api/add-ons',
    entry: 'functions/http/commerce/list-add-ons.ts',
    auth: 'public',
    permissions: ['table:read'],
  },
  // A guest tries a code a few times at most; the limit keeps a script from guessing codes.
  checkPromoCode: {
    method: 'POST',
    path: '/api/promo-codes/check',
    entry: 'functions/http/commerce/check-promo-code.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // A promo code on the quote page (issue 18, decision 027): the saved quote priced again with the
  // code. Limited like the code check, so a script cannot guess codes through it either.
  applyQuotePromoCode: {
    method: 'POST',
    path: '/api/quotes/by-token/{token}/promo-code',
    entry: 'functions/http/quotes/apply-promo-code.ts',
    auth: 'public',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // Partners and their commission (issue 18, decision 028): the partners, their report per month
  // (JSON and CSV) and marking a month's commission paid.
  listAdminPartners: {
    method: 'GET',
    path: '/api/admin/affiliates',
    entry: 'functions/http/admin/list-partners.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  createAdminPartner: {
    method: 'POST',
    path: '/api/admin/affiliates',
    entry: 'functions/http/admin/create-partner.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  updateAdminPartner: {
    method: 'PUT',
    path: '/api/admin/affiliates/{id}',
    entry: 'functions/http/admin/update-partner.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  getAdminPartnerReport: {
    method: 'GET',
    path: '/api/admin/affiliates/report',
    entry: 'functions/http/admin/get-partner-report.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  getAdminPartnerReportCsv: {
    method: 'GET',
    path: '/api/admin/affiliates/report/csv',
    entry: 'functions/http/admin/get-partner-report-csv.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  markAdminPartnerCommissionPaid: {
    method: 'POST',
    path: '/api/admin/affiliates/{id}/payouts',
    entry: 'functions/http/admin/mark-partner-commission-paid.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  // The owner's business summary (issue 18, decision 028): the month items for any range of
  // months, the year before, and the schedule's sellable boat-hours. The CSV is made in the browser.
  getAdminBusinessSummary: {
    method: 'GET',
    path: '/api/admin/business-summary',
    entry: 'functions/http/admin/get-business-summary.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  // Saved quote presets (issue 18, decision 029): the staff quote form's choices under a name, listed
  // on the form and /templates. Applying one reads the catalogue and codes, stores nothing.
  listAdminQuotePresets: {
    method: 'GET',
    path: '/api/admin/quote-presets',
    entry: 'functions/http/admin/quote-presets/list-presets.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
  createAdminQuotePreset: {
    method: 'POST',
    path: '/api/admin/quote-presets',
    entry: 'functions/http/admin/quote-presets/create-preset.ts',
    auth: 'admin',
    permissions: ['table:write'],
  },
  putAdminQuotePreset: {
    method: 'PUT',
    path: '/api/admin/quote-presets/{id}',
    entry: 'functions/http/admin/quote-presets/rename-preset.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  deleteAdminQuotePreset: {
    method: 'DELETE',
    path: '/api/admin/quote-presets/{id}',
    entry: 'functions/http/admin/quote-presets/delete-preset.ts',
    auth: 'admin',
    permissions: ['table:read', 'table:write'],
  },
  applyAdminQuotePreset: {
    method: 'GET',
    path: '/api/admin/quote-presets/{id}/apply',
    entry: 'functions/http/admin/quote-presets/apply-preset.ts',
    auth: 'admin',
    permissions: ['table:read'],
  },
} as const satisfies { readonly [K in ApiRouteName]: RouteDefinition & Pick<(typeof apiRoutes)[K], 'method' | 'path' | 'auth'> };

export type RouteName = keyof typeof routes;

export const routeList: ReadonlyArray<RouteDefinition & { readonly name: RouteName }> = Object.entries(routes).map(([name, route]) => ({
  name: name as RouteName,
  ...route,
}));

/**
 * What a route's function is granted: its own permissions, plus `sessions:manage` when it is not
 * public, since resolving the caller's session reads, renews and ends session items
 * (functions/platform/auth/session-lifecycle.ts). The auth rule implies it, so no entry lists it.
 */
export function grantedPermissions(route: Pick<RouteDefinition, 'auth' | 'permissions'>): readonly Permission[] {
  if (route.auth === 'public') return route.permissions;
  // A guest route resolves a portal session, never a staff one (decision 022).
  const sessions: Permission = route.auth === 'guest' ? 'portal-sessions:manage' : 'sessions:manage';
  return [...new Set<Permission>([...route.permissions, sessions])];
}
