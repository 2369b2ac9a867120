import { describe, expect, it } from 'vitest';
import { businessSummary } from '#domain/commerce/business-summary.ts';
import { toCsv } from '#domain/shared/csv.ts';
import { businessSummaryCsvRows } from './business-summary-csv.ts';

describe('businessSummaryCsvRows', () => {
  it('writes each section of the page as rows, money in dollars and partners by name, safe to open', () => {
    const summary = businessSummary(
      { from: '2027-05', to: '2027-05' },
      [
        {
          month: '2027-05',
          counters: {
            revenueBooked: 251_600,
            collected: 62_900,
            bookings: 1,
            quotes: 3,
            pageViews: 90,
            'bookingsByEventType.birthday': 1,
            'quotesByPartner.p1': 2,
            'bookedMinutes.SATURDAY': 240,
          },
        },
      ],
      { MON_THU: 0, FRIDAY: 0, SATURDAY: 960, SUNDAY: 0 },
      [],
    );
    const rows = businessSummaryCsvRows(summary, (id) => (id === 'p1' ? '=Evil Partner' : id));
    expect(rows).toContainEqual(['Month (booked $, collected $, bookings)', '2027-05', 2516, 629, 1]);
    expect(rows).toContainEqual(['Occupancy (booked hours, sellable hours, rate)', 'Saturday', 4, 16, 0.25]);
    expect(rows).toContainEqual(['Funnel', 'Page views', 90]);
    expect(toCsv(rows)).toContain("Quotes by partner,'=Evil Partner,2\r\n");
  });
});
