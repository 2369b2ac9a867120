import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import { colonPattern } from '#contracts/route-patterns.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { paymentsRoutes } from '#contracts/routes/payments.ts';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { portalPaths } from '#domain/portal/portal.ts';

// App routes (paths.ts) the build prerenders as well, so they paint from HTML before any script
// runs, as the catalogue pages do (decisions 007 and 009). They are never indexed and carry no
// SEO record of their own: each page sets its title.

/** The quote builder's page title (before ` | <business name>`). */
export const CHAT_TITLE = 'Get your instant quote';
export const SIGN_IN_TITLE = 'Sign in';
/** The quote page's title until the quote has loaded. */
export const QUOTE_TITLE = 'Your quote';
export const BOOK_TITLE = 'Book your cruise';
export const PORTAL_SIGN_IN_TITLE = 'Sign in to your trips';
/** The signed-in portal's pages until the API has said who is signed in. */
export const PORTAL_TITLE = 'Your trips';
/** A booking's links' pages until the API has answered (decision 061): their heading then. */
export const PAY_TITLE = 'Pay your share';
export const WAIVER_TITLE = 'Sign the waiver';
export const TRIP_TITLE = 'Your trip';

export interface PrerenderedAppRoute {
  /**
   * The route. A `:param` route is rendered once, with a placeholder, as a shell served for every
   * path it matches (infra/shared/site-files.ts names its file); the page must render the same
   * markup for any value until it has asked the API.
   */
  readonly path: string;
  readonly title: string;
  readonly robots: SeoMeta['robotsDirective'];
  /**
   * 'on-intent': React loads at the visitor's first sign of intent, as on a catalogue page (the
   * page is complete as it is). 'at-load': at once, because the page is not complete until the
   * API has answered (the quote).
   */
  readonly hydrate: 'on-intent' | 'at-load';
  /**
   * The API GET the page asks first, with the route's `:param`s: main.tsx sends it as the page
   * loads, in parallel with the scripts (lib/early-requests.ts). With `hydrateIfOk`, a success
   * hands the page to React at once, because the answer makes it another page (a signed-in
   * visitor leaves the sign-in page); otherwise it waits for intent.
   */
  readonly firstGet?: { readonly path: string; readonly hydrateIfOk?: boolean };
  /** The route's module (relative to frontend/): its stylesheet is linked in the page's head, so hydrating it changes no layout. */
  readonly module: string;
  /**
   * Other modules (relative to frontend/) React loads for the page as it takes over: the frame's
   * layout, or the page when `module` is the layout. The build names their scripts, and `module`'s,
   * on the root (`data-preload`); main.tsx preloads them with the framework instead of after it.
   */
  readonly preload?: readonly string[];
  /**
   * Scripts (relative to frontend/) the page runs before it paints, built on their own as classic
   * scripts: /chat's asks whether the browser holds a conversation that replaces its first question.
   */
  readonly beforePaint?: readonly string[];
}

/** Who is signed in (features/auth/api.ts asks the same path). */
const signedIn = { path: colonPattern(peopleRoutes.getCurrentUser.path), hydrateIfOk: true } as const;
/** Which guest is signed in to the portal (features/portal/session.ts asks the same path): a 401 when none is. */
const portalGuest = { path: colonPattern(portalRoutes.getPortalGuest.path), hydrateIfOk: true } as const;

/** The frames' layouts (router.tsx), each loaded as a route of its own: the site's, the portal's. */
const SITE_LAYOUT = 'src/app/site-layout.tsx';
const PORTAL_LAYOUT = 'src/portal/portal-layout.tsx';

