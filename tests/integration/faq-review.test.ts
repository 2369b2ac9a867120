import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminFaqReviewResponse } from '#domain/content/faq-review.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { faqOverridesRepository } from '#functions/adapters/dynamodb/faq-overrides-repository.ts';
import { withFaqLock } from '#tests/support/stack-lock.ts';
import { asAdmin, customerSession } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// GET /api/admin/faq-review (decision 032): the votes readers record with POST /api/faq/feedback,
// per page and answer, for staff only.

describe('the FAQ review route', () => {
  it('answers 401 signed out and 403 to a non-admin', async () => {
    const request = (cookie?: string) => api('GET', '/api/admin/faq-review', { from: newClientAddress(), headers: cookie ? { cookie } : {} });
    expect((await request()).status).toBe(401);
    expect((await request(await customerSession())).status).toBe(403);
  });

  it('tallies the public votes per page and answer', async () => {
    const faqId = `review-${randomUUID()}`;
    const from = newClientAddress();
    for (const [page, helpful] of [
      ['/faq', false],
      ['/faq', false],
      ['/faq', true],
      ['/gallery', true],
    ] as const) {
      expect((await api('POST', '/api/faq/feedback', { from, body: { faqId, page, helpful } })).status).toBe(202);
    }
    const response = await asAdmin('GET', '/api/admin/faq-review');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mine = (response.body as AdminFaqReviewResponse).tallies.filter((tally) => tally.faqId === faqId);
    expect(mine).toEqual([
      { page: '/faq', faqId, helpful: 1, notHelpful: 2 },
      { page: '/gallery', faqId, helpful: 1, notHelpful: 0 },
    ]);
  });
});

const config = loadConfig();
const item = (id: string, retired = false) => ({ id, question: `What about ${id}?`, answer: `Here is the answer about ${id}.`, retired });
const faqVersion = async () => ((await asAdmin('GET', '/api/admin/faq-review')).body as AdminFaqReviewResponse).faq.version;

describe('saving a page FAQ', () => {
  it('stores the page list in order, and a reset (items: null) takes the page back to its own answers', () =>
    withFaqLock(async () => {
      const version = await faqVersion();
      const saved = await asAdmin('PUT', '/api/admin/faq-review', { version, page: '/gallery', items: [item('second'), item('first', true)] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((saved.body as AdminFaqReviewResponse).faq.version).toBe(version + 1);
      expect((await faqOverridesRepository(config).get())?.overrides['/gallery']?.map((entry) => entry.id)).toEqual(['second', 'first']);
      const reset = await asAdmin('PUT', '/api/admin/faq-review', { version: version + 1, page: '/gallery', items: null });
      expect(reset.status).toBe(200);
      expect((await faqOverridesRepository(config).get())?.overrides['/gallery']).toBeUndefined();
    }));

  it('refuses a bad list with a 400 naming each field, an unknown page, and a stale version (409), storing nothing', () =>
    withFaqLock(async () => {
      const version = await faqVersion();
      const before = await faqOverridesRepository(config).get();
      const bad = await asAdmin('PUT', '/api/admin/faq-review', { version, page: '/faq', items: [item('same'), { ...item('same'), question: 'Hm' }] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['items.1.id', 'items.1.question']);
      const page = await asAdmin('PUT', '/api/admin/faq-review', { version, page: '/not-a-page', items: [item('a')] });
      expect(page.status).toBe(400);
      expect(Object.keys(page.body.error.fields)).toEqual(['page']);
      const stale = await asAdmin('PUT', '/api/admin/faq-review', { version: version + 3, page: '/faq', items: [item('a')] });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('FAQ_CHANGED');
      expect(await faqOverridesRepository(config).get()).toEqual(before);
    }));
});
