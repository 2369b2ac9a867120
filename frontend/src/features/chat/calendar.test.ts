import { sitePriceTable } from '../../site/site-pricing.ts';
import { describe, expect, it } from 'vitest';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { priceLevelFor } from '#domain/pricing/rates.ts';
import { calendarDay, monthGrid, movedFocus, priceLegend, shiftMonth, tierForCalendar } from './calendar.ts';

const TODAY = '2026-06-01';

describe('calendar', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 6 });
    expect(weeks[0]).toEqual([null, '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('ranks day types by the hourly rate at the tier: cheapest $, dearest $$$', () => {
    for (const tier of [14, 25, 30, 50, 75] as const) {
      const rates = sitePriceTable.hourlyRates[tier];
      const cheapest = (Object.keys(rates) as (keyof typeof rates)[]).reduce((a, b) => (rates[a] <= rates[b] ? a : b));
      expect(priceLevelFor(sitePriceTable, cheapest, tier)).toBe(1);
      expect(priceLevelFor(sitePriceTable, 'SATURDAY', tier)).toBe(3);
    }
    expect(priceLegend(14).map((e) => e.dayTypes)).toEqual([['MON_THU'], ['FRIDAY', 'SUNDAY'], ['SATURDAY']]);
  });

  it('uses the smallest tier until the group size is known', () => {
    expect(tierForCalendar(undefined)).toBe(14);
    expect(tierForCalendar(40)).toBe(50);
  });

  it('labels each day with its date, day type, price level and disco', () => {
    const saturday = calendarDay('2027-06-12', TODAY, 14);
    expect(saturday.label).toBe(`Saturday, June 12, 2027, ${DAY_TYPE_LABELS.SATURDAY} rate, $$$, disco cruise sails`);
    expect(calendarDay('2026-06-02', TODAY, 14).label).toBe(`Tuesday, June 2, 2026, ${DAY_TYPE_LABELS.MON_THU} rate, $`);
    expect(calendarDay('2026-05-31', TODAY, 14).past).toBe(true);
  });

  it('names why a day cannot be booked; a past day is simply past', () => {
    const full = calendarDay('2027-06-12', TODAY, 14, 'sold-out');
    expect(full.closure).toBe('sold-out');
    expect(full.label).toBe(`Saturday, June 12, 2027, ${DAY_TYPE_LABELS.SATURDAY} rate, $$$, disco cruise sails, Sold out`);
    expect(calendarDay(TODAY, TODAY, 14, 'book-by-phone').label).toMatch(/, Book by phone$/);
    expect(calendarDay('2026-05-31', TODAY, 14, 'book-by-phone').closure).toBeNull();
  });

  it('moves keyboard focus by day, week and month, never before today', () => {
    expect(movedFocus('2026-06-10', 'ArrowRight', TODAY)).toBe('2026-06-11');
    expect(movedFocus('2026-06-10', 'ArrowUp', TODAY)).toBe('2026-06-03');
    expect(movedFocus('2026-06-03', 'ArrowUp', TODAY)).toBe(TODAY);
    expect(movedFocus('2026-06-10', 'ArrowDown', TODAY)).toBe('2026-06-17');
    expect(movedFocus('2026-06-10', 'Home', TODAY)).toBe('2026-06-07');
    expect(movedFocus('2026-06-10', 'End', TODAY)).toBe('2026-06-13');
    expect(movedFocus('2026-01-31', 'PageDown', '2026-01-01')).toBe('2026-02-28');
    expect(movedFocus('2026-06-10', 'Enter', TODAY)).toBeNull();
  });
});
