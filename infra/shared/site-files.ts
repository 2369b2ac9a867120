import { QUOTE_SHELL_FILE } from '#contracts/routes/booking.ts';
import { PAY_SHELL_FILE } from '#contracts/routes/payments.ts';
import { PORTAL_TRIP_SHELL_FILE, WAIVER_SHELL_FILE } from '#contracts/routes/portal.ts';

/**
 * Files the site build writes that the local gateway and the CloudFront functions route to:
 * the app shell for routes that are not prerendered, the not-found page (served with 404), the
 * shells of parameterised app routes, and the embed page for the widgets partner sites frame.
 */
export const APP_SHELL_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';

/**
 * App routes with a parameter whose shell the build prerenders to a file of its own (decisions
 * 007 and 061): the page's frame, heading and loading state, the same for every token or id,
 * since it is known only in the browser. The gateway and the CloudFront function serve the file
 * (status 200) for every path the pattern (the SPA's syntax, frontend/src/app/paths.ts) matches,
 * ahead of the app shell. App routes without a parameter are prerendered to `<path>/index.html`
 * like any page.
 */
export { QUOTE_SHELL_FILE };
export const APP_ROUTE_SHELLS: readonly { readonly pattern: string; readonly file: string }[] = [
  { pattern: '/quote/:token', file: QUOTE_SHELL_FILE },
  // The links a booking's e-mails and its organiser send (decision 061).
  { pattern: '/pay/:token', file: PAY_SHELL_FILE },
  { pattern: '/waiver/:token', file: WAIVER_SHELL_FILE },
  { pattern: '/portal/trips/:id', file: PORTAL_TRIP_SHELL_FILE },
];

/**
 * The embeddable widgets' page (spec "Embed routes"): its own entry (frontend/embed.html), served
 * with status 200 for every path under EMBED_PATH_PREFIX. The widget reads the path and shows
 * what it names (only `/embed/quote` today), so a new widget needs no routing change.
 */
export const EMBED_SHELL_FILE = 'embed.html';
export const EMBED_PATH_PREFIX = '/embed/';

/** Whether a request path belongs to the embed entry: the only pages other sites may frame. */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PATH_PREFIX);
}
