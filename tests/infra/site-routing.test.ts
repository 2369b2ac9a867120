import { describe, expect, it } from 'vitest';
import { appPaths, isAppPath } from '#frontend/app/paths.ts';
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
  appPaths: ['/', '/quote', '/bookings/:id', '/admin/*'],
  prerenderedPaths: ['/about', '/boats/day-tripper'],
  notFoundPage: '/404.html',
  appShell: '/app.html',
  embedShell: '/embed.html',
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
    const real = viewerRequestCode({ appPaths, prerenderedPaths: [], notFoundPage: '/404.html', appShell: '/app.html', embedShell: null });
    const samples = appPaths.flatMap((pattern) => {
      const concrete = pattern.replace(/:[^/]+/g, 'sample').replace(/\*$/, 'a/b');
      return [concrete, `${concrete}/`, `${concrete}x`, `${concrete}/x`];
    });
    for (const uri of [...samples, '/definitely-not-a-route']) {
      expect(requestFor(real, uri) === '/app.html', uri).toBe(isAppPath(uri));
    }
  });

  it('reads prerendered pages, the 404 page, the app shell and the embed page from the build', () => {
    expect(siteRoutingFromBuild(fixtureSiteDir, appPaths)).toEqual({
      appPaths,
      prerenderedPaths: ['/about', '/boats/day-tripper'],
      notFoundPage: '/404.html',
      appShell: '/app.html',
      embedShell: '/embed.html',
    });
  });

  it('refuses to synthesize without a built site', () => {
    expect(() => siteRoutingFromBuild('/nonexistent/site', appPaths)).toThrow(/npm run build/);
  });

  it('refuses code larger than CloudFront accepts', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/page-${i}`);
    expect(() => viewerRequestCode({ ...routing, prerenderedPaths: many })).toThrow(/CloudFront allows 10240/);
  });
});
