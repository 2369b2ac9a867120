import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSeoListResponse, AdminSeoPageResponse } from '#domain/people/back-office.ts';
import { defaultSeoMeta } from '#domain/content/seo.ts';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { seoRepository } from '#functions/adapters/dynamodb/seo-repository.ts';
import { api, newClientAddress } from './api-client.ts';
import { asAdmin, customerSession } from './admin-support.ts';

const config = loadConfig();
const seo = () => seoRepository(config);

// A catalogue page no other suite checks the meta of; every test leaves it on its defaults.
const route = '/company-milestone';
const adminPath = (path: string) => `/api/admin/seo/${encodeURIComponent(path)}`;
const publicMeta = (path: string) => api('GET', `/api/seo/meta/${encodeURIComponent(path)}`, { from: newClientAddress() });

afterEach(async () => {
  await seo().remove(route);
});

describe('the SEO editor routes', () => {
  it.each([
    ['GET', '/api/admin/seo', undefined],
    ['PUT', adminPath(route), { metaTitle: 'Not staff' }],
    ['DELETE', adminPath(route), undefined],
  ] as const)('%s %s answers 401 signed out and 403 to a non-admin, and stores nothing', async (method, path, body) => {
    const request = (cookie?: string) => api(method, path, { from: newClientAddress(), ...(body ? { body } : {}), headers: cookie ? { cookie } : {} });
    expect((await request()).status).toBe(401);
    expect((await request(await customerSession())).status).toBe(403);
    expect(await seo().get(route)).toBeNull();
  });

  it('lists every catalogue page with its defaults, overrides and the merged meta', async () => {
    await seo().put(route, { metaTitle: 'Milestones afloat' }, new Date().toISOString());
    const { status, body } = await asAdmin('GET', '/api/admin/seo');
    expect(status).toBe(200);
    const { pages } = body as AdminSeoListResponse;
    expect(pages.map((page) => page.route)).toEqual(SITE_PAGES.map((page) => page.path));
    const faq = pages.find((page) => page.route === '/faq');
    expect(faq).toMatchObject({ label: 'FAQ', kind: 'info', defaults: defaultSeoMeta('/faq') });
    const edited = pages.find((page) => page.route === route)!;
    expect(edited).toEqual({
      route,
      label: 'Company Milestone',
      kind: 'event',
      defaults: defaultSeoMeta(route),
      overrides: { metaTitle: 'Milestones afloat' },
      meta: { ...defaultSeoMeta(route), metaTitle: 'Milestones afloat' },
      updatedAt: expect.any(String),
    });
  });

  it('stores an edit that GET /api/seo/meta/{route} then serves, and DELETE goes back to the defaults', async () => {
    const overrides = {
      metaTitle: 'Company Milestone Cruises',
      metaKeywords: ['launch party', 'anniversary'],
      robotsDirective: 'noindex, follow',
      twitterCard: 'summary',
    };
    const saved = await asAdmin('PUT', adminPath(route), overrides);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = { ...defaultSeoMeta(route), ...overrides };
    expect((saved.body as AdminSeoPageResponse).page).toMatchObject({ route, overrides, meta: expected, updatedAt: expect.any(String) });
    expect(await publicMeta(route)).toMatchObject({ status: 200, body: { route, meta: expected, source: 'custom' } });

    // A second save replaces the overrides as a whole; the bare path (no encoding) works too.
    const again = await asAdmin('PUT', `/api/admin/seo${route}`, { metaDescription: 'A launch, a round, an anniversary: celebrate it on Lake Travis.' });
    expect(again.status).toBe(200);
    expect((await seo().get(route))?.meta).toEqual({ metaDescription: 'A launch, a round, an anniversary: celebrate it on Lake Travis.' });

    const reset = await asAdmin('DELETE', adminPath(route));
    expect(reset.status).toBe(200);
    expect((reset.body as AdminSeoPageResponse).page).toMatchObject({ overrides: null, meta: defaultSeoMeta(route), updatedAt: null });
    expect(await publicMeta(route)).toMatchObject({ status: 200, body: { meta: defaultSeoMeta(route), source: 'default' } });
    expect((await asAdmin('DELETE', adminPath(route))).status).toBe(200);
  });

  it('refuses an invalid body with the fields at fault and stores nothing', async () => {
    for (const body of [
      { metaTitle: '', robotsDirective: 'index, sometimes' },
      { metaTitle: 'Fine', openGraphImage: 'ftp://example.com/x.png' },
      { metaTitel: 'A typo' },
      { metaKeywords: 'not, a, list' },
    ]) {
      const response = await asAdmin('PUT', adminPath(route), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
      expect(Object.keys(response.body.error.fields).length).toBeGreaterThan(0);
    }
    const fields = (await asAdmin('PUT', adminPath(route), { metaTitle: '', robotsDirective: 'index, sometimes' })).body.error.fields;
    expect(Object.keys(fields).sort()).toEqual(['metaTitle', 'robotsDirective']);
    expect(await seo().get(route)).toBeNull();
  });

  it('answers 404 for a path that is not a page of the site', async () => {
    for (const path of ['/not-a-page', '/admin', '/Faq', '%E0%A4%A']) {
      const target = path.startsWith('%') ? `/api/admin/seo/${path}` : adminPath(path);
      const put = await asAdmin('PUT', target, { metaTitle: 'Nope' });
      expect(put.status, path).toBe(404);
      expect(put.body.error.code).toBe('SEO_PAGE_NOT_FOUND');
      expect((await asAdmin('DELETE', target)).status, path).toBe(404);
    }
    expect(await seo().get('/not-a-page')).toBeNull();
  });

  it('drops the record when the overrides are empty', async () => {
    await asAdmin('PUT', adminPath(route), { metaTitle: 'Briefly custom' });
    const cleared = await asAdmin('PUT', adminPath(route), {});
    expect(cleared.status).toBe(200);
    expect((cleared.body as AdminSeoPageResponse).page.overrides).toBeNull();
    expect(await seo().get(route)).toBeNull();
  });
});
