import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('a moment as staff read it', () => {
  it("is the business's date and time of day, with the zone when asked (CST in winter, CDT in summer)", () => {
    expect(formatDateTime('2026-11-30T17:00:00.000Z')).toBe('11/30/2026, 11:00 AM');
    expect(formatDateTime('2026-11-30T17:00:00.000Z', { zone: true })).toBe('11/30/2026, 11:00 AM CST');
    expect(formatDateTime('2026-06-14T20:05:00.000Z', { zone: true })).toBe('06/14/2026, 3:05 PM CDT');
    expect(formatDateTime(undefined, { zone: true })).toBe('TBD');
  });
});
