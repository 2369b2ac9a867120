import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Month } from '#domain/commerce/partners.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { routes } from '#functions/http/routes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { businessSummaryRepository } from '#functions/adapters/dynamodb/business-summary-repository.ts';
import { documentClient, QueryCommand } from '#functions/adapters/dynamodb/client.ts';
import { pageViewsRepository } from '#functions/adapters/dynamodb/page-views-repository.ts';
import { countedRequests, rateLimitBucket, takeRateLimit } from '#functions/platform/http/rate-limit.ts';
import { startCountingProxy } from '#tests/support/counting-proxy.ts';
import { api, newClientAddress } from './api-client.ts';
import { awayFromWindowEdge } from './window-guard.ts';

const config = loadConfig();
const views = () => pageViewsRepository(config);

const uniquePath = () => `/test-${randomUUID()}`;
const pageView = (from: string, body: unknown) => api('POST', '/api/analytics/pageview', { from, body });

/** The path's total over the business days around now (a test may run across Chicago midnight). */
async function totalViews(path: string): Promise<number> {
  const today = calendarDateIn(new Date());
  const counts = await views().forPath(path, addDays(today, -1), addDays(today, 1));
  return counts.reduce((sum, count) => sum + count.views, 0);
}

describe('POST /api/analytics/pageview through the local gateway', () => {
  it('answers 202 and counts views per business day and path, trailing slash or not', async () => {
    const from = newClientAddress();
    const path = uniquePath();
    const before = calendarDateIn(new Date());
    for (const sent of [path, `${path}/`, path]) {
      const response = await pageView(from, { path: sent });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ recorded: true });
    }
    const after = calendarDateIn(new Date());
    expect(await totalViews(path)).toBe(3);

    const days = await views().forPath(path, before, after);
    expect(days.map((count) => count.day).every((day) => day === before || day === after)).toBe(true);
    const dayList = await views().forDay(days[0]!.day);
    expect(dayList.find((count) => count.path === path)).toEqual({ day: days[0]!.day, path, views: days[0]!.views });
  });

  it('counts a view once when the answer is lost and the call is retried (a slow emulator, a network fault)', async () => {
    // The client retries a call whose answer never came; the first attempt had already counted.
    const proxy = await startCountingProxy(config.DYNAMODB_ENDPOINT!, ['UpdateItem', 'TransactWriteItems']);
    try {
      proxy.loseAnswers(1);
      const path = uniquePath();
      await pageViewsRepository({ ...config, DYNAMODB_ENDPOINT: proxy.endpoint }).record(calendarDateIn(new Date()), path);
      expect(proxy.calls).toHaveLength(2);
      expect(await totalViews(path)).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it("counts a view whose transaction met another view's on the month's summary item, once, when it is tried again", async () => {
    const proxy = await startCountingProxy(config.DYNAMODB_ENDPOINT!, 'TransactWriteItems');
    try {
      // A day of its own, far from every other suite's, so the month's count is this test's alone.
      const day = addDays('2033-01-01', randomInt(0, 3000));
      const month = day.slice(0, 7) as Month;
      const path = uniquePath();
      proxy.answerConflicts(2);
      await pageViewsRepository({ ...config, DYNAMODB_ENDPOINT: proxy.endpoint }).record(day, path);
      expect(proxy.calls).toHaveLength(3);
      expect((await views().forPath(path, day, day))[0]?.views).toBe(1);
      expect((await businessSummaryRepository(config).between(month, month))[0]?.counters['pageViews']).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('sets no cookie and stores nothing about the visitor', async () => {
    const from = newClientAddress();
    const path = uniquePath();
    const response = await api('POST', '/api/analytics/pageview', { from, body: { path }, headers: { 'user-agent': 'TestBrowser/1.0', cookie: 'tracking=1' } });
    expect(response.status).toBe(202);
    expect(response.headers['set-cookie'] ?? []).toEqual([]);
    const { Items = [] } = await documentClient(config).send(
      new QueryCommand({
        TableName: config.TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `PAGEVIEWS#${path}` },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Object.keys(Items[0]!).sort()).toEqual(['day', 'gsi1pk', 'gsi1sk', 'path', 'pk', 'sk', 'type', 'views']);
    expect(JSON.stringify(Items[0])).not.toMatch(/TestBrowser|127\.|tracking/);
  });

  it.each([
    ['a path with a query string', { path: '/faq?utm_source=x' }],
    ['a full URL', { path: 'https://example.com/faq' }],
    ['a path over 300 characters', { path: `/${'a'.repeat(300)}` }],
    ['no path', {}],
    ['a path that is not a string', { path: 42 }],
  ])('answers 400 for %s and writes nothing', async (_what, body) => {
    const from = newClientAddress();
    const response = await pageView(from, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { path: expect.any(String) } } });
    const { windowSeconds } = routes.recordPageView.rateLimit;
    expect(await countedRequests(config, { bucket: rateLimitBucket(routes.recordPageView), sourceIp: from, windowSeconds, now: new Date() })).toBe(0);
  });

  it('answers 429 once the client used up its minute, and counts nothing', async () => {
    const limit = routes.recordPageView.rateLimit;
    await awayFromWindowEdge(limit.windowSeconds);
    const from = newClientAddress();
    const bucket = rateLimitBucket(routes.recordPageView);
    // Use up the allowance through the limiter itself rather than with 120 requests.
    const taken = await Promise.all(Array.from({ length: limit.requests }, () => takeRateLimit(config, { bucket, sourceIp: from, limit, now: new Date() })));
    expect(taken.every((outcome) => outcome.allowed)).toBe(true);

    const path = uniquePath();
    const limited = await pageView(from, { path });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(limit.windowSeconds);
    expect(await totalViews(path)).toBe(0);
    // Someone else is still counted.
    expect((await pageView(newClientAddress(), { path })).status).toBe(202);
    expect(await totalViews(path)).toBe(1);
  });
});
