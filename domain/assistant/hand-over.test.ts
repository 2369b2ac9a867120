import { describe, expect, it } from 'vitest';
import { businessFactDefaults } from '../site/business.ts';
import { replyBy } from './hand-over.ts';

// The office is open 09:00 to 22:00 every day (America/Chicago, CST in winter: UTC-6).
describe('when a person replies to a hand-over', () => {
  it('is within two hours while the office is open', () => {
    expect(replyBy(businessFactDefaults, new Date('2026-12-01T18:00:00Z')).at.toISOString()).toBe('2026-12-01T20:00:00.000Z');
  });

  it('is by closing time when less than two hours are left', () => {
    expect(replyBy(businessFactDefaults, new Date('2026-12-02T03:30:00Z')).at.toISOString()).toBe('2026-12-02T04:00:00.000Z');
  });

  it('is two hours after the office next opens when it is closed', () => {
    const reply = replyBy(businessFactDefaults, new Date('2026-12-02T05:00:00Z'));
    expect(reply.at.toISOString()).toBe('2026-12-02T17:00:00.000Z');
    expect(reply.text).toMatch(/Dec 2, 2026.*11:00\sAM CST/);
  });
});
