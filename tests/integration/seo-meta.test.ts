import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultSeoMeta, mergeSeoMeta } from '#domain/content/seo.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { seoRepository } from '#functions/adapters/dynamodb/seo-repository.ts';
import { api, newClientAddress } from './api-client.ts';

const config = loadConfig();
const from = newClientAddress();
const getMeta = (encodedRoute: string) => api('GET', `/api/seo/meta/${encodedRoute}`, { from });

// Routes only this file writes, so the catalogue pages other suites render keep their defaults.
const uniqueRoute = () => `/test-seo-${randomUUID()}`;

describe('GET /api/seo/meta/{route} through the local gateway', () => {
  it('serves the catalogue defaults for a page without a record, publicly cacheable', async () => {
    const response = await getMeta(encodeURIComponent('/atx-disco-cruise'));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toEqual({ route: '/atx-disco-cruise', meta: defaultSeoMeta('/atx-disco-cruise'), source: 'default' });
    expect(response.body.meta.robotsDirective).toBe('index, follow');
  });

  it.each([
    ['without the leading slash', 'atx-disco-cruise', '/atx-disco-cruise'],
    ['with a trailing slash', '%2Fatx-disco-cruise%2F', '/atx-disco-cruise'],
    ['encoded twice', '%252Fatx-disco-cruise', '/atx-disco-cruise'],
    ['in lower-case hex', '%2fatx-disco-cruise', '/atx-disco-cruise'],
    ['for the home page', '%2F', '/'],
    ['for a nested path, encoded', encodeURIComponent('/blog/first-post'), '/blog/first-post'],
    ['for a nested path, as plain segments', 'blog/first-post', '/blog/first-post'],
  ])('reads the route %s', async (_how, encoded, route) => {
    const response = await getMeta(encoded);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ route, meta: defaultSeoMeta(route), source: 'default' });
  });

  it('keeps pages outside the catalogue out of the index by default', async () => {
    const response = await getMeta(encodeURIComponent('/not-a-page'));
    expect(response.body.meta.robotsDirective).toBe('noindex, follow');
  });

  it('merges a stored record over the defaults', async () => {
    const route = uniqueRoute();
    await seoRepository(config).put(
      route,
      { metaTitle: 'Sunset cruises | Lake Travis', robotsDirective: 'index, follow', metaKeywords: ['sunset cruise'] },
      '2026-11-22T12:00:00.000Z',
    );
    const response = await getMeta(encodeURIComponent(route));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      route,
      source: 'custom',
      meta: mergeSeoMeta(defaultSeoMeta(route), {
        metaTitle: 'Sunset cruises | Lake Travis',
        robotsDirective: 'index, follow',
        metaKeywords: ['sunset cruise'],
      }),
    });
    expect(response.body.meta.metaTitle).toBe('Sunset cruises | Lake Travis');
    expect(response.body.meta.metaDescription).toBe(defaultSeoMeta(route).metaDescription);
  });

  it.each([
    ['malformed percent-encoding', '%E0%A4%A'],
    ['capital letters', 'ATX-Disco-Cruise'],
    ['a query string encoded into the route', encodeURIComponent('/faq?x=1')],
    ['spaces', encodeURIComponent('/a b')],
    ['a route over 300 characters', 'a'.repeat(301)],
  ])('answers 400 for %s', async (_what, encoded) => {
    const response = await getMeta(encoded);
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { route: expect.any(String) } } });
  });

  it('has no route without a path', async () => {
    expect((await api('GET', '/api/seo/meta/', { from })).status).toBe(404);
  });
});

describe('SEO repository', () => {
  it('round-trips a partial record, normalising the route', async () => {
    const route = uniqueRoute();
    const saved = await seoRepository(config).put(
      `${route}/`,
      { metaDescription: '  A calm evening on the lake.  ', twitterCard: 'summary' },
      '2026-11-22T12:00:00.000Z',
    );
    expect(saved).toEqual({ route, meta: { metaDescription: 'A calm evening on the lake.', twitterCard: 'summary' }, updatedAt: '2026-11-22T12:00:00.000Z' });
    expect(await seoRepository(config).get(route)).toEqual(saved);
    expect((await seoRepository(config).list()).map((record) => record.route)).toContain(route);
  });

  it('replaces the whole record on the next put', async () => {
    const route = uniqueRoute();
    await seoRepository(config).put(route, { metaTitle: 'First', metaDescription: 'First description' }, '2026-11-22T12:00:00.000Z');
    await seoRepository(config).put(route, { metaTitle: 'Second' }, '2026-11-22T13:00:00.000Z');
    expect(await seoRepository(config).get(route)).toEqual({ route, meta: { metaTitle: 'Second' }, updatedAt: '2026-11-22T13:00:00.000Z' });
  });

  it.each([
    ['an unknown field', { metaTitel: 'Typo' }],
    ['an empty title', { metaTitle: '   ' }],
    ['an unknown robots directive', { robotsDirective: 'all' }],
    ['a javascript: image', { openGraphImage: 'javascript:alert(1)' }],
  ])('refuses %s and stores nothing', async (_what, meta) => {
    const route = uniqueRoute();
    await expect(seoRepository(config).put(route, meta, '2026-11-22T12:00:00.000Z')).rejects.toThrow();
    expect(await seoRepository(config).get(route)).toBeNull();
  });

  it('refuses a route that is not a site path', async () => {
    await expect(seoRepository(config).put('https://example.com/', { metaTitle: 'x' }, '2026-11-22T12:00:00.000Z')).rejects.toThrow();
  });
});
