import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { ahead, depositCheckout, payOnPage } from './payment-support.ts';

// What the portal's trip suites share: a guest's private cruise booked and paid by card at the
// payment simulator, at the payment suites' clock (13 hours ahead of real time, payment-support.ts),
// so no other suite's release job reaches its hold.

/** The instant the payment suites' requests are made at: the `now` of a change made directly. */
export const aheadNow = () => new Date(Date.now() + 13 * 3_600_000);

const stored = async (id: string) => (await bookingsRepository(config).get(id))!;

/** A private cruise for 20 on a fresh `weekday` at 13:30, its deposit (or, with `full`, everything) paid by card. */
export async function paidTrip(weekday: number, options: { full?: boolean; date?: string } = {}) {
  const date = options.date ?? freshCruiseDate(weekday);
  const quote = await storedQuote(privateSelection(date, 20));
  const guest = leadGuest();
  const made = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...ahead() },
    body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const booking = made.body.booking as PublicBooking;
  expect((await payOnPage((await depositCheckout(quote.token)).url, '4242424242424242')).status).toBe(303);
  await eventually(async () => (await stored(booking.id)).status === 'confirmed');
  if (options.full) {
    const balance = await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token }, headers: ahead() });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    expect((await payOnPage(balance.body.url as string, '4242424242424242')).status).toBe(303);
    await eventually(async () => paymentSummary(await stored(booking.id)).fullyPaid);
  }
  return { quote, guest, email: guest.email.toLowerCase(), id: booking.id, date, booking: await stored(booking.id) };
}

/** Other guests book every boat a group of 20 fits at `start` on `date` (the 30-guest boat, then the 75). */
export async function fillSlot(date: string, start = '13:30') {
  for (const groupSize of [20, 60]) {
    const quote = await storedQuote(privateSelection(date, groupSize));
    const made = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID(), ...ahead() },
      body: { quoteToken: quote.token, start, leadGuest: leadGuest(), acceptCancellationPolicy: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
}
