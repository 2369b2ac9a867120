import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { embedSecurityHeaders, securityHeaders } from '../shared/security-headers.ts';
import { resetConfigCache } from '#functions/platform/config.ts';
import { createGateway } from './gateway.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
mkdirSync(path.join(siteDir, 'assets'));
mkdirSync(path.join(siteDir, 'private-cruises'));
writeFileSync(path.join(siteDir, 'index.html'), '<html>prerendered home</html>');
writeFileSync(path.join(siteDir, 'app.html'), '<html>app shell</html>');
writeFileSync(path.join(siteDir, '404.html'), '<html>not found page</html>');
writeFileSync(path.join(siteDir, 'embed.html'), '<html>embed page</html>');
writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
writeFileSync(path.join(siteDir, 'private-cruises', 'index.html'), '<html>prerendered private cruises</html>');
mkdirSync(path.join(siteDir, 'chat'));
writeFileSync(path.join(siteDir, 'chat', 'index.html'), '<html>prerendered chat</html>');
writeFileSync(path.join(siteDir, 'quote-shell.html'), '<html>quote shell</html>');
writeFileSync(path.join(siteDir, 'pay-shell.html'), '<html>pay shell</html>');
writeFileSync(path.join(siteDir, 'waiver-shell.html'), '<html>waiver shell</html>');
writeFileSync(path.join(siteDir, 'portal-trip-shell.html'), '<html>portal trip shell</html>');
writeFileSync(path.join(siteDir, 'robots.txt'), 'User-agent: *');

