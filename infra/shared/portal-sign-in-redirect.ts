import { appPages } from '#contracts/pages.ts';
import { portalPaths } from '#domain/portal/portal.ts';
import { pathPatternRegex } from '#frontend/app/paths.ts';
import { portalSessionCookieName } from '#functions/platform/auth/portal-cookies.ts';

/**
 * A visitor without a portal session who opens one of the signed-in portal's pages is sent to the
 * sign-in page by the edge (the CloudFront function; the local gateway alike), `next` naming the
 * page, as the portal's frame would send them once React had loaded and asked who is signed in.
 * E-mails link guests to their trip, and the session cookie ends with the browser, so this is how
 * most guests arrive: they get the sign-in form at once (prerendered, 100 on Lighthouse) instead
 * of the waiting frame, the framework and a redirect (67, issue 27). A cookie that is present but
 * no longer a live session still gets the page, whose frame sends the guest to sign in.
 */
export const SIGNED_IN_PORTAL_PATTERNS: readonly string[] = appPages.filter((page) => page.frame === 'portal').map((page) => page.path);

/** The session cookie's names: `__Host-portal` on HTTPS, `portal` on the plain-HTTP local stack (portal-cookies.ts). */
export const PORTAL_SESSION_COOKIE_NAMES: readonly string[] = [
  portalSessionCookieName({ SESSION_COOKIE_SECURE: 'true' }),
  portalSessionCookieName({ SESSION_COOKIE_SECURE: 'false' }),
];

const signedInPortal = SIGNED_IN_PORTAL_PATTERNS.map(pathPatternRegex);

/**
 * Where the local gateway sends a request for `pathname` with `search` (`?a=b` or ''), or null to
 * serve it; the CloudFront function's code is generated from the same lists (site-routing.ts).
 * The sign-in page and its `next` are the frontend's (portalSignInPathFor).
 */
export function portalSignInRedirect(pathname: string, search: string, cookieNames: ReadonlySet<string>): string | null {
  if (PORTAL_SESSION_COOKIE_NAMES.some((name) => cookieNames.has(name))) return null;
  if (!signedInPortal.some((regex) => regex.test(pathname))) return null;
  return `${portalPaths.login}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}
