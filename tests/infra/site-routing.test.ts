import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths, isAppPath } from '#frontend/app/paths.ts';
import { siteFileFor } from '#infra/local/gateway.ts';
import { CLOUDFRONT_MODULE_IMPORT, siteRoutingFromBuild, viewerRequestCode, viewerResponseCode, type SiteRouting } from '#infra/constructs/site-routing.ts';
import { portalSignInRedirect } from '#infra/shared/portal-sign-in-redirect.ts';
import { BLOG_PAGE_VALUE, blogPageChanges, blogPagePaths, MAX_KEY_CHANGES_PER_REQUEST } from '#infra/shared/blog-pages.ts';
import { fixtureSiteDir } from './synth.ts';
import { isSitePagePath, LEGACY_PAGE_REDIRECTS } from '#domain/site/site-pages.ts';

type Handler = (event: unknown) => { uri?: string; statusCode?: number };

/** Runs generated CloudFront Function code the way the edge does: a script defining handler(). */
function load(code: string): Handler {
  return new Function(`${code}\nreturn handler;`)() as Handler;
}

/** A signed-in guest's request (a portal session cookie), so a portal page routes to its file rather than to the sign-in. */
function requestFor(code: string, uri: string): string {
  return load(code)({ request: { uri, headers: {}, cookies: { '__Host-portal': { value: 'session' } } } }).uri!;
}

function statusFor(code: string, uri: string): number {
  return load(code)({ request: { uri, headers: {} }, response: { statusCode: 200, headers: {} } }).statusCode!;
}

const routing: SiteRouting = {
  appPaths: ['/', '/quote', '/bookings/:id', '/admin/*', '/chat', '/letter/*'],
  prerenderedPaths: ['/about', '/boats/day-tripper', '/chat'],
  notFoundPage: '/404.html',
  appShell: '/app.html',
  embedShell: '/embed.html',
  shells: [{ pattern: '/letter/:token', file: '/letter-shell.html' }],
};
const request = viewerRequestCode(routing);
const response = viewerResponseCode(routing);

