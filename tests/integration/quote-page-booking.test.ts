import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { historyWords, type BookedQuoteView } from '#domain/booking/booking-history.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { previewMove } from '#functions/app/portal/move-preview.ts';
import { moveTrip } from '#functions/app/portal/trip-changes.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';
import { aheadNow, paidTrip } from './portal-trip-support.ts';

// The quote page (the "Your booking" link in every e-mail) shows the booking as it is now: after a
// move, the new date, time and itemised price, and the history from quote to move (issue 25).

const quotePage = async (token: string) => {
  const response = await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() });
  expect(response.status).toBe(200);
  return response.body as QuoteByTokenResponse;
};

describe('the quote page of a booked quote', () => {
  it('shows the booking as booked, then as moved: current date, time and itemised price, with its history', async () => {
    const trip = await paidTrip(2);
    const before = await quotePage(trip.quote.token);
    const booked = before.booked as BookedQuoteView;
    expect(booked.selection.eventDate).toBe(trip.date);
    expect(booked.price).toEqual(trip.booking.price);
    expect(booked.history.map((entry) => entry.kind)).toEqual(['quoted', 'booked']);

    const to = freshCruiseDate(6);
    const preview = expectDone(await previewMove(config, trip.booking, { date: to, start: '13:30' }, aheadNow()));
    expect(preview.price.totalPrice).not.toBe(trip.booking.price.totalPrice);
    expectDone(await moveTrip(config, trip.id, { date: to, start: '13:30', expectedTotal: preview.price.totalPrice }, trip.email, aheadNow()));
    const moved = (await bookingsRepository(config).get(trip.id))!;

    const after = await quotePage(trip.quote.token);
    // The quote as issued is kept; the booking as it is now is what the page shows.
    expect(after.quote.price).toEqual(before.quote.price);
    expect(after.quote.selection.eventDate).toBe(trip.date);
    const now = after.booked as BookedQuoteView;
    expect(now.selection.eventDate).toBe(to);
    expect(now.slot).toMatchObject({ date: to, start: '13:30', label: slotLabel(moved.slot) });
    expect(now.price).toEqual(moved.price);
    expect(now.price.totalPrice).toBe(preview.price.totalPrice);
    expect(now.history).toEqual([
      { kind: 'quoted', on: trip.quote.issuedOn, total: trip.quote.price.totalPrice },
      {
        kind: 'booked',
        on: calendarDateIn(new Date(trip.booking.createdAt)),
        slot: { date: trip.date, start: '13:30', end: trip.booking.slot.end },
        total: trip.booking.price.totalPrice,
      },
      {
        kind: 'moved',
        on: calendarDateIn(aheadNow()),
        from: { date: trip.date, start: '13:30', end: trip.booking.slot.end },
        to: { date: to, start: '13:30', end: moved.slot.end },
        oldTotal: trip.booking.price.totalPrice,
        newTotal: preview.price.totalPrice,
        promo: null,
      },
    ]);
    expect(historyWords(now.history[2]!)).toContain(
      `The price went from ${formatMoney(trip.booking.price.totalPrice)} to ${formatMoney(preview.price.totalPrice)}.`,
    );
  });
});