export const PRERENDERED_APP_ROUTES: readonly PrerenderedAppRoute[] = [
  {
    path: '/chat',
    title: CHAT_TITLE,
    robots: 'noindex, follow',
    hydrate: 'on-intent',
    module: 'src/routes/chat.tsx',
    preload: [SITE_LAYOUT],
    beforePaint: ['src/chat-restore.ts'],
  },
  {
    path: '/quote/:token',
    title: QUOTE_TITLE,
    robots: 'noindex, nofollow',
    hydrate: 'at-load',
    module: 'src/routes/quote.tsx',
    preload: [SITE_LAYOUT],
    // features/quotes/api.ts asks the same path.
    firstGet: { path: colonPattern(bookingRoutes.getQuoteByToken.path) },
  },
  {
    path: '/auth',
    title: SIGN_IN_TITLE,
    robots: 'noindex, nofollow',
    hydrate: 'on-intent',
    module: 'src/routes/login.tsx',
    preload: [SITE_LAYOUT],
    firstGet: signedIn,
  },
  { path: '/admin/login', title: SIGN_IN_TITLE, robots: 'noindex, nofollow', hydrate: 'on-intent', module: 'src/routes/login.tsx', firstGet: signedIn },
  // The form a guest who knows what they want fills in; a link that fills it renders in the browser.
  {
    path: '/book',
    title: BOOK_TITLE,
    robots: 'noindex, follow',
    hydrate: 'on-intent',
    module: 'src/routes/book.tsx',
    preload: [SITE_LAYOUT],
    beforePaint: ['src/book-prefill.ts'],
  },
  // The portal's sign-in (decision 022): a form like /auth's.
  ...[portalPaths.home, portalPaths.login].map(
    (path) =>
      ({
        path,
        title: PORTAL_SIGN_IN_TITLE,
        robots: 'noindex, nofollow',
        hydrate: 'on-intent',
        module: 'src/routes/portal/login.tsx',
        preload: [PORTAL_LAYOUT],
        firstGet: portalGuest,
      }) as const,
  ),
  // The signed-in portal's frame while it asks who is signed in: the page needs the answer, so at once.
  ...(
    [
      [portalPaths.dashboard, 'src/routes/portal/dashboard.tsx'],
      [portalPaths.profile, 'src/routes/portal/profile.tsx'],
    ] as const
  ).map(
    ([path, page]) =>
      ({ path, title: PORTAL_TITLE, robots: 'noindex, nofollow', hydrate: 'at-load', module: PORTAL_LAYOUT, preload: [page], firstGet: portalGuest }) as const,
  ),
  // The links a booking's e-mails and its organiser send (decision 061): each page's frame, heading
  // and loading state; the page needs the API's answer, so at once, the answer asked as it loads.
  {
    path: '/pay/:token',
    title: PAY_TITLE,
    robots: 'noindex, nofollow',
    hydrate: 'at-load',
    module: 'src/routes/pay.tsx',
    preload: [SITE_LAYOUT],
    // features/booking/split-api.ts asks the same path.
    firstGet: { path: colonPattern(paymentsRoutes.getSharePage.path) },
  },
  {
    path: '/waiver/:token',
    title: WAIVER_TITLE,
    robots: 'noindex, nofollow',
    hydrate: 'at-load',
    module: 'src/routes/waiver.tsx',
    preload: [SITE_LAYOUT],
    // features/manifest/waiver-api.ts asks the same path.
    firstGet: { path: colonPattern(portalRoutes.getWaiverPage.path) },
  },
  {
    // The trip the booking e-mails link to: the portal's frame with the trip's heading while it
    // asks who is signed in. The trip is asked as the page loads, not after the guest's answer.
    path: '/portal/trips/:id',
    title: TRIP_TITLE,
    robots: 'noindex, nofollow',
    hydrate: 'at-load',
    module: PORTAL_LAYOUT,
    preload: ['src/routes/portal/trip.tsx'],
    // features/portal-trip/api.ts asks the same path.
    firstGet: { path: colonPattern(portalRoutes.getPortalTrip.path) },
  },
];

/** What a `:param` is rendered with: token-shaped (64 characters), so the quote page renders its loading state. */
export const SHELL_PARAM_PLACEHOLDER = '_'.repeat(64);
