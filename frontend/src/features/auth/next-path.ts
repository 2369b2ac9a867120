import type { StaffRole } from '#domain/people/staff-roles.ts';

/**
 * Where a visitor goes after signing in. The destination comes from the address bar (`?next=`,
 * for links in e-mails and bookmarks) or from the guard's redirect (`location.state.from`), so it
 * is untrusted: only a path on this site is followed. Anything else (another host, a scheme, a
 * path that browsers read as another host) falls back to the role's landing page.
 */

/** The sign-in page's two paths (spec section 2): never a destination, or sign-in would loop. */
export const SIGN_IN_PATHS: readonly string[] = ['/auth', '/admin/login'];

/** Where each kind of user lands when nothing else was asked for. */
export const ADMIN_LANDING_PATH = '/dashboard';
export const CUSTOMER_LANDING_PATH = '/';

const MAX_NEXT_LENGTH = 2000;
// A base that can never be this site's own: a value that resolves elsewhere changed origin.
const PROBE_ORIGIN = 'https://next-path.invalid';

/**
 * The value as a same-origin path (pathname, query and fragment), or null. Accepted: strings that
 * start with a single '/'. Refused: '//host' and '/\host' (browsers treat a backslash as a slash
 * there), schemes ('javascript:', 'https:'), control characters (URL parsers drop tabs and
 * newlines, which could hide a '//'), over-long values, and the sign-in page itself. The path is
 * normalised before it is returned: dot segments resolved, then runs of slashes made one, since
 * resolving '/..//host' leaves '//host', which the browser (and React Router) read as another host.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const normalised = url.pathname.replace(/\/{2,}/g, '/');
  const pathname = normalised.length > 1 ? normalised.replace(/\/+$/, '') : normalised;
  if (SIGN_IN_PATHS.includes(pathname)) return null;
  return `${normalised}${url.search}${url.hash}`;
}

/** What the guard puts in the history state when it sends a visitor to sign in. */
export interface SignInRedirectState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/**
 * The page the visitor asked for before signing in: `?next=` first (it is what a shared link
 * says), then the guard's `state.from`. Null when neither holds a safe path.
 */
export function requestedPath(location: { search: string; state?: unknown }): string | null {
  const fromQuery = safeNextPath(new URLSearchParams(location.search).get('next'));
  if (fromQuery) return fromQuery;
  const from = (location.state as SignInRedirectState | null | undefined)?.from;
  if (!from || typeof from !== 'object' || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return safeNextPath(`${from.pathname}${search}${hash}`);
}

/** A captain's work is the day's manifests (decision 075): the dashboard is not part of their role. */
export const CAPTAIN_LANDING_PATH = '/admin/manifests';

export function landingPathFor(role: string, staffRole?: StaffRole | null): string {
  if (role !== 'admin') return CUSTOMER_LANDING_PATH;
  return staffRole === 'captain' ? CAPTAIN_LANDING_PATH : ADMIN_LANDING_PATH;
}

/**
 * Where a customer (not staff) who signed in with a password is sent: the portal's sign-in with
 * their e-mail filled in (decision 022). A password account does not prove the mailbox, so it
 * does not open the portal; the e-mailed code does.
 */
export function portalSignInFor(email: string): string {
  return `/portal/login?email=${encodeURIComponent(email)}`;
}

/** Where signing in leads: the requested page, else the role's landing page (a customer's trips, when their e-mail is known). */
export function destinationAfterSignIn(location: { search: string; state?: unknown }, role: string, email?: string, staffRole?: StaffRole | null): string {
  return requestedPath(location) ?? (role !== 'admin' && email ? portalSignInFor(email) : landingPathFor(role, staffRole));
}
