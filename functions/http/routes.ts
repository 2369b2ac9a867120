/**
 * The route table: the one list of HTTP routes. The local gateway dispatches from it, the CDK
 * API stack creates one function and one HTTP API route per entry from it, and each handler
 * binds itself to its entry (so the auth rule lives here and nowhere else).
 *
 * What a caller sees of a route (method, path, auth) is its area's contract in
 * `contracts/routes/<area>.ts`, which the browser's client shares; this table adds what only the
 * server needs (the handler, grants, limits) to each contract entry, and the type checker refuses
 * a route missing here or one the contract does not list (decision 041).
 *
 * Adding a route: add it to its area's contract, add an entry here, write the handler at `entry`
 * with `httpHandler(routes.<name>, ...)`, done (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
import { apiRoutes, type ApiRouteName } from '#contracts/routes/all.ts';
import type { HttpMethod, RouteAuth, RouteContract } from '#contracts/route.ts';
import type { Permission } from '../shared/permissions.ts';

export type { HttpMethod, Permission, RouteAuth };

/**
 * At most `requests` valid requests per client (source IP) per fixed window of `windowSeconds`;
 * the next one gets 429 with Retry-After (functions/shared/http/rate-limit.ts). The counter is a
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
    ...apiRoutes.getCurrentUser,
    entry: 'functions/http/user/get-user.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The free-quote form (and the quote chat's partial leads). A person sends a handful at most;
  // ten per ten minutes stops a script filling the staff's lead list.
  createLead: {
    ...apiRoutes.createLead,
    entry: 'functions/http/leads/create-lead.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 10, windowSeconds: 600 },
  },
  // A guest saves the quote the chat or the embed built; the server prices it again. Requesting
  // changes makes a new quote, so a planner may save several in a sitting, not hundreds.
  createQuote: {
    ...apiRoutes.createQuote,
    entry: 'functions/http/quotes/create-quote.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // /chat's running price, asked of the server as the guest answers (decision 035): debounced,
  // about one request per answer, so a long sitting stays well inside the limit. It reads only;
  // the limit (and the code check's, when a code is sent) keeps it from being a free pricing or
  // code-guessing oracle.
  previewQuotePrice: {
    ...apiRoutes.previewQuotePrice,
    entry: 'functions/http/quotes/preview-price.ts',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 300, windowSeconds: 600 },
  },
  // The quote page. The token is the secret (over 50 random URL-safe characters): unguessable,
  // so reads need no limit of their own.
  getQuoteByToken: {
    ...apiRoutes.getQuoteByToken,
    entry: 'functions/http/quotes/get-quote-by-token.ts',
    permissions: ['table:read'],
  },
  // What can be booked: every calendar render of /chat and the quote page calls it, so it reads
  // one settings item and one partition per month (no Scans) and browsers may keep it briefly.
  getAvailability: {
    ...apiRoutes.getAvailability,
    entry: 'functions/http/bookings/get-availability.ts',
    permissions: ['table:read'],
  },
  // A guest books their quote. A group books once; retries reuse the Idempotency-Key, so twenty
  // attempts in ten minutes is far more than a person needs and stops a script holding boats.
  createBooking: {
    ...apiRoutes.createBooking,
    entry: 'functions/http/bookings/create-booking.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // The guest pays the deposit of the quote's booking: answers the Stripe Checkout page to go to
  // (the open one, or a new one). A guest comes back to it a few times at most.
  startDepositCheckout: {
    ...apiRoutes.startDepositCheckout,
    entry: 'functions/http/bookings/start-deposit-checkout.ts',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // The guest pays the balance of the quote's confirmed booking by its pay link (decision 019):
  // the quote page's button and the reminder e-mails lead here. A guest pays a balance once or twice.
  startBalanceCheckout: {
    ...apiRoutes.startBalanceCheckout,
    entry: 'functions/http/bookings/start-balance-checkout.ts',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // Split the cost (decision 021): the organiser (the quote link's holder) makes the booking's
  // share link and sets the per-share amount. A few changes a booking at most.
  setShareLink: {
    ...apiRoutes.setShareLink,
    entry: 'functions/http/bookings/set-share-link.ts',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // The page a share link opens: the booking's money as a friend sees it. The share token is the
  // secret (43 random characters), so reads need no limit of their own.
  getSharePage: {
    ...apiRoutes.getSharePage,
    entry: 'functions/http/pay/get-share-page.ts',
    permissions: ['table:read'],
  },
  // A friend starts paying a share: reserves it and answers the Stripe Checkout page. A group
  // pays from one address at times (a party at one table): the limit allows a group's worth.
  startShareCheckout: {
    ...apiRoutes.startShareCheckout,
    entry: 'functions/http/pay/start-share-checkout.ts',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
    rateLimit: { requests: 60, windowSeconds: 600 },
  },
  // Stripe's webhook (decision 018): verified by its signature before anything is read. Stripe
  // delivers from a few addresses, a handful of events per payment: the limit is far above that,
  // and a 429 is only delayed (Stripe retries it), never lost.
  stripeWebhook: {
    ...apiRoutes.stripeWebhook,
    entry: 'functions/http/payments/stripe-webhook.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
    rateLimit: { requests: 600, windowSeconds: 60 },
  },
  // Sign-in (blueprint 6): the API talks to Cognito and keeps the tokens in HttpOnly cookies.
  // The per-client limit stops password spraying from one address; the sign-in throttle
  // (functions/shared/auth/login-throttle.ts, decision 016) locks an address out of an account
  // and slows down guessing one account from many addresses, without locking its owner out.
  login: {
    ...apiRoutes.login,
    entry: 'functions/http/auth/login.ts',
    permissions: ['cognito:auth', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // Public, so a browser whose session already ended can still clear its cookies. It writes only
  // the caller's own session (a delete), so it needs no rate limit.
  logout: {
    ...apiRoutes.logout,
    entry: 'functions/http/auth/logout.ts',
    permissions: ['cognito:auth', 'sessions:manage'],
  },
  register: {
    ...apiRoutes.register,
    entry: 'functions/http/auth/register.ts',
    permissions: ['cognito:auth', 'cognito:admin', 'sessions:manage', 'table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 5, windowSeconds: 3600 },
  },
  // The back office (admin only). Every route here answers 401 without a session and 403 to a
  // signed-in non-admin before its handler runs (functions/shared/http/handler.ts).
  getAdminSummary: {
    ...apiRoutes.getAdminSummary,
    entry: 'functions/http/admin/get-summary.ts',
    permissions: ['table:read'],
  },
  listAdminQuotes: {
    ...apiRoutes.listAdminQuotes,
    entry: 'functions/http/admin/list-quotes.ts',
    permissions: ['table:read'],
  },
  getAdminQuote: {
    ...apiRoutes.getAdminQuote,
    entry: 'functions/http/admin/get-quote.ts',
    permissions: ['table:read'],
  },
  // Staff build a quote for a phone customer, or amend one (a new version; the old one is kept).
  createAdminQuote: {
    ...apiRoutes.createAdminQuote,
    entry: 'functions/http/admin/create-quote.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The staff quote form's live price, priced as the save will price it (decision 035).
  previewAdminQuotePrice: {
    ...apiRoutes.previewAdminQuotePrice,
    entry: 'functions/http/admin/preview-quote-price.ts',
    permissions: ['table:read'],
  },
  listAdminCustomers: {
    ...apiRoutes.listAdminCustomers,
    entry: 'functions/http/admin/list-customers.ts',
    permissions: ['table:read'],
  },
  getAdminCustomer: {
    ...apiRoutes.getAdminCustomer,
    entry: 'functions/http/admin/get-customer.ts',
    permissions: ['table:read'],
  },
  addCustomerNote: {
    ...apiRoutes.addCustomerNote,
    entry: 'functions/http/admin/add-customer-note.ts',
    permissions: ['table:read', 'table:write'],
  },
  listAdminLeads: {
    ...apiRoutes.listAdminLeads,
    entry: 'functions/http/admin/list-leads.ts',
    permissions: ['table:read'],
  },
  // Bookings: the list by cruise date, one booking, and what staff do to it. Every change is
  // conditional on the revision staff saw, so two people working one booking never overwrite.
  listAdminBookings: {
    ...apiRoutes.listAdminBookings,
    entry: 'functions/http/admin/list-bookings.ts',
    permissions: ['table:read'],
  },
  getAdminBooking: {
    ...apiRoutes.getAdminBooking,
    entry: 'functions/http/admin/get-booking.ts',
    permissions: ['table:read'],
  },
  recordBookingPayment: {
    ...apiRoutes.recordBookingPayment,
    entry: 'functions/http/admin/record-booking-payment.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Cancelling closes the checkout and refunds by the terms, through Stripe (decision 020).
  cancelAdminBooking: {
    ...apiRoutes.cancelAdminBooking,
    entry: 'functions/http/admin/cancel-booking.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // A staff refund of an amount, with a reason, to where the money came from (decision 020).
  refundAdminBooking: {
    ...apiRoutes.refundAdminBooking,
    entry: 'functions/http/admin/refund-booking.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // A discount or a credit with a reason (decision 037); closing a stale pay link needs Stripe.
  adjustAdminBooking: {
    ...apiRoutes.adjustAdminBooking,
    entry: 'functions/http/admin/adjust-booking.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // The guest's pay link again: announced, and its consumer e-mails it through the outbox (decision 020).
  resendAdminPayLink: {
    ...apiRoutes.resendAdminPayLink,
    entry: 'functions/http/admin/resend-pay-link.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  moveAdminBooking: {
    ...apiRoutes.moveAdminBooking,
    entry: 'functions/http/admin/move-booking.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Inventory: slot templates, disco sailings and blackouts, and the boats x days calendar.
  getAdminInventory: {
    ...apiRoutes.getAdminInventory,
    entry: 'functions/http/admin/get-inventory.ts',
    permissions: ['table:read'],
  },
  putAdminInventorySettings: {
    ...apiRoutes.putAdminInventorySettings,
    entry: 'functions/http/admin/put-inventory-settings.ts',
    permissions: ['table:read', 'table:write'],
  },
  putAdminBlackout: {
    ...apiRoutes.putAdminBlackout,
    entry: 'functions/http/admin/put-blackout.ts',
    permissions: ['table:write'],
  },
  deleteAdminBlackout: {
    ...apiRoutes.deleteAdminBlackout,
    entry: 'functions/http/admin/delete-blackout.ts',
    permissions: ['table:write'],
  },
  // The SEO editor: every catalogue page's meta, and staff overrides of it (served by getSeoMeta).
  // `{route+}` for the same reason as getSeoMeta's: a site path may hold slashes.
  listAdminSeo: {
    ...apiRoutes.listAdminSeo,
    entry: 'functions/http/admin/list-seo.ts',
    permissions: ['table:read'],
  },
  putAdminSeo: {
    ...apiRoutes.putAdminSeo,
    entry: 'functions/http/admin/put-seo.ts',
    permissions: ['table:read', 'table:write'],
  },
  deleteAdminSeo: {
    ...apiRoutes.deleteAdminSeo,
    entry: 'functions/http/admin/delete-seo.ts',
    permissions: ['table:write'],
  },
  // The business facts staff may change (/settings): stored in the table, read by e-mails at send
  // time; a save publishes BusinessFactsChanged, which republishes the static site (decision 013).
  getAdminSettings: {
    ...apiRoutes.getAdminSettings,
    entry: 'functions/http/admin/get-settings.ts',
    permissions: ['table:read'],
  },
  putAdminSettings: {
    ...apiRoutes.putAdminSettings,
    entry: 'functions/http/admin/put-settings.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The media library (issue 19, decision 031): staff's photos, uploaded straight to S3 with a
  // presigned POST (media:upload signs it), and the page slots that show them.
  listAdminMedia: { ...apiRoutes.listAdminMedia, entry: 'functions/http/admin/media/list-media.ts', permissions: ['table:read'] },
  getAdminMedia: { ...apiRoutes.getAdminMedia, entry: 'functions/http/admin/media/get-media.ts', permissions: ['table:read'] },
  createAdminMediaUpload: {
    ...apiRoutes.createAdminMediaUpload,
    entry: 'functions/http/admin/media/create-media-upload.ts',
    permissions: ['table:write', 'media:upload'],
  },
  replaceAdminMediaFile: {
    ...apiRoutes.replaceAdminMediaFile,
    entry: 'functions/http/admin/media/replace-media-file.ts',
    permissions: ['table:read', 'table:write', 'media:upload'],
  },
  putAdminMedia: {
    ...apiRoutes.putAdminMedia,
    entry: 'functions/http/admin/media/update-media.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  deleteAdminMedia: {
    ...apiRoutes.deleteAdminMedia,
    entry: 'functions/http/admin/media/delete-media.ts',
    // events:publish: deleting a published photo republishes the press page (decision 031).
    permissions: ['table:read', 'table:write', 'media:delete', 'events:publish'],
  },
  listAdminPageSlots: { ...apiRoutes.listAdminPageSlots, entry: 'functions/http/admin/media/list-page-slots.ts', permissions: ['table:read'] },
  putAdminPageSlot: {
    ...apiRoutes.putAdminPageSlot,
    entry: 'functions/http/admin/media/put-page-slot.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Content blocks (issue 19, decision 032): the pages' short copy, edited on
  // /admin/content-blocks or in place; a save publishes ContentBlocksChanged, which republishes the site.
  getAdminContentBlocks: {
    ...apiRoutes.getAdminContentBlocks,
    entry: 'functions/http/admin/content-blocks/get-content-blocks.ts',
    permissions: ['table:read'],
  },
  putAdminContentBlock: {
    ...apiRoutes.putAdminContentBlock,
    entry: 'functions/http/admin/content-blocks/put-content-block.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The FAQ review (issue 19, decision 032): the 'Was this helpful?' tallies per page and answer.
  getAdminFaqReview: {
    ...apiRoutes.getAdminFaqReview,
    entry: 'functions/http/admin/faq-review/get-faq-review.ts',
    permissions: ['table:read'],
  },
  putAdminFaqPage: {
    ...apiRoutes.putAdminFaqPage,
    entry: 'functions/http/admin/faq-review/put-faq-page.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Pricing (issue 18, decision 026): the price versions and seasonal rules staff save; every price path reads them.
    getAdminPricing: {
    ...apiRoutes.getAdminPricing,
    entry: 'functions/http/admin/get-pricing.ts',
    permissions: ['table:read'],
  },
  changeAdminPricing: {
    ...apiRoutes.changeAdminPricing,
    entry: 'functions/http/admin/change-pricing.ts',
    // events:publish: a version saved in effect today republishes the site (decision 026).
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // 'Was this helpful?' votes: a reader may vote on many answers of one FAQ page.
  recordFaqFeedback: {
    ...apiRoutes.recordFaqFeedback,
    entry: 'functions/http/faq/record-faq-feedback.ts',
    permissions: ['table:write'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // One beacon per page a visitor opens; generous, since a fast reader opens many pages a minute.
  recordPageView: {
    ...apiRoutes.recordPageView,
    entry: 'functions/http/analytics/record-page-view.ts',
    permissions: ['table:write'],
    rateLimit: { requests: 120, windowSeconds: 60 },
  },
  // Greedy parameter: HTTP APIs decode the path (%2F arrives as '/'), so a site path with
  // slashes reliably reaches one route parameter only as `{route+}` (decisions/006).
  getSeoMeta: {
    ...apiRoutes.getSeoMeta,
    entry: 'functions/http/seo/get-seo-meta.ts',
    permissions: ['table:read'],
  },
  listHomepageEndorsements: {
    ...apiRoutes.listHomepageEndorsements,
    entry: 'functions/http/endorsements/list-homepage-endorsements.ts',
    permissions: ['table:read'],
  },
  // The customer portal's sign-in (decision 022): an e-mail code or link, no password. Asking for
  // a code answers the same whoever asks; a person asks a few times at most, and the per-e-mail
  // limits of functions/shared/portal/portal-sign-in.ts keep a mailbox from being flooded.
  requestPortalCode: {
    ...apiRoutes.requestPortalCode,
    entry: 'functions/http/portal/request-code.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 10, windowSeconds: 600 },
  },
  // Verifying spends the browser's own challenge (5 tries) or the e-mailed link; the limit only
  // slows one address down, since a guesser's tries are spent on the guesser's own challenges.
  startPortalSession: {
    ...apiRoutes.startPortalSession,
    entry: 'functions/http/portal/start-session.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'portal-sessions:manage'],
    rateLimit: { requests: 30, windowSeconds: 600 },
  },
  // Public, so a browser whose portal session already ended can still clear its cookie; it deletes
  // only the caller's own session.
  endPortalSession: {
    ...apiRoutes.endPortalSession,
    entry: 'functions/http/portal/end-session.ts',
    permissions: ['portal-sessions:manage'],
  },
  getPortalGuest: {
    ...apiRoutes.getPortalGuest,
    entry: 'functions/http/portal/get-me.ts',
    permissions: [],
  },
  // The portal's dashboard: the guest's own bookings and open quotes, by the session's e-mail.
  listPortalTrips: {
    ...apiRoutes.listPortalTrips,
    entry: 'functions/http/portal/list-trips.ts',
    permissions: ['table:read'],
  },
  // Portal: the guest's trip page and their own moves and cancellations (decision 024). Another
  // guest's booking is 404. The trip page reads the weather service (WEATHER_FORECAST) in AWS.
  getPortalTrip: {
    ...apiRoutes.getPortalTrip,
    entry: 'functions/http/portal/trip/get-trip.ts',
    permissions: ['table:read'],
  },
  getPortalTripCalendar: {
    ...apiRoutes.getPortalTripCalendar,
    entry: 'functions/http/portal/trip/get-trip-calendar.ts',
    permissions: ['table:read'],
  },
  previewPortalTripMove: {
    ...apiRoutes.previewPortalTripMove,
    entry: 'functions/http/portal/trip/preview-trip-move.ts',
    permissions: ['table:read'],
  },
  // The staff's move and cancellation, for the guest's own trip: the inventory swap, the events,
  // and refunds through Stripe (decisions 014, 020).
  movePortalTrip: {
    ...apiRoutes.movePortalTrip,
    entry: 'functions/http/portal/trip/move-trip.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  cancelPortalTrip: {
    ...apiRoutes.cancelPortalTrip,
    entry: 'functions/http/portal/trip/cancel-trip.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  // The trip page's pay button: the balance's pay link (decision 019) for this booking.
  startPortalTripBalanceCheckout: {
    ...apiRoutes.startPortalTripBalanceCheckout,
    entry: 'functions/http/portal/trip/start-trip-balance-checkout.ts',
    permissions: ['table:read', 'table:write', 'payments:stripe'],
  },
  // The group's split-payment link (decision 021), made from the trip page.
  sharePortalTrip: {
    ...apiRoutes.sharePortalTrip,
    entry: 'functions/http/portal/trip/share-trip.ts',
    permissions: ['table:read', 'table:write'],
  },
  // The guest's profile and data (decision 025): each answers for the session's own address only.
  getPortalProfile: {
    ...apiRoutes.getPortalProfile,
    entry: 'functions/http/portal/profile/get-profile.ts',
    permissions: ['table:read'],
  },
  savePortalProfile: {
    ...apiRoutes.savePortalProfile,
    entry: 'functions/http/portal/profile/save-profile.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  downloadPortalData: {
    ...apiRoutes.downloadPortalData,
    entry: 'functions/http/portal/profile/download-data.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  deletePortalAccount: {
    ...apiRoutes.deletePortalAccount,
    entry: 'functions/http/portal/profile/delete-account.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The group's manifest and waivers (issue 17, decision 023). The waiver link's token is the
  // secret (43 random characters), so its page needs no limit; signing writes, and a group may
  // sign from one address (a party at one table), so the limit allows a group's worth.
  getWaiverPage: {
    ...apiRoutes.getWaiverPage,
    entry: 'functions/http/waivers/get-waiver-page.ts',
    permissions: ['table:read'],
  },
  signWaiver: {
    ...apiRoutes.signWaiver,
    entry: 'functions/http/waivers/sign-waiver.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    rateLimit: { requests: 60, windowSeconds: 600 },
  },
  // Staff: a day's manifests (the captain's check-in lists), one booking's, and the reminder to
  // those invited who have not signed. Reading makes a booking's manifest the first time (its link).
  getAdminManifests: {
    ...apiRoutes.getAdminManifests,
    entry: 'functions/http/admin/get-manifests.ts',
    permissions: ['table:read', 'table:write'],
  },
  getAdminBookingManifest: {
    ...apiRoutes.getAdminBookingManifest,
    entry: 'functions/http/admin/get-booking-manifest.ts',
    permissions: ['table:read', 'table:write'],
  },
  remindAdminManifest: {
    ...apiRoutes.remindAdminManifest,
    entry: 'functions/http/admin/remind-manifest.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // The organiser's guest list (the booking's lead guest, signed in to the portal): who signed and
  // who was invited, invitations by e-mail, and whether alcohol is on board. Another guest's trip
  // is 404. Reading makes the manifest and its link the first time.
  getPortalTripManifest: {
    ...apiRoutes.getPortalTripManifest,
    entry: 'functions/http/portal/get-trip-manifest.ts',
    permissions: ['table:read', 'table:write'],
  },
  invitePortalTripGuests: {
    ...apiRoutes.invitePortalTripGuests,
    entry: 'functions/http/portal/invite-trip-guests.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  setPortalTripAlcohol: {
    ...apiRoutes.setPortalTripAlcohol,
    entry: 'functions/http/portal/set-trip-alcohol.ts',
    permissions: ['table:read', 'table:write'],
  },
  // The blog's back office (issue 19, decision 030): posts, their publishing and preview, and the
  // categories, tags and authors they are filed under. One function per method, routing its own
  // sub-paths (written when one API stack held every route; decision 033 has since split them).
  getAdminBlog: { ...apiRoutes.getAdminBlog, entry: 'functions/http/admin/blog/read.ts', permissions: ['table:read'] },
  postAdminBlog: { ...apiRoutes.postAdminBlog, entry: 'functions/http/admin/blog/write.ts', permissions: ['table:read', 'table:write', 'events:publish'] },
  // Deleting a blog category, tag or author no post uses (issue 19, decision 030).
  deleteAdminBlog: { ...apiRoutes.deleteAdminBlog, entry: 'functions/http/admin/blog/delete.ts', permissions: ['table:read', 'table:write'] },
  // E-mail templates (/templates, issue 18, decision 029): staff reword the guest e-mails; the
  // senders read the stored text at send time. Preview reads quotes and bookings, stores nothing.
  listAdminEmailTemplates: {
    ...apiRoutes.listAdminEmailTemplates,
    entry: 'functions/http/admin/templates/list-templates.ts',
    permissions: ['table:read'],
  },
  putAdminEmailTemplate: {
    ...apiRoutes.putAdminEmailTemplate,
    entry: 'functions/http/admin/templates/put-template.ts',
    permissions: ['table:write'],
  },
  deleteAdminEmailTemplate: {
    ...apiRoutes.deleteAdminEmailTemplate,
    entry: 'functions/http/admin/templates/delete-template.ts',
    permissions: ['table:write'],
  },
  previewAdminEmailTemplate: {
    ...apiRoutes.previewAdminEmailTemplate,
    entry: 'functions/http/admin/templates/preview-template.ts',
    permissions: ['table:read'],
  },
  // Projects (/projects, issue 18, decision 029): one client's event over several cruises or
  // quotes, with notes, tasks and the combined total. Links are read live; nothing is announced.
  listAdminProjects: {
    ...apiRoutes.listAdminProjects,
    entry: 'functions/http/admin/projects/list-projects.ts',
    permissions: ['table:read'],
  },
  createAdminProject: {
    ...apiRoutes.createAdminProject,
    entry: 'functions/http/admin/projects/create-project.ts',
    permissions: ['table:read', 'table:write'],
  },
  getAdminProject: {
    ...apiRoutes.getAdminProject,
    entry: 'functions/http/admin/projects/get-project.ts',
    permissions: ['table:read'],
  },
  putAdminProject: {
    ...apiRoutes.putAdminProject,
    entry: 'functions/http/admin/projects/put-project.ts',
    permissions: ['table:read', 'table:write'],
  },
  // Add-ons and promo codes (issue 18, decision 027): the staff's catalogue and codes, the add-ons
  // a guest may choose, and a code's check before the quote is saved.
  listAdminProducts: {
    ...apiRoutes.listAdminProducts,
    entry: 'functions/http/admin/list-products.ts',
    permissions: ['table:read'],
  },
  createAdminProduct: {
    ...apiRoutes.createAdminProduct,
    entry: 'functions/http/admin/create-product.ts',
    permissions: ['table:write'],
  },
  putAdminProduct: {
    ...apiRoutes.putAdminProduct,
    entry: 'functions/http/admin/put-product.ts',
    permissions: ['table:read', 'table:write'],
  },
  listAdminPromoCodes: {
    ...apiRoutes.listAdminPromoCodes,
    entry: 'functions/http/admin/list-promo-codes.ts',
    permissions: ['table:read'],
  },
  createAdminPromoCode: {
    ...apiRoutes.createAdminPromoCode,
    entry: 'functions/http/admin/create-promo-code.ts',
    permissions: ['table:write'],
  },
  putAdminPromoCode: {
    ...apiRoutes.putAdminPromoCode,
    entry: 'functions/http/admin/put-promo-code.ts',
    permissions: ['table:read', 'table:write'],
  },
  listAddOns: {
    ...apiRoutes.listAddOns,
    entry: 'functions/http/commerce/list-add-ons.ts',
    permissions: ['table:read'],
  },
  // A guest tries a code a few times at most; the limit keeps a script from guessing codes.
  checkPromoCode: {
    ...apiRoutes.checkPromoCode,
    entry: 'functions/http/commerce/check-promo-code.ts',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // A promo code on the quote page (issue 18, decision 027): the saved quote priced again with the
  // code. Limited like the code check, so a script cannot guess codes through it either.
  applyQuotePromoCode: {
    ...apiRoutes.applyQuotePromoCode,
    entry: 'functions/http/quotes/apply-promo-code.ts',
    permissions: ['table:read', 'table:write'],
    rateLimit: { requests: 20, windowSeconds: 600 },
  },
  // Partners and their commission (issue 18, decision 028): the partners, their report per month
  // (JSON and CSV) and marking a month's commission paid.
  listAdminPartners: {
    ...apiRoutes.listAdminPartners,
    entry: 'functions/http/admin/list-partners.ts',
    permissions: ['table:read'],
  },
  createAdminPartner: {
    ...apiRoutes.createAdminPartner,
    entry: 'functions/http/admin/create-partner.ts',
    permissions: ['table:read', 'table:write'],
  },
  updateAdminPartner: {
    ...apiRoutes.updateAdminPartner,
    entry: 'functions/http/admin/update-partner.ts',
    permissions: ['table:read', 'table:write'],
  },
  getAdminPartnerReport: {
    ...apiRoutes.getAdminPartnerReport,
    entry: 'functions/http/admin/get-partner-report.ts',
    permissions: ['table:read'],
  },
  getAdminPartnerReportCsv: {
    ...apiRoutes.getAdminPartnerReportCsv,
    entry: 'functions/http/admin/get-partner-report-csv.ts',
    permissions: ['table:read'],
  },
  markAdminPartnerCommissionPaid: {
    ...apiRoutes.markAdminPartnerCommissionPaid,
    entry: 'functions/http/admin/mark-partner-commission-paid.ts',
    permissions: ['table:read', 'table:write'],
  },
  // The owner's business summary (issue 18, decision 028): the month items for any range of
  // months, the year before, and the schedule's sellable boat-hours. The CSV is made in the browser.
  getAdminBusinessSummary: {
    ...apiRoutes.getAdminBusinessSummary,
    entry: 'functions/http/admin/get-business-summary.ts',
    permissions: ['table:read'],
  },
  // Saved quote presets (issue 18, decision 029): the staff quote form's choices under a name, listed
  // on the form and /templates. Applying one reads the catalogue and codes, stores nothing.
  listAdminQuotePresets: { ...apiRoutes.listAdminQuotePresets, entry: 'functions/http/admin/quote-presets/list-presets.ts', permissions: ['table:read'] },
  createAdminQuotePreset: { ...apiRoutes.createAdminQuotePreset, entry: 'functions/http/admin/quote-presets/create-preset.ts', permissions: ['table:write'] },
  putAdminQuotePreset: { ...apiRoutes.putAdminQuotePreset, entry: 'functions/http/admin/quote-presets/rename-preset.ts', permissions: ['table:read', 'table:write'] },
  deleteAdminQuotePreset: { ...apiRoutes.deleteAdminQuotePreset, entry: 'functions/http/admin/quote-presets/delete-preset.ts', permissions: ['table:read', 'table:write'] },
  applyAdminQuotePreset: { ...apiRoutes.applyAdminQuotePreset, entry: 'functions/http/admin/quote-presets/apply-preset.ts', permissions: ['table:read'] },
} as const satisfies { readonly [K in ApiRouteName]: RouteDefinition & (typeof apiRoutes)[K] };

export type RouteName = keyof typeof routes;

export const routeList: ReadonlyArray<RouteDefinition & { readonly name: RouteName }> = Object.entries(routes).map(
  ([name, route]) => ({ name: name as RouteName, ...route }),
);

/**
 * What a route's function is granted: its own permissions, plus `sessions:manage` when it is not
 * public, since resolving the caller's session reads, renews and ends session items
 * (functions/shared/auth/session-lifecycle.ts). The auth rule implies it, so no entry lists it.
 */
export function grantedPermissions(route: Pick<RouteDefinition, 'auth' | 'permissions'>): readonly Permission[] {
  if (route.auth === 'public') return route.permissions;
  // A guest route resolves a portal session, never a staff one (decision 022).
  const sessions: Permission = route.auth === 'guest' ? 'portal-sessions:manage' : 'sessions:manage';
  return [...new Set<Permission>([...route.permissions, sessions])];
}
