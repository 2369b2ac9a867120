import { describe, expect, it } from 'vitest';
import { FIRST_PRICE_TABLE, FIRST_PRICE_VERSION } from '#domain/pricing/price-versions.ts';
import type { AdminPricingResponse } from '#domain/pricing/pricing-admin.ts';
import { monthLabel, monthWeeks, previewBases, shiftMonth } from './pricing-preview.ts';

describe('the calendar preview', () => {
  it('lays a month out in weeks from Sunday, blank outside the month', () => {
    // March 2045 starts on a Wednesday and has 31 days.
    const weeks = monthWeeks('2045-03').map((week) => week.map((cell) => cell.date));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, '2045-03-01', '2045-03-02', '2045-03-03', '2045-03-04']);
    expect(weeks.at(-1)).toEqual(['2045-03-26', '2045-03-27', '2045-03-28', '2045-03-29', '2045-03-30', '2045-03-31', null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2045-03')[1]?.map((cell) => cell.weekday)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    // February 2043 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2043-02').map((week) => week.map((cell) => cell.date))).toHaveLength(4);
    expect(monthLabel('2045-03')).toBe('March 2045');
  });

  it('steps a month back and forth across years', () => {
    expect(shiftMonth('2045-03', 1)).toBe('2045-04');
    expect(shiftMonth('2045-12', 1)).toBe('2046-01');
    expect(shiftMonth('2045-01', -1)).toBe('2044-12');
    expect(shiftMonth('2045-03', -15)).toBe('2043-12');
  });

  it("prices with today's table, or from a future version's first day, always with every rule", () => {
    const later = { ...FIRST_PRICE_VERSION, version: 7, effectiveFrom: '2045-01-01', table: structuredClone(FIRST_PRICE_TABLE), status: 'future' as const };
    const rule = {
      id: 'r',
      name: 'Spring',
      kind: 'peak' as const,
      startDate: '2045-03-01',
      endDate: '2045-03-05',
      percent: 10,
      appliesTo: 'both' as const,
      updatedAt: '',
      updatedBy: '',
    };
    const data: AdminPricingResponse = {
      today: '2026-11-27',
      current: { ...FIRST_PRICE_VERSION, status: 'current' },
      versions: [{ ...FIRST_PRICE_VERSION, status: 'current' }, later],
      rules: [rule],
    };
    const bases = previewBases(data);
    expect(bases.map((b) => [b.value, b.issuedOn, b.pricing.version, b.pricing.rules.length])).toEqual([
      ['1', '2026-11-27', 1, 1],
      ['7', '2045-01-01', 7, 1],
    ]);
    expect(bases[1]?.label).toBe('Prices from 01/01/2045 (version 7)');
  });
});
