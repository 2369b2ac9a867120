import { readCookie } from './session-cookies.ts';
import type { Config } from '../config.ts';

/**
 * The portal's two cookies (decision 022), as decision 010's: HttpOnly, SameSite=Strict, Secure
 * and `__Host-` (host-only, Path=/) unless the site is plain-HTTP local.
 *
 * - `__Host-portal`: the guest's session token. No Max-Age: it goes when the browser closes, and
 *   the server ends an idle or old session on its own (portal-session.ts).
 * - `__Host-portal-challenge`: the challenge this browser asked for with its code request; a code
 *   is only ever checked against the requesting browser's challenge, so a stranger's guesses
 *   spend only the stranger's own. It lives as long as the code.
 */
type CookieConfig = Pick<Config, 'SESSION_COOKIE_SECURE'>;

const isSecure = (config: CookieConfig) => config.SESSION_COOKIE_SECURE === 'true';

export function portalSessionCookieName(config: CookieConfig): string {
  return isSecure(config) ? '__Host-portal' : 'portal';
}

export function portalChallengeCookieName(config: CookieConfig): string {
  return isSecure(config) ? '__Host-portal-challenge' : 'portal-challenge';
}

function setCookie(config: CookieConfig, name: string, value: string, maxAge?: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    'HttpOnly',
    ...(isSecure(config) ? ['Secure'] : []),
    'SameSite=Strict',
  ].join('; ');
}

export const portalSessionCookie = (config: CookieConfig, token: string): string => setCookie(config, portalSessionCookieName(config), token);
export const clearedPortalSessionCookie = (config: CookieConfig): string => setCookie(config, portalSessionCookieName(config), '', 0);
export const portalChallengeCookie = (config: CookieConfig, challengeId: string, maxAgeSeconds: number): string =>
  setCookie(config, portalChallengeCookieName(config), challengeId, maxAgeSeconds);
export const clearedPortalChallengeCookie = (config: CookieConfig): string => setCookie(config, portalChallengeCookieName(config), '', 0);

/** The named cookie's value in API Gateway's `cookies` list; an empty value counts as none. */
export function readPortalCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  return readCookie(cookies, name) || undefined;
}