const gateway = createGateway({ siteDir });
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('local gateway: the site, served as CloudFront serves it', () => {
  it('serves the prerendered home page at / with security headers', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('prerendered home');
    for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves prerendered HTML for its path, with or without a trailing slash', async () => {
    for (const p of ['/private-cruises', '/private-cruises/']) {
      const response = await fetch(base + p);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('prerendered private cruises');
    }
  });

  it('serves hashed assets as immutable, compressed when asked', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it('never serves a source map, even one left in the site folder', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
  });

  it('serves an app route the build prerendered its page, and the other app routes the app shell', async () => {
    for (const p of ['/chat', '/chat/', '/chat?type=bachelorette']) {
      const response = await fetch(base + p);
      expect(response.status, p).toBe(200);
      expect(await response.text(), p).toContain('prerendered chat');
    }
    const admin = await fetch(`${base}/dashboard`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('app shell');
  });

  it('sends a quote link to its page function, and serves the quote shell for other paths its pattern matches and the app shell for the old quote links', async () => {
    // Decision 093: `/quote/{token}` is a route, as CloudFront's `/quote/?*` behaviour sends it to
    // the API (decision 097: a longer path under it is the site's, here as there). This gateway has
    // no stack behind it: the function, given a configuration it cannot use (whatever stack this
    // process may have set up for other suites), answers its own failure page.
    await expectErrorLogs(/"The page could not be made".*Invalid function configuration/);
    vi.stubEnv('SITE_URL', 'not an address');
    resetConfigCache();
    try {
      for (const p of [
        `/quote/${'T'.repeat(64)}`,
        '/quote/abc?utm_source=x',
        `/pay/${'T'.repeat(43)}`,
        `/pay/${'T'.repeat(43)}?payment=done`,
        `/waiver/${'T'.repeat(43)}`,
        // The trip page (decision 095), for a visitor with a portal session (without, the sign-in: below).
        '/portal/trips/abc',
        '/portal/trips/abc?payment=balance-paid',
      ]) {
        const response = await fetch(base + p, { headers: { cookie: 'portal=session' } });
        expect(response.status, p).toBe(503);
        expect(response.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
        expect(await response.text(), p).toContain('Please try again');
      }
    } finally {
      vi.unstubAllEnvs();
      resetConfigCache();
    }
    const trailing = await fetch(`${base}/quote/abc/`);
    expect(trailing.status).toBe(200);
    expect(await trailing.text()).toContain('quote shell');
    const legacy = await fetch(`${base}/quote/id/abc`);
    expect(legacy.status).toBe(200);
    expect(await legacy.text()).toContain('app shell');
    expect((await fetch(`${base}/quote`)).status).toBe(404);
  });

  // Decision 061: the pages a booking's links open are each one shell, whatever the token or id.
  it('serves the share, waiver and trip shells (with a trailing slash) for every token or id, and the app shell for the pages below a trip', async () => {
    const token = 'T'.repeat(43);
    for (const [p, shell] of [
      // A share, waiver or trip link's page itself is its function's (decisions 093, 094, 095); a
      // path below it is not one, as CloudFront's `/portal/trips/*/*` sends it to the site.
      [`/pay/${token}/`, 'pay shell'],
      [`/waiver/${token}/`, 'waiver shell'],
      ['/portal/trips/abc/', 'portal trip shell'],
      ['/portal/trips/abc/move', 'app shell'],
    ] as const) {
      // The trip's pages are a signed-in guest's: with a session cookie (without, see below).
      const response = await fetch(base + p, { headers: { cookie: 'portal=session' } });
      expect(response.status, p).toBe(200);
      expect(await response.text(), p).toContain(shell);
    }
    expect((await fetch(`${base}/pay`)).status).toBe(404);
  });

  // Issue 27: a guest whose session ended gets the sign-in form at once, not the waiting frame.
  it('sends a visitor without a portal session from a signed-in portal page to the sign-in, next naming the page', async () => {
    for (const [p, next] of [
      ['/portal/dashboard', '/portal/dashboard'],
      // The trip page is its function's (decision 095): the edge sends the visitor to sign in all the same.
      ['/portal/trips/abc?payment=balance-paid', '/portal/trips/abc?payment=balance-paid'],
      ['/portal/trips/abc', '/portal/trips/abc'],
      ['/portal/profile', '/portal/profile'],
    ] as const) {
      const response = await fetch(base + p, { redirect: 'manual', headers: { cookie: 'portal-challenge=x; other=y' } });
      expect(response.status, p).toBe(302);
      expect(response.headers.get('location'), p).toBe(`/portal/login?next=${encodeURIComponent(next)}`);
      expect(response.headers.get('cache-control'), p).toBe('no-store');
    }
    expect((await fetch(`${base}/portal/dashboard`, { redirect: 'manual', headers: { cookie: 'other=y; portal=session' } })).status).toBe(200);
    expect((await fetch(`${base}/portal/login`, { redirect: 'manual' })).status).toBe(200);
  });

  it('answers unknown paths with status 404 and the prerendered not-found page', async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not found page');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('serves the embed page for every /embed/ path, which other sites may frame', async () => {
    for (const p of ['/embed/quote', '/embed/quote/', '/embed/quote?ref=HOTEL1', '/embed/no-such-widget']) {
      const response = await fetch(base + p);
      expect(response.status, p).toBe(200);
      expect(await response.text()).toContain('embed page');
      for (const [name, value] of Object.entries(embedSecurityHeaders)) expect(response.headers.get(name), `${p} ${name}`).toBe(value);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https:");
      expect(response.headers.get('x-frame-options'), p).toBeNull();
    }
  });

  it("serves the build's special pages only on their routes, as CloudFront does", async () => {
    for (const p of ['/embed', '/app', '/404']) expect((await fetch(base + p)).status, p).toBe(404);
  });

  it('forbids framing everywhere else, the not-found page included', async () => {
    for (const p of ['/', '/private-cruises', '/no-such-page', '/embed', '/assets/app-abc123.js']) {
      const response = await fetch(base + p);
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
      expect(response.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
    }
  });

  it('never serves files outside the site directory', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  // The blog (issue 19, decision 030).
  it('answers the old /blog prefix with a 301 to the same path under /blogs, keeping the query', async () => {
    for (const [from, to] of [
      ['/blog', '/blogs'],
      ['/blog/', '/blogs'],
      ['/blog/sunset-cruise?ref=mail', '/blogs/sunset-cruise?ref=mail'],
      ['/blog/category/tips', '/blogs/category/tips'],
    ]) {
      const response = await fetch(base + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect((await fetch(`${base}/blogger`, { redirect: 'manual' })).status).toBe(404);
  });

  // The spec's home pricing cards link /bachelor-party (issue 31).
  it('answers an old page address with a 301 to its page, keeping the query', async () => {
    for (const [from, to] of [
      ['/bachelor-party', '/bachelor-party-austin'],
      ['/bachelor-party/', '/bachelor-party-austin'],
      ['/bachelor-party?utm_source=card', '/bachelor-party-austin?utm_source=card'],
    ]) {
      const response = await fetch(base + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect((await fetch(`${base}/bachelor-party-games`, { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses writes to the site', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });
});
