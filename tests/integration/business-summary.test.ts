import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { monthOf } from '#domain/commerce/partners.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { BookingConfirmed, BookingMoved } from '#events/bookings.ts';
import { PaymentSucceeded, RefundIssued } from '#events/payments.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import { handler as businessSummaryConsumer } from '#functions/consumers/business-summary.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { businessSummaryRepository } from '#functions/adapters/dynamodb/business-summary-repository.ts';
import { metrics } from '#functions/platform/metrics.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { busMark, consumerFailuresSince, describeConsumerFailures } from '#tests/support/bus.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockDaysBefore } from '#tests/support/test-clock.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin, contactFor, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { availability, book, config, privateSelection, storedQuote } from './booking-support.ts';

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

/** What the fixture's move changed the price by (a guest's move is priced again, decision 035). */
const MOVE_PRICE_CHANGE = 12_345;

/** A confirmed booking, stored without announcing it, moved once from `from` to `to` at a price MOVE_PRICE_CHANGE higher. */
async function movedBookingFixture(
  quoteId: string,
  from: { date: string; start: string; end: string },
  to: { date: string; start: string; end: string },
): Promise<StoredBooking> {
  const template = await storedQuote(privateSelection(freshCruiseDate(4), 20), { clock: clockDaysBefore(10) });
  const { booking } = (await book(template.token, '09:00', { clock: clockDaysBefore(10) })).body as { booking: { id: string } };
  const { holdExpiresAt: _held, ...real } = (await bookingsRepository(config).get(booking.id))!;
  const slot = { ...real.slot, ...to };
  const fixture: StoredBooking = {
    ...real,
    id: randomUUID(),
    quoteId,
    status: 'confirmed',
    slot,
    moves: [
      {
        from: { ...real.slot, ...from },
        to: slot,
        movedAt: `${year}-08-06T17:00:00.000Z`,
        movedBy: 'guest@test.example (guest, portal)',
        oldPrice: real.price,
        newPrice: { ...real.price, totalPrice: real.price.totalPrice + MOVE_PRICE_CHANGE },
      },
    ],
  };
  const claim = { key: randomUUID(), requestHash: 'fixture', expiresAt: Math.floor(Date.now() / 1000) + 3600 };
  const created = await storedWithoutAnnouncing((event) => bookingsRepository(config).create(fixture, event, 0, claim));
  expect(created.outcome).toBe('created');
  return fixture;
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
    // The business metrics (decision 081) are emitted here, in this worker; the stack's own
    // deliveries run in another process, so what the spy sees is these events' alone.
    const added = vi.spyOn(metrics, 'addMetric');
    try {
      for (const event of events) {
        await businessSummaryConsumer(event, context());
        // EventBridge delivers at least once: the same domain event again, in a new delivery.
        await businessSummaryConsumer({ ...event, id: randomUUID() }, context());
      }
      expect(added.mock.calls.map(([name, unit, value]) => [name, unit, value])).toEqual([
        ['QuoteCreated', 'Count', 1],
        ['BookingConfirmed', 'Count', 1],
        ['PaymentRecorded', 'Count', 1],
        ['PaymentAmountCents', 'Count', 62_900],
        ['RefundIssued', 'Count', 1],
        ['RefundAmountCents', 'Count', 10_000],
      ]);
      expect(metrics.hasStoredMetrics()).toBe(false);
    } finally {
      added.mockRestore();
    }
    const months = await businessSummaryRepository(config).between(`${year}-01`, `${year}-12`);
    const dayType = (await import('#domain/shared/dates.ts')).dayTypeFor(cruise.date);
    expect(months).toEqual([
      {
        month: `${year}-03`,
        counters: {
          quotes: 1,
          'quotesBySource.embed': 1,
          bookings: 1,
          revenueBooked: 251_600,
          'bookingsByEventType.birthday': 1,
          [`bookingsByBoat.${cruise.boatId}`]: 1,
          collected: 62_900,
        },
      },
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

  it('counts a booking confirmed in the month it sails and then moved within that month at a new price, each once and rightly', async () => {
    const quote = await guestQuote();
    // A booking whose move history is in the summary's own year (August: the test above counts into
    // March to May): the consumer reads where it was moved from.
    const fixture = await movedBookingFixture(
      quote.id,
      { date: `${year}-08-13`, start: '09:00', end: '13:00' },
      { date: `${year}-08-20`, start: '13:30', end: '17:30' },
    );
    const confirmedCruise = { ...BookingConfirmed.sample.cruise, kind: 'private' as const, date: `${year}-08-13`, start: '09:00', end: '13:00' };
    const events = [
      busEvent(
        BookingConfirmed,
        { ...BookingConfirmed.sample, bookingId: fixture.id, quoteId: quote.id, cruise: confirmedCruise, totalPrice: 251_600 },
        { occurredAt: `${year}-08-02T17:00:00.000Z` },
      ),
      busEvent(
        BookingMoved,
        {
          ...BookingMoved.sample,
          bookingId: fixture.id,
          quoteId: quote.id,
          status: 'confirmed',
          moveCount: 1,
          cruise: { ...confirmedCruise, date: `${year}-08-20`, start: '13:30', end: '17:30' },
          from: { date: `${year}-08-13`, start: '09:00', boatId: confirmedCruise.boatId },
        },
        { occurredAt: `${year}-08-06T17:00:00.000Z` },
      ),
    ];
    for (const event of events) {
      await businessSummaryConsumer(event, context());
      await businessSummaryConsumer({ ...event, id: randomUUID() }, context());
    }
    const { dayTypeFor } = await import('#domain/shared/dates.ts');
    // Revenue booked follows the move's new total.
    const expected: Record<string, number> = {
      bookings: 1,
      revenueBooked: 251_600 + MOVE_PRICE_CHANGE,
      'bookingsByEventType.birthday': 1,
      [`bookingsByBoat.${confirmedCruise.boatId}`]: 1,
    };
    // Confirmed on the 13th's slot, then moved to the 20th's: its minutes are the 20th's only.
    for (const [date, minutes] of [
      [`${year}-08-13`, 240],
      [`${year}-08-13`, -240],
      [`${year}-08-20`, 240],
    ] as const) {
      const name = `bookedMinutes.${dayTypeFor(date)}`;
      expected[name] = (expected[name] ?? 0) + minutes;
    }
    const [august] = await businessSummaryRepository(config).between(`${year}-08`, `${year}-08`);
    const nonZero = (counters: Record<string, number>) => Object.fromEntries(Object.entries(counters).filter(([, value]) => value !== 0));
    expect(nonZero(august!.counters)).toEqual(nonZero(expected));
  });

  it('moves a confirmed private charter to another time on its day: the boats and the summary follow, and no consumer fails', async () => {
    const date = freshCruiseDate(3);
    // Sixty guests fit one boat only, so a slot's availability is that boat's.
    const quote = await storedQuote(privateSelection(date, 60), { clock: clockDaysBefore(10) });
    const { booking } = (await book(quote.token, '09:00', { clock: clockDaysBefore(10) })).body;
    const paid = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'check',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.body.booking?.status, JSON.stringify(paid.body)).toBe('confirmed');
    const mark = await busMark();
    const moved = await asAdmin('POST', `/api/admin/bookings/${booking.id}/move`, { date, start: '13:30' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const slotAt = async (start: string) =>
      (await availability(date, 60, 'private')).body.days[0].slots.find((slot: { start: string }) => slot.start === start);
    expect((await slotAt('09:00')).available).toBe(true);
    expect((await slotAt('13:30')).available).toBe(false);
    const failures = await consumerFailuresSince(mark);
    expect(failures, describeConsumerFailures(failures)).toEqual([]);
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
