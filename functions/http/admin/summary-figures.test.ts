import { describe, expect, it } from 'vitest';
import { monthStartOf, weekStartOf } from '#domain/people/back-office.ts';
import type { Lead } from '#domain/people/leads.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { summaryFigures, summaryPeriodStart } from './summary-figures.ts';

const quote = (id: string, issuedOn: string, totalPrice: number, extra: Partial<StoredQuote> = {}) =>
  ({ id, issuedOn, createdAt: `${issuedOn}T18:00:00.000Z`, price: { totalPrice }, ...extra }) as unknown as StoredQuote;
const lead = (createdAt: string) => ({ id: createdAt, createdAt }) as unknown as Lead;

describe('business weeks and months', () => {
  it.each([
    ['2026-06-08', '2026-06-08'], // a Monday
    ['2026-06-14', '2026-06-08'], // the Sunday after it
    ['2026-06-10', '2026-06-08'],
    ['2026-03-01', '2026-02-23'], // a week that started last month
  ])('the week of %s starts on %s', (today, monday) => {
    expect(weekStartOf(today)).toBe(monday);
  });

  it('starts the month on the 1st, and reads the period from the earlier of week and month start', () => {
    expect(monthStartOf('2026-06-10')).toBe('2026-06-01');
    expect(summaryPeriodStart('2026-06-10')).toBe('2026-06-01');
    expect(summaryPeriodStart('2026-07-02')).toBe('2026-06-29');
  });
});

describe('summaryFigures', () => {
  // Wednesday 2026-07-01: the week started Monday 2026-06-29, in the previous month.
  const today = '2026-07-01';

  it('counts new quotes and leads per day, week and month in America/Chicago', () => {
    const quotes = [quote('a', '2026-07-01', 100_00), quote('b', '2026-06-30', 200_00), quote('c', '2026-06-29', 300_00), quote('d', '2026-06-28', 400_00)];
    // 04:30 UTC on 07-01 is still 06-30 in Chicago; 05:30 UTC on 07-01 is 07-01 (CDT, UTC-5).
    const leads = [lead('2026-07-01T05:30:00.000Z'), lead('2026-07-01T04:30:00.000Z'), lead('2026-06-28T20:00:00.000Z')];
    expect(summaryFigures(quotes, leads, today)).toEqual({
      today,
      weekStart: '2026-06-29',
      monthStart: '2026-07-01',
      newQuotes: { today: 1, thisWeek: 3, thisMonth: 1 },
      leads: { today: 1, thisWeek: 2 },
      revenueQuoted: { thisWeek: 600_00, thisMonth: 100_00 },
    });
  });

  it('does not count an amendment as a new quote, and counts only the latest version in revenue', () => {
    const quotes = [
      quote('v1', '2026-06-30', 500_00, { supersededBy: 'v2' }),
      quote('v2', '2026-07-01', 450_00, { revises: 'v1', version: 2 }),
      quote('x', '2026-07-01', 100_00),
    ];
    const figures = summaryFigures(quotes, [], today);
    expect(figures.newQuotes).toEqual({ today: 1, thisWeek: 2, thisMonth: 1 });
    expect(figures.revenueQuoted).toEqual({ thisWeek: 550_00, thisMonth: 550_00 });
  });

  it('is all zeros for a quiet period', () => {
    expect(summaryFigures([], [], today)).toMatchObject({
      newQuotes: { today: 0, thisWeek: 0, thisMonth: 0 },
      leads: { today: 0, thisWeek: 0 },
      revenueQuoted: { thisWeek: 0, thisMonth: 0 },
    });
  });
});