describe('site routing at the edge', () => {
  it.each([
    ['/quote', '/app.html'],
    ['/quote/', '/app.html'],
    ['/bookings/42', '/app.html'],
    ['/admin/bookings/42', '/app.html'],
  ])('serves the app shell for the app route %s', (uri, expected) => {
    expect(requestFor(request, uri)).toBe(expected);
    expect(statusFor(response, uri)).toBe(200);
  });

  it.each(['/embed/quote', '/embed/quote/', '/embed/no-such-widget', '/embed/a/b', '/embed/widget.js'])(
    'serves the embed page for %s (the widget shows what the path names)',
    (uri) => {
      expect(requestFor(request, uri)).toBe('/embed.html');
      expect(statusFor(response, uri)).toBe(200);
    },
  );

  it('keeps status 200 when CloudFront shows the viewer-response function the rewritten embed URI', () => {
    expect(statusFor(response, '/embed.html')).toBe(200);
  });

  it('does not treat paths that only look like the embed prefix as embeds', () => {
    for (const uri of ['/embed', '/embedded', '/x/embed/quote']) {
      expect(requestFor(request, uri), uri).toBe('/404.html');
      expect(statusFor(response, uri), uri).toBe(404);
    }
  });

  it('answers embed paths with the not-found page when the build has no embed page', () => {
    const withoutEmbed = { ...routing, embedShell: null };
    expect(requestFor(viewerRequestCode(withoutEmbed), '/embed/quote')).toBe('/404.html');
    expect(statusFor(viewerResponseCode(withoutEmbed), '/embed/quote')).toBe(404);
  });

  it.each([
    ['/chat', '/chat/index.html'],
    ['/chat/', '/chat/index.html'],
  ])('serves an app route the build prerendered (%s) its page, not the app shell', (uri, expected) => {
    expect(requestFor(request, uri)).toBe(expected);
    expect(statusFor(response, uri)).toBe(200);
  });

  it.each(['/letter/T0KEN', '/letter/T0KEN/'])("serves a parameterised app route's prerendered shell for %s", (uri) => {
    expect(requestFor(request, uri)).toBe('/letter-shell.html');
    expect(statusFor(response, uri)).toBe(200);
    // CloudFront may show the viewer-response function the rewritten URI.
    expect(statusFor(response, '/letter-shell.html')).toBe(200);
  });

  it('keeps the app shell for the paths a shell does not match', () => {
    expect(requestFor(request, '/letter/a/b')).toBe('/app.html');
    expect(requestFor(request, '/letter')).toBe('/404.html');
    expect(requestFor(viewerRequestCode({ ...routing, shells: [] }), '/letter/T0KEN')).toBe('/app.html');
  });

  it('serves the prerendered home page for /', () => {
    expect(requestFor(request, '/')).toBe('/index.html');
    expect(statusFor(response, '/')).toBe(200);
  });

  it.each([
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/boats/day-tripper', '/boats/day-tripper/index.html'],
  ])('serves the prerendered page for %s', (uri, expected) => {
    expect(requestFor(request, uri)).toBe(expected);
  });

  it.each(['/assets/app-3f2a.js', '/favicon.svg', '/about/index.html'])('passes the file %s through to S3', (uri) => {
    expect(requestFor(request, uri)).toBe(uri);
    expect(statusFor(response, uri)).toBe(200);
  });

  it.each(['/nope', '/bookings', '/quote/extra', '/boats'])('answers the unknown path %s with the 404 page and status 404', (uri) => {
    expect(requestFor(request, uri)).toBe('/404.html');
    expect(statusFor(response, uri)).toBe(404);
  });

  it('sets 404 on the not-found page also when CloudFront shows the rewritten URI', () => {
    expect(statusFor(response, '/404.html')).toBe(404);
  });

  it('falls back to the SPA for unknown paths when the build has no 404 page', () => {
    const spaOnly = { ...routing, notFoundPage: '/index.html' };
    expect(requestFor(viewerRequestCode(spaOnly), '/nope')).toBe('/index.html');
    expect(statusFor(viewerResponseCode(spaOnly), '/nope')).toBe(404);
    expect(statusFor(viewerResponseCode(spaOnly), '/index.html')).toBe(200);
  });

  it("agrees with the frontend's isAppPath on the real app paths", () => {
    const real = viewerRequestCode({ appPaths, prerenderedPaths: [], notFoundPage: '/404.html', appShell: '/app.html', embedShell: null, shells: [] });
    const samples = appPaths.flatMap((pattern) => {
      const concrete = pattern.replace(/:[^/]+/g, 'sample').replace(/\*$/, 'a/b');
      return [concrete, `${concrete}/`, `${concrete}x`, `${concrete}/x`];
    });
    for (const uri of [...samples, '/definitely-not-a-route']) {
      expect(requestFor(real, uri) === '/app.html', uri).toBe(isAppPath(uri));
    }
  });

  it("reads prerendered pages (app routes' too), the 404 page, the app shell, the app routes' shells and the embed page from the build", () => {
    expect(siteRoutingFromBuild(fixtureSiteDir, appPaths)).toEqual({
      appPaths,
      prerenderedPaths: ['/about', '/boats/day-tripper', '/chat'],
      notFoundPage: '/404.html',
      appShell: '/app.html',
      embedShell: '/embed.html',
      shells: [
        { pattern: '/quote/:token', file: '/quote-shell.html' },
        { pattern: '/pay/:token', file: '/pay-shell.html' },
        { pattern: '/waiver/:token', file: '/waiver-shell.html' },
        { pattern: '/portal/trips/:id', file: '/portal-trip-shell.html' },
      ],
    });
    const real = viewerRequestCode(siteRoutingFromBuild(fixtureSiteDir, appPaths));
    const token = 'T'.repeat(43);
    expect(requestFor(real, `/quote/${'T'.repeat(64)}`)).toBe('/quote-shell.html');
    expect(requestFor(real, '/quote/id/abc')).toBe('/app.html');
    expect(requestFor(real, '/chat')).toBe('/chat/index.html');
    // The links a booking's e-mails send (decision 061): one shell per pattern, not the pages below it.
    expect(requestFor(real, `/pay/${token}`)).toBe('/pay-shell.html');
    expect(requestFor(real, `/waiver/${token}/`)).toBe('/waiver-shell.html');
    expect(requestFor(real, '/portal/trips/0b6f2d0e-5a1c-4c1e-9a57-3f0d2b1c9e4a')).toBe('/portal-trip-shell.html');
    expect(requestFor(real, '/portal/trips/abc/move')).toBe('/app.html');
  });

  it('sends every kind of path to the file the local gateway serves for it, with the same status', () => {
    const routingFromBuild = siteRoutingFromBuild(fixtureSiteDir, appPaths);
    const edgeRequest = viewerRequestCode(routingFromBuild);
    const edgeResponse = viewerResponseCode(routingFromBuild);
    const token = 'T'.repeat(64);
    const paths = [
      '/',
      '/about',
      '/about/',
      '/boats/day-tripper',
      '/chat',
      '/chat/',
      `/quote/${token}`,
      `/quote/${token}/`,
      '/quote/abc',
      `/pay/${token}`,
      `/pay/${token}/`,
      `/waiver/${token}`,
      '/portal/trips/abc',
      '/portal/trips/abc/',
      '/portal/trips/abc/move',
      '/portal/trips/abc/guests',
      '/pay',
      '/pay/a/b',
      '/quote/id/abc',
      '/quote-builder',
      '/auth',
      '/dashboard',
      '/admin/bookings/42',
      '/embed/quote',
      '/assets/app.js',
      '/no-such-page',
      '/quote',
      '/chat/extra',
    ];
    for (const uri of paths) {
      const local = siteFileFor(fixtureSiteDir, uri);
      expect(local.file, uri).not.toBeNull();
      expect(requestFor(edgeRequest, uri), uri).toBe(`/${path.relative(fixtureSiteDir, local.file!).split(path.sep).join('/')}`);
      expect(statusFor(edgeResponse, uri), uri).toBe(local.status);
    }
  });

  // Issue 27: most guests reach their trip from an e-mail, in a browser whose session has ended.
  it('sends a visitor without a portal session from a signed-in portal page to the sign-in, next naming the page, as the local gateway does', () => {
    const edge = load(viewerRequestCode(siteRoutingFromBuild(fixtureSiteDir, appPaths)));
    const answer = (uri: string, cookies: Record<string, { value: string }> = {}, querystring: Record<string, unknown> = {}) =>
      edge({ request: { uri, querystring, cookies, headers: {} } }) as { statusCode?: number; uri?: string; headers?: Record<string, { value: string }> };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/portal/dashboard', {}, '/portal/dashboard'],
      ['/portal/trips/abc', { tab: { value: 'money' } }, '/portal/trips/abc?tab=money'],
      ['/portal/trips/abc/guests', {}, '/portal/trips/abc/guests'],
      ['/portal/profile/', {}, '/portal/profile/'],
    ];
    for (const [uri, querystring, next] of cases) {
      const location = `/portal/login?next=${encodeURIComponent(next)}`;
      expect(answer(uri, {}, querystring), uri).toMatchObject({
        statusCode: 302,
        headers: { location: { value: location }, 'cache-control': { value: 'no-store' } },
      });
      const search = next.includes('?') ? next.slice(next.indexOf('?')) : '';
      expect(portalSignInRedirect(uri, search, new Set()), uri).toBe(location);
    }
    for (const name of ['__Host-portal', 'portal']) {
      expect(answer('/portal/dashboard', { [name]: { value: 'x' } }).statusCode, name).toBeUndefined();
      expect(portalSignInRedirect('/portal/dashboard', '', new Set([name])), name).toBeNull();
    }
    // The sign-in pages themselves, and everything outside the signed-in portal, are served as they are.
    for (const uri of ['/portal', '/portal/login', '/portal/verify', '/portal-guide', '/book']) {
      expect(answer(uri).statusCode, uri).toBeUndefined();
      expect(portalSignInRedirect(uri, '', new Set()), uri).toBeNull();
    }
    expect(answer('/portal/dashboard', { 'portal-challenge': { value: 'x' } }).statusCode).toBe(302);
  });

  // The blog (issue 19, decision 030).
  it('answers every /blog address with a 301 to the same path under /blogs, keeping the query', () => {
    const handler = load(request);
    const redirect = (uri: string, querystring: Record<string, unknown> = {}) =>
      handler({ request: { uri, querystring, headers: {} } }) as { statusCode?: number; headers?: { location: { value: string } } };
    expect(redirect('/blog')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs' } } });
    expect(redirect('/blog/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs' } } });
    expect(redirect('/blog/sunset-cruise', { utm: { value: 'x' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/blogs/sunset-cruise?utm=x' } },
    });
    expect(redirect('/blog/tag/tips')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs/tag/tips' } } });
    expect(redirect('/blogger').statusCode).toBeUndefined();
  });

  // The spec's home pricing cards link /bachelor-party (issue 31).
  it('answers an old page address with a 301 to its page, keeping the query', () => {
    const handler = load(request);
    const redirect = (uri: string, querystring: Record<string, unknown> = {}) =>
      handler({ request: { uri, querystring, headers: {} } }) as { statusCode?: number; headers?: { location: { value: string } } };
    expect(redirect('/bachelor-party')).toMatchObject({ statusCode: 301, headers: { location: { value: '/bachelor-party-austin' } } });
    expect(redirect('/bachelor-party/', { ref: { value: 'card' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/bachelor-party-austin?ref=card' } },
    });
    expect(redirect('/bachelor-party-austin').statusCode).toBeUndefined();
    expect(redirect('/bachelor-party-games').statusCode).toBeUndefined();
    for (const target of Object.values(LEGACY_PAGE_REDIRECTS)) expect(isSitePagePath(target), target).toBe(true);
  });

  it('looks up any page under /blogs in the bucket: posts published after the function was made have no entry in its list', () => {
    expect(requestFor(request, '/blogs')).toBe('/blogs/index.html');
    expect(requestFor(request, '/blogs/')).toBe('/blogs/index.html');
    expect(requestFor(request, '/blogs/a-post-from-today')).toBe('/blogs/a-post-from-today/index.html');
    expect(requestFor(request, '/blogs/feed.xml')).toBe('/blogs/feed.xml');
  });

  it('refuses to synthesize without a built site', () => {
    expect(() => siteRoutingFromBuild('/nonexistent/site', appPaths)).toThrow(/npm run build/);
  });

  it('refuses code larger than CloudFront accepts', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/page-${i}`);
    expect(() => viewerRequestCode({ ...routing, prerenderedPaths: many })).toThrow(/CloudFront allows 10240/);
  });
});

// The blog's pages in AWS (issue 19, decision 031).
describe('blog pages the site publisher listed', () => {
  const listed: SiteRouting = { ...routing, blogPagesStoreId: 'the-store-id' };
  type AsyncHandler = (event: unknown) => Promise<{ uri?: string; statusCode?: number }>;
  const store = (keys: readonly string[] | 'unreachable') => ({
    kvs: (id: string) => {
      expect(id).toBe('the-store-id');
      return {
        exists: async (key: string) => {
          if (keys === 'unreachable') throw new Error('The store is not answering');
          return keys.includes(key);
        },
      };
    },
  });
  /** Runs the code as the JS 2.0 runtime does, with `cf` standing in for its `cloudfront` module. */
  const loadListed = (code: string, cf: unknown): AsyncHandler => {
    expect(code.startsWith(`${CLOUDFRONT_MODULE_IMPORT}\n`)).toBe(true);
    return new Function('cf', `${code.slice(CLOUDFRONT_MODULE_IMPORT.length)}\nreturn handler;`)(cf) as AsyncHandler;
  };
  const pages = ['/blogs', '/blogs/sunset-cruise', '/blogs/tag/tips'];
  const requestUri = async (uri: string, keys: readonly string[] | 'unreachable' = pages) =>
    (await loadListed(viewerRequestCode(listed), store(keys))({ request: { uri, headers: {} } })).uri;
  const status = async (uri: string, keys: readonly string[] | 'unreachable' = pages) =>
    (await loadListed(viewerResponseCode(listed), store(keys))({ request: { uri, headers: {} }, response: { statusCode: 200, headers: {} } })).statusCode;

  it('serves a listed page with status 200', async () => {
    for (const [uri, file] of [
      ['/blogs', '/blogs/index.html'],
      ['/blogs/', '/blogs/index.html'],
      ['/blogs/sunset-cruise', '/blogs/sunset-cruise/index.html'],
      ['/blogs/tag/tips/', '/blogs/tag/tips/index.html'],
    ]) {
      expect(await requestUri(uri!), uri).toBe(file);
      expect(await status(uri!), uri).toBe(200);
      expect(await status(file!), file).toBe(200);
    }
  });

  it('answers any other path under /blogs with the 404 page and status 404, as the local gateway does', async () => {
    for (const uri of ['/blogs/no-such-post', '/blogs/tag/nothing', '/blogs/sunset-cruise/extra']) {
      expect(await requestUri(uri), uri).toBe('/404.html');
      expect(await status(uri), uri).toBe(404);
      expect(await status('/404.html'), uri).toBe(404);
    }
  });

  it('lets a request through to the bucket when the store cannot be read, rather than hide a published post', async () => {
    expect(await requestUri('/blogs/sunset-cruise', 'unreachable')).toBe('/blogs/sunset-cruise/index.html');
    expect(await status('/blogs/sunset-cruise', 'unreachable')).toBe(200);
  });

  it('routes everything else as before: files, pages, app routes, redirects', async () => {
    expect(await requestUri('/blogs/feed.xml')).toBe('/blogs/feed.xml');
    expect(await requestUri('/about')).toBe('/about/index.html');
    expect(await requestUri('/admin/bookings/42')).toBe('/app.html');
    expect(await requestUri('/nowhere')).toBe('/404.html');
    expect(await status('/nowhere')).toBe(404);
    const redirect = (await loadListed(viewerRequestCode(listed), store(pages))({ request: { uri: '/blog/sunset-cruise', querystring: {}, headers: {} } })) as {
      statusCode?: number;
    };
    expect(redirect.statusCode).toBe(301);
  });

  it("lists a built site's blog pages, and turns the store's keys into them in requests of at most 50 changes", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'blog-site-'));
    for (const dir of ['blogs', 'blogs/sunset-cruise', 'blogs/tag/tips', 'about']) {
      mkdirSync(path.join(site, dir), { recursive: true });
      writeFileSync(path.join(site, dir, 'index.html'), '<!doctype html>');
    }
    writeFileSync(path.join(site, 'blogs', 'feed.xml'), '<rss/>');
    expect(blogPagePaths(site)).toEqual(pages);
    expect(blogPagePaths(path.join(site, 'about'))).toEqual([]);

    expect(blogPageChanges(['/blogs', '/blogs/old-post'], pages)).toEqual([
      {
        puts: [
          { Key: '/blogs/sunset-cruise', Value: BLOG_PAGE_VALUE },
          { Key: '/blogs/tag/tips', Value: BLOG_PAGE_VALUE },
        ],
        deletes: [{ Key: '/blogs/old-post' }],
      },
    ]);
    expect(blogPageChanges(pages, pages)).toEqual([]);
    const many = Array.from({ length: 120 }, (_, i) => `/blogs/post-${i}`);
    const requests = blogPageChanges(['/blogs/gone'], many);
    expect(requests.map((request) => request.puts.length + request.deletes.length)).toEqual([MAX_KEY_CHANGES_PER_REQUEST, MAX_KEY_CHANGES_PER_REQUEST, 21]);
    expect(requests.flatMap((request) => request.puts.map((put) => put.Key))).toEqual(many);
    expect(requests.at(-1)!.deletes).toEqual([{ Key: '/blogs/gone' }]);
  });
});
