import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '#domain/business-summary.ts';
import { calendarDateIn } from '#domain/dates.ts';
import { monthOf } from '#domain/partners.ts';
import { BookingConfirmed } from '#events/bookings.ts';
import { PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { handler as businessSummaryConsumer } from '#functions/consumers/business-summary.ts';
import { businessSummaryRepository } from '#functions/shared/data/business-summary-repository.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin, contactFor, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, privateSelection } from './booking-support.ts';

// The business summary (issue 18, decision 028): the consumer counts each event once into its
// month, the API reads any range of months, and a page view reaches the funnel.
//
// The consumer is fed events dated in a year of their own, so no other suite's events share the
// months these assertions read.

const context = () => lambdaContext('business-summary', 5000);
const year = 2200 + Math.floor(Math.random() * 700);

async function guestQuote() {
  const body = { selection: privateSelection(freshCruiseDate(2), 20), contact: contactFor(uniqueEmail('summary')), source: 'embed' };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.quote as { id: string };
}

describe('the business summary', () => {
  it('counts each event once, however often it is delivered, in the month it happened, and answers the range', async () => {
    const quote = await guestQuote();
    const at = `${year}-03-10T17:00:00.000Z`;
    const cruise = { ...BookingConfirmed.sample.cruise, date: `${year}-05-15`, start: '13:30', end: '17:30' };
    const events = [
      busEvent(QuoteSubmitted, { ...QuoteSubmitted.sample, quoteId: quote.id, source: 'embed' }, { occurredAt: at }),
      busEvent(BookingConfirmed, { ...BookingConfirmed.sample, quoteId: quote.id, cruise, totalPrice: 251_600 }, { occurredAt: at }),
      busEvent(PaymentSucceeded, { ...PaymentSucceeded.sample, quoteId: quote.id, amount: 62_900 }, { occurredAt: at }),
      busEvent(RefundIssued, { ...RefundIssued.sample, quoteId: quote.id, amount: 10_000 }, { occurredAt: `${year}-04-02T17:00:00.000Z` }),
    ];
    for (const event of events) {
      await businessSummaryConsumer(event, context());
      // EventBridge delivers at least once: the same domain event again, in a new delivery.
      await businessSummaryConsumer({ ...event, id: randomUUID() }, context());
    }
    const months = await businessSummaryRepository(config).between(`${year}-01`, `${year}-12`);
    const dayType = (await import('#domain/dates.ts')).dayTypeFor(cruise.date);
    expect(months).toEqual([
      { month: `${year}-03`, counters: { quotes: 1, 'quotesBySource.embed': 1, bookings: 1, revenueBooked: 251_600, 'bookingsByEventType.birthday': 1, [`bookingsByBoat.${cruise.boatId}`]: 1, collected: 62_900 } },
      { month: `${year}-04`, counters: { refunded: 10_000 } },
      { month: `${year}-05`, counters: { [`bookedMinutes.${dayType}`]: 240 } },
    ]);

    const response = await asAdmin('GET', `/api/admin/business-summary?from=${year}-01&to=${year}-12`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const summary = response.body as BusinessSummary;
    expect(summary.months).toHaveLength(12);
    expect(summary.totals).toMatchObject({ revenueBooked: 251_600, collected: 52_900, refunded: 10_000, bookings: 1, quotes: 1 });
    expect(summary.bookingsByEventType).toEqual([{ key: 'birthday', count: 1 }]);
    const occupancy = summary.occupancy.find((figure) => figure.dayType === dayType)!;
    expect(occupancy.bookedMinutes).toBe(240);
    expect(occupancy.sellableMinutes).toBeGreaterThan(240);
    expect(summary.yearBefore).toBeNull();
  });

  it('refuses a backwards or malformed range with 400 naming the field', async () => {
    const backwards = await asAdmin('GET', '/api/admin/business-summary?from=2027-05&to=2027-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('to');
    expect((await asAdmin('GET', '/api/admin/business-summary?from=2027-13&to=2027-12')).status).toBe(400);
    expect((await api('GET', '/api/admin/business-summary?from=2027-01&to=2027-12', { from: newClientAddress() })).status).toBe(401);
  });

  it('counts a page view into the month of the funnel', async () => {
    const month = monthOf(calendarDateIn(new Date()));
    const views = async () => (await businessSummaryRepository(config).between(month, month))[0]?.counters['pageViews'] ?? 0;
    const before = await views();
    const response = await api('POST', '/api/analytics/pageview', { from: newClientAddress(), body: { path: `/summary-${randomUUID().slice(0, 8)}` } });
    expect(response.status).toBe(202);
    await eventually(async () => (await views()) >= before + 1);
  });
});
