import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/shared/config.ts';
import { countedRequests, takeRateLimit } from '#functions/shared/http/rate-limit.ts';

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
