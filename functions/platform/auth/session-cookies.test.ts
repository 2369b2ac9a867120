import { describe, expect, it } from 'vitest';
import { clearedSessionCookies, readCookie, readSessionCookies, refreshCookieName, sessionCookieName, sessionCookies } from './session-cookies.ts';

const secure = { SESSION_COOKIE_SECURE: 'true' } as const;
const plain = { SESSION_COOKIE_SECURE: 'false' } as const;

describe('session cookies', () => {
  it('use __Host- for the ID token and __Secure- for the refresh token when the site is HTTPS', () => {
    expect(sessionCookies(secure, { idToken: 'id.token.sig', refreshToken: 'refresh.token' })).toEqual([
      '__Host-session=id.token.sig; Path=/; HttpOnly; Secure; SameSite=Strict',
      '__Secure-refresh=refresh.token; Path=/api; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('drop the prefixes and Secure on plain-HTTP local sites, where browsers would refuse them', () => {
    expect(sessionCookieName(plain)).toBe('session');
    expect(refreshCookieName(plain)).toBe('refresh');
    expect(sessionCookies(plain, { idToken: 'a' })).toEqual(['session=a; Path=/; HttpOnly; SameSite=Strict']);
  });

  it('are deleted with the same name, path and attributes', () => {
    expect(clearedSessionCookies(secure)).toEqual([
      '__Host-session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
      '__Secure-refresh=; Path=/api; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it("are read from API Gateway's cookie list by their exact names; empty or undecodable ones are none", () => {
    const cookies = ['session=plain-name', '__Host-session=abc', 'x=1; __Secure-refresh=r%2Ev'];
    expect(readSessionCookies(cookies, secure)).toEqual({ idToken: 'abc', refreshToken: 'r.v' });
    expect(readSessionCookies(['__Host-session='], secure)).toEqual({ idToken: undefined, refreshToken: undefined });
    expect(readCookie(['__Host-session=%E0%A4%A'], '__Host-session')).toBeUndefined();
    expect(readSessionCookies(undefined, secure)).toEqual({ idToken: undefined, refreshToken: undefined });
  });
});
