import { describe, expect, it } from 'vitest';
import { clientHash, windowOf } from '#functions/platform/http/rate-limit.ts';

describe('fixed rate-limit windows', () => {
  it('rounds the clock down to the window and counts the seconds left, at least one', () => {
    expect(windowOf(new Date('2026-11-22T12:03:20.500Z'), 600)).toEqual({
      start: Date.parse('2026-11-22T12:00:00Z') / 1000,
      end: Date.parse('2026-11-22T12:10:00Z') / 1000,
      secondsLeft: 400,
    });
    expect(windowOf(new Date('2026-11-22T12:00:59.999Z'), 60).secondsLeft).toBe(1);
    expect(windowOf(new Date('2026-11-22T12:01:00.000Z'), 60).secondsLeft).toBe(60);
  });

  it('stores a hash per client and bucket, never the address', () => {
    const hash = clientHash('203.0.113.7', 'POST /api/leads');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203.0.113.7');
    expect(clientHash('::ffff:203.0.113.7', 'POST /api/leads')).toBe(hash);
    expect(clientHash('203.0.113.8', 'POST /api/leads')).not.toBe(hash);
    expect(clientHash('203.0.113.7', 'POST /api/faq/feedback')).not.toBe(hash);
  });
});
