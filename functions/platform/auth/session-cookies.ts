import type { Config } from '../config.ts';

/**
 * The two session cookies. Both are HttpOnly (no script reads a token), SameSite=Strict (no other
 * site's page can make the browser send them) and, unless the site is plain-HTTP local, Secure.
 * They carry no Max-Age: the browser drops them when it closes, and the server ends an idle or
 * signed-out session on its own (session-lifecycle.ts).
 *
 * - The ID token, `__Host-session`: the `__Host-` prefix makes the browser refuse the cookie
 *   unless it is Secure, host-only and Path=/, which closes cookie injection from sibling
 *   subdomains.
 * - The refresh token, `__Secure-refresh`, Path=/api: only API calls carry it, since any API
 *   call may renew an expired ID token. `__Host-` would force Path=/ and send it with every page
 *   and asset; `__Secure-` still guarantees it was set over HTTPS. (Narrowing it to /api/auth
 *   would keep it from the routes that renew sessions.)
 */
type CookieConfig = Pick<Config, 'SESSION_COOKIE_SECURE'>;

const isSecure = (config: CookieConfig) => config.SESSION_COOKIE_SECURE === 'true';

export function sessionCookieName(config: CookieConfig): string {
  return isSecure(config) ? '__Host-session' : 'session';
}

export function refreshCookieName(config: CookieConfig): string {
  return isSecure(config) ? '__Secure-refresh' : 'refresh';
}

export const SESSION_COOKIE_PATH = '/';
export const REFRESH_COOKIE_PATH = '/api';

function setCookie(config: CookieConfig, name: string, value: string, path: string, maxAge?: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    'HttpOnly',
    ...(isSecure(config) ? ['Secure'] : []),
    'SameSite=Strict',
  ].join('; ');
}

/** The first value of the named cookie in API Gateway's `cookies` list, or undefined. */
export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const header of cookies ?? []) {
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === name) {
        try {
          return decodeURIComponent(part.slice(index + 1).trim());
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

export interface SessionCookieValues {
  idToken: string | undefined;
  refreshToken: string | undefined;
}

export function readSessionCookies(cookies: readonly string[] | undefined, config: CookieConfig): SessionCookieValues {
  return { idToken: readCookie(cookies, sessionCookieName(config)) || undefined, refreshToken: readCookie(cookies, refreshCookieName(config)) || undefined };
}

/** Set-Cookie values for a new ID token and, at sign-in, the refresh token. */
export function sessionCookies(config: CookieConfig, tokens: { idToken: string; refreshToken?: string }): string[] {
  return [
    setCookie(config, sessionCookieName(config), tokens.idToken, SESSION_COOKIE_PATH),
    ...(tokens.refreshToken ? [setCookie(config, refreshCookieName(config), tokens.refreshToken, REFRESH_COOKIE_PATH)] : []),
  ];
}

/** Set-Cookie values that delete both cookies: the same name, path and attributes, emptied and expired. */
export function clearedSessionCookies(config: CookieConfig): string[] {
  return [setCookie(config, sessionCookieName(config), '', SESSION_COOKIE_PATH, 0), setCookie(config, refreshCookieName(config), '', REFRESH_COOKIE_PATH, 0)];
}

/**
 * The device cookie (decision 085): a random id the browser keeps for 90 days once it has signed
 * in with a second factor. It grants nothing by itself; the sign-in throttle counts a browser that
 * sends it as known to the account (as an address it signed in from), so the owner's own laptop on
 * a new network does not wait in the account's slowdown. `__Host-`, like the session's.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export function deviceCookieName(config: CookieConfig): string {
  return isSecure(config) ? '__Host-device' : 'device';
}

/** The browser's device id, when its cookie holds one of ours (43 base64url characters). */
export function readDeviceId(cookies: readonly string[] | undefined, config: CookieConfig): string | undefined {
  const value = readCookie(cookies, deviceCookieName(config));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function deviceCookie(config: CookieConfig, deviceId: string): string {
  return setCookie(config, deviceCookieName(config), deviceId, SESSION_COOKIE_PATH, DEVICE_COOKIE_MAX_AGE_SECONDS);
}
