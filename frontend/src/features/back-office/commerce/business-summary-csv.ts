import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import { csvDollars, type CsvCell } from '#domain/shared/csv.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { summaryBoat, summaryEventType, summaryLeadSource, summaryQuoteSource } from './business-summary-labels.ts';

/**
 * The summary as one CSV: a section per table the page shows (a `Section` column first), so one
 * file opens as one sheet; money in dollars, occupancy as a fraction; event types, boats, sources
 * and partners by the names the page shows, not their stored keys.
 */
export function businessSummaryCsvRows(summary: BusinessSummary, partnerName: (id: string) => string): CsvCell[][] {
  const rows: CsvCell[][] = [['Section', 'Item', 'Value', 'Second value', 'Third value']];
  for (const month of summary.months)
    rows.push(['Month (booked $, collected $, bookings)', month.month, csvDollars(month.revenueBooked), csvDollars(month.collected), month.bookings]);
  for (const { key, count } of summary.bookingsByEventType) rows.push(['Bookings by event type', summaryEventType(key), count]);
  for (const { key, count } of summary.bookingsByBoat) rows.push(['Bookings by boat', summaryBoat(key), count]);
  for (const figure of summary.occupancy)
    rows.push([
      'Occupancy (booked hours, sellable hours, rate)',
      DAY_TYPE_LABELS[figure.dayType],
      figure.bookedMinutes / 60,
      figure.sellableMinutes / 60,
      Math.round(figure.rate * 10_000) / 10_000,
    ]);
  rows.push(['Funnel', 'Page views', summary.totals.pageViews], ['Funnel', 'Quotes', summary.totals.quotes], ['Funnel', 'Bookings', summary.totals.bookings]);
  for (const { key, count } of summary.quotesBySource) rows.push(['Quotes by source', summaryQuoteSource(key), count]);
  for (const { key, count } of summary.leadsBySource) rows.push(['Leads by source', summaryLeadSource(key), count]);
  for (const { key, count } of summary.quotesByPartner) rows.push(['Quotes by partner', partnerName(key), count]);
  for (const { key, count } of summary.bookingsByPartner) rows.push(['Bookings by partner', partnerName(key), count]);
  return rows;
}
