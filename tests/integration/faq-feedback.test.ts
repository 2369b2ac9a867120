import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { faqFeedbackRepository } from '#functions/adapters/dynamodb/faq-feedback-repository.ts';
import { countedRequests, rateLimitBucket } from '#functions/platform/http/rate-limit.ts';
import { api, newClientAddress } from './api-client.ts';
import { awayFromWindowEdge } from './window-guard.ts';

const config = loadConfig();
const tallies = () => faqFeedbackRepository(config);

const uniqueFaqId = () => `test-${randomUUID()}`;
const vote = (from: string, body: unknown) => api('POST', '/api/faq/feedback', { from, body });

async function tallyOf(page: string, faqId: string) {
  return (await tallies().forPage(page)).find((tally) => tally.faqId === faqId);
}

describe('POST /api/faq/feedback through the local gateway', () => {
  it('answers 202 and adds each vote to the tally of that answer on that page', async () => {
    const from = newClientAddress();
    const faqId = uniqueFaqId();
    const before = new Date().toISOString();
    for (const helpful of [true, true, false]) {
      const response = await vote(from, { faqId, page: '/faq', helpful });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ recorded: true });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // The same answer on another page is tallied apart; a trailing slash is the same page.
    expect((await vote(from, { faqId, page: '/testimonials-faq/', helpful: false })).status).toBe(202);

    const onFaq = await tallyOf('/faq', faqId);
    expect(onFaq).toEqual({ page: '/faq', faqId, helpful: 2, notHelpful: 1, updatedAt: expect.any(String) });
    expect(onFaq!.updatedAt >= before).toBe(true);
    expect(await tallyOf('/testimonials-faq', faqId)).toMatchObject({ helpful: 0, notHelpful: 1 });

    // The staff review lists every tally.
    const listed = (await tallies().list()).filter((tally) => tally.faqId === faqId);
    expect(listed.map((tally) => tally.page).sort()).toEqual(['/faq', '/testimonials-faq']);
  });

  it.each([
    ['an FAQ id with capitals', { faqId: 'Can-We-Swim' }, 'faqId'],
    ['an FAQ id with spaces', { faqId: 'can we swim' }, 'faqId'],
    ['an FAQ id over 120 characters', { faqId: 'a'.repeat(121) }, 'faqId'],
    ['an empty FAQ id', { faqId: '' }, 'faqId'],
    ['a page that is a URL', { page: 'https://example.com/faq' }, 'page'],
    ['a page with a query string', { page: '/faq?x=1' }, 'page'],
    ['a helpful that is not a boolean', { helpful: 'yes' }, 'helpful'],
    ['a missing helpful', { helpful: undefined }, 'helpful'],
  ])('answers 400 for %s and writes nothing', async (_what, change, field) => {
    const from = newClientAddress();
    const faqId = uniqueFaqId();
    const page = `/test-${randomUUID()}`;
    const response = await vote(from, { faqId, page, helpful: true, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { [field]: expect.any(String) } } });
    expect(await tallies().forPage(page)).toEqual([]);
    const { windowSeconds } = routes.recordFaqFeedback.rateLimit;
    expect(await countedRequests(config, { bucket: rateLimitBucket(routes.recordFaqFeedback), sourceIp: from, windowSeconds, now: new Date() })).toBe(0);
  });

  it('counts simultaneous votes exactly, then rate-limits the client with 429 and counts nothing more', async () => {
    const { requests, windowSeconds } = routes.recordFaqFeedback.rateLimit;
    await awayFromWindowEdge(windowSeconds);
    const from = newClientAddress();
    const faqId = uniqueFaqId();
    const answers = await Promise.all(Array.from({ length: requests }, (_, i) => vote(from, { faqId, page: '/faq', helpful: i % 3 !== 0 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(requests).fill(202));
    const expected = { helpful: answers.filter((_, i) => i % 3 !== 0).length, notHelpful: answers.filter((_, i) => i % 3 === 0).length };
    expect(await tallyOf('/faq', faqId)).toMatchObject(expected);

    const limited = await vote(from, { faqId, page: '/faq', helpful: true });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await tallyOf('/faq', faqId)).toMatchObject(expected);
  });
});
