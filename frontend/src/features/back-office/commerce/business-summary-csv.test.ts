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
            'bookingsByBoat.boat_day_tripper': 1,
            'quotesBySource.book': 2,
            'quotesBySource.embed': 1,
            'leadsBySource.chat-partial': 4,
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

  it('names event types, boats and sources as staff know them, never by their stored keys', () => {
    const summary = businessSummary(
      { from: '2027-05', to: '2027-05' },
      [
        {
          month: '2027-05',
          counters: {
            'bookingsByEventType.bachelorette': 1,
            'bookingsByBoat.boat_day_tripper': 1,
            'bookingsByBoat.boat_clever_girl': 2,
            'quotesBySource.book': 2,
            'quotesBySource.embed': 1,
            'leadsBySource.chat-partial': 4,
            'leadsBySource.contact-form': 1,
          },
        },
      ],
      { MON_THU: 0, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0 },
      [],
    );
    const rows = businessSummaryCsvRows(summary, (id) => id);
    const section = (name: string) => rows.filter((row) => row[0] === name).map((row) => [row[1], row[2]]);
    expect(section('Bookings by event type')).toEqual([['Bachelorette Party', 1]]);
    expect(section('Bookings by boat').sort()).toEqual([
      ['Clever Girl', 2],
      ['Day Tripper', 1],
    ]);
    expect(section('Quotes by source').sort()).toEqual([
      ['Book page', 2],
      ['Partner widget', 1],
    ]);
    expect(section('Leads by source').sort()).toEqual([
      ['Contact form', 1],
      ['Left the chat', 4],
    ]);
    expect(toCsv(rows)).not.toMatch(/boat_|bachelorette,|chat-partial|contact-form|,book,|,embed,/);
  });
});
