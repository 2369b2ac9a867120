import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths, isAppPath } from '#frontend/app/paths.ts';
import { siteFileFor } from '#infra/local/gateway.ts';
import { siteRoutingFromBuild, viewerRequestCode, viewerResponseCode, type SiteRouting } from '#infra/constructs/site-routing.ts';
import { fixtureSiteDir } from './synth.ts';

type Handler = (event: unknown) => { uri?: string; statusCode?: number };

/** Runs generated CloudFront Function code the way the edge does: a script defining handler(). */
function load(code: string): Handler {
  return new Function(`${code}\nreturn handler;`)() as Handler;
}

function requestFor(code: string, uri: string): string {
  return load(code)({ request: { uri, headers: {} } }).uri!;
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

  it("reads prerendered pages (app routes' too), the 404 page, the app shell, the quote shell and the embed page from the build", () => {
    expect(siteRoutingFromBuild(fixtureSiteDir, appPaths)).toEqual({
      appPaths,
      prerenderedPaths: ['/about', '/boats/day-tripper', '/chat'],
      notFoundPage: '/404.html',
      appShell: '/app.html',
      embedShell: '/embed.html',
      shells: [{ pattern: '/quote/:token', file: '/quote-shell.html' }],
    });
    const real = viewerRequestCode(siteRoutingFromBuild(fixtureSiteDir, appPaths));
    expect(requestFor(real, `/quote/${'T'.repeat(64)}`)).toBe('/quote-shell.html');
    expect(requestFor(real, '/quote/id/abc')).toBe('/app.html');
    expect(requestFor(real, '/chat')).toBe('/chat/index.html');
  });

  it('sends every kind of path to the file the local gateway serves for it, with the same status', () => {
    const routingFromBuild = siteRoutingFromBuild(fixtureSiteDir, appPaths);
    const edgeRequest = viewerRequestCode(routingFromBuild);
    const edgeResponse = viewerResponseCode(routingFromBuild);
    const token = 'T'.repeat(64);
    const paths = ['/', '/about', '/about/', '/boats/day-tripper', '/chat', '/chat/', `/quote/${token}`, `/quote/${token}/`, '/quote/abc', '/quote/id/abc', '/quote-builder', '/auth', '/dashboard', '/admin/bookings/42', '/embed/quote', '/assets/app.js', '/no-such-page', '/quote', '/chat/extra'];
    for (const uri of paths) {
      const local = siteFileFor(fixtureSiteDir, uri);
      expect(local.file, uri).not.toBeNull();
      expect(requestFor(edgeRequest, uri), uri).toBe(`/${path.relative(fixtureSiteDir, local.file!).split(path.sep).join('/')}`);
      expect(statusFor(edgeResponse, uri), uri).toBe(local.status);
    }
  });

  // The blog (issue 19, decision 030).
  it('answers every /blog address with a 301 to the same path under /blogs, keeping the query', () => {
    const handler = load(request);
    const redirect = (uri: string, querystring: Record<string, unknown> = {}) => handler({ request: { uri, querystring, headers: {} } }) as { statusCode?: number; headers?: { location: { value: string } } };
    expect(redirect('/blog')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs' } } });
    expect(redirect('/blog/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs' } } });
    expect(redirect('/blog/sunset-cruise', { utm: { value: 'x' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs/sunset-cruise?utm=x' } } });
    expect(redirect('/blog/tag/tips')).toMatchObject({ statusCode: 301, headers: { location: { value: '/blogs/tag/tips' } } });
    expect(redirect('/blogger').statusCode).toBeUndefined();
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
