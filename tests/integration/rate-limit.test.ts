import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { countedRequests, rateLimitBucket, takeRateLimit } from '#functions/platform/http/rate-limit.ts';
import { routes } from '#functions/http/routes.ts';
import { TEST_CLIENT_ADDRESS_COOKIE, TEST_CLIENT_ADDRESS_HEADER } from '#infra/local/gateway.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { api, newClientAddress } from './api-client.ts';

// The limiter against DynamoDB Local with a fixed clock: each test has its own bucket.
const config = loadConfig();
const bucket = () => `test-${randomUUID()}`;
const at = (iso: string) => new Date(iso);

describe('fixed-window rate limiter (DynamoDB Local)', () => {
  it('allows exactly the limit however many requests race for it, and refusals change nothing', async () => {
    const b = bucket();
    const limit = { requests: 120, windowSeconds: 60 };
    const now = at('2026-11-22T12:00:10Z');
    const outcomes = await Promise.all(Array.from({ length: 130 }, () => takeRateLimit(config, { bucket: b, sourceIp: '198.51.100.7', limit, now })));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(120);
    expect(outcomes.filter((o) => !o.allowed)).toEqual(Array(10).fill({ allowed: false, retryAfterSeconds: 50 }));
    expect(await countedRequests(config, { bucket: b, sourceIp: '198.51.100.7', windowSeconds: 60, now })).toBe(120);
  });

  it('starts afresh in the next window and counts clients and buckets apart', async () => {
    const b = bucket();
    const limit = { requests: 2, windowSeconds: 600 };
    const take = (sourceIp: string, iso: string, inBucket = b) => takeRateLimit(config, { bucket: inBucket, sourceIp, limit, now: at(iso) });
    expect(await take('198.51.100.1', '2026-11-22T12:00:00Z')).toEqual({ allowed: true, remaining: 1 });
    expect(await take('198.51.100.1', '2026-11-22T12:05:00Z')).toEqual({ allowed: true, remaining: 0 });
    expect(await take('198.51.100.1', '2026-11-22T12:09:59Z')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take('198.51.100.2', '2026-11-22T12:09:59Z')).toEqual({ allowed: true, remaining: 1 });
    expect(await take('198.51.100.1', '2026-11-22T12:09:59Z', bucket())).toEqual({ allowed: true, remaining: 1 });
    expect(await take('198.51.100.1', '2026-11-22T12:10:00Z')).toEqual({ allowed: true, remaining: 1 });
  });

  it('counts an IPv6 client by its /64 and clients without an address as one', async () => {
    const b = bucket();
    const limit = { requests: 1, windowSeconds: 60 };
    const now = at('2026-11-22T12:00:00Z');
    const take = (sourceIp: string | undefined) => takeRateLimit(config, { bucket: b, sourceIp, limit, now });
    expect((await take('2001:db8:1:2::1')).allowed).toBe(true);
    expect((await take('2001:db8:1:2:ffff::9')).allowed).toBe(false);
    expect((await take(undefined)).allowed).toBe(true);
    expect((await take('')).allowed).toBe(false);
    expect((await take('garbage')).allowed).toBe(false);
  });
});

describe("the test stack's gateway and a browser's address", () => {
  it("counts a request against the loopback address its test header names, never an outside one, and otherwise against the connection's", async () => {
    const from = newClientAddress();
    const claimed = newClientAddress();
    const outside = '198.51.100.77';
    // A fixed clock, so the three requests and the counts fall in one window.
    const clock = new Date('2031-03-04T18:00:00.000Z');
    const body = { email: `nobody-${randomUUID()}@test.example`, password: 'Not-the-password-1' };
    const send = (address: string) =>
      api('POST', '/api/auth/login', { from, body, headers: { ...clockHeaders(clock), [TEST_CLIENT_ADDRESS_HEADER]: address } });
    expect((await send(claimed)).status).toBe(401);
    expect((await send(outside)).status).toBe(401);
    const counted = (sourceIp: string) =>
      countedRequests(config, { bucket: rateLimitBucket(routes.login), sourceIp, windowSeconds: routes.login.rateLimit!.windowSeconds, now: clock });
    expect(await counted(claimed)).toBe(1);
    expect(await counted(outside)).toBe(0);
    expect(await counted(from)).toBe(1);
  });

  it("counts a browser's request against the loopback address its test cookie names", async () => {
    const from = newClientAddress();
    const claimed = newClientAddress();
    const clock = new Date('2031-03-05T18:00:00.000Z');
    const counted = (sourceIp: string) =>
      countedRequests(config, { bucket: rateLimitBucket(routes.login), sourceIp, windowSeconds: routes.login.rateLimit!.windowSeconds, now: clock });
    const body = { email: `nobody-${randomUUID()}@test.example`, password: 'Not-the-password-1' };
    const cookie = `${TEST_CLIENT_ADDRESS_COOKIE}=${claimed}`;
    expect((await api('POST', '/api/auth/login', { from, body, headers: { ...clockHeaders(clock), cookie } })).status).toBe(401);
    expect(await counted(claimed)).toBe(1);
    expect(await counted(from)).toBe(0);
  });
});
