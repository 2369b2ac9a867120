import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { moveBooking } from '#functions/app/booking/booking-moves.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { previewMove } from '#functions/app/portal/move-preview.ts';
import { moveTrip } from '#functions/app/portal/trip-changes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { testToday } from '#tests/support/test-clock.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { ahead, depositCheckout, payOnPage } from './payment-support.ts';
import { aheadNow } from './portal-trip-support.ts';

// A move keeps the booking's promo code, judged as the use it already counts, or says plainly why
// it no longer applies, with the old and new itemised price, before the guest confirms; each move
// records both prices and the code's outcome (issue 25, decision 035).

const created: { code: string; terms: Record<string, unknown> }[] = [];
afterAll(async () => {
  for (const { code, terms } of created) await asAdmin('PUT', `/api/admin/promo-codes/${code}`, { ...terms, active: false });
});

const baseTerms = () => ({
  kind: 'percent',
  value: 10,
  validFrom: addDays(testToday(), -2),
  validTo: addDays(testToday(), 60),
  cruiseKinds: ['private', 'disco'],
  totalLimit: 1,
  perCustomerLimit: 1,
});

async function newCode(): Promise<{ code: string; terms: Record<string, unknown> }> {
  const code = `MOVE${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const terms = baseTerms();
  const response = await asAdmin('POST', '/api/admin/promo-codes', { code, ...terms });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const entry = { code, terms };
  created.push(entry);
  return entry;
}

/** A private cruise for 20 on a fresh Tuesday at 13:30 booked with `code` (its one allowed use), the deposit paid by card. */
async function bookedWithCode(code: string) {
  const date = freshCruiseDate(2);
  const quote = await storedQuote({ ...privateSelection(date, 20), promoCode: code });
  const guest = leadGuest();
  const made = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...ahead() },
    body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = (made.body.booking as PublicBooking).id;
  expect((await payOnPage((await depositCheckout(quote.token)).url, '4242424242424242')).status).toBe(303);
  await eventually(async () => (await bookingsRepository(config).get(id))?.status === 'confirmed');
  const booking = (await bookingsRepository(config).get(id))!;
  expect(booking.price.breakdown.lineItems.some((line) => line.code === 'PROMO_DISCOUNT')).toBe(true);
  return { id, date, email: guest.email.toLowerCase(), booking };
}

const discountOf = (price: { breakdown: { lineItems: readonly { code: string; amount: number }[] } }) =>
  price.breakdown.lineItems.find((line) => line.code === 'PROMO_DISCOUNT')?.amount ?? 0;

describe('a move and the booking’s promo code', () => {
  it('keeps the code on a date with the same rate: same price, judged as the use it already counts (its limit of one is not hit), recorded on the move', async () => {
    const { code } = await newCode();
    const trip = await bookedWithCode(code);
    expect(await promoCodesRepository(config).countUses(code)).toMatchObject({ total: 1 });
    const to = freshCruiseDate(2);

    const preview = expectDone(await previewMove(config, trip.booking, { date: to, start: '13:30' }, aheadNow()));
    expect(preview.promo).toMatchObject({ code, kept: true });
    expect(preview.settlement.difference).toBe(0);
    expect(preview.price.breakdown.lineItems).toEqual(trip.booking.price.breakdown.lineItems);
    expect(preview.oldPrice).toEqual(trip.booking.price);

    expectDone(await moveTrip(config, trip.id, { date: to, start: '13:30', expectedTotal: preview.price.totalPrice }, trip.email, aheadNow()));
    const after = (await bookingsRepository(config).get(trip.id))!;
    expect(after.price.totalPrice).toBe(trip.booking.price.totalPrice);
    expect(after.moves.at(-1)).toMatchObject({ oldPrice: trip.booking.price, newPrice: preview.price, promo: { code, kept: true } });
    // The same use: nothing more was counted.
    expect(await promoCodesRepository(config).countUses(code)).toMatchObject({ total: 1 });
  });

  it('says plainly why an expired code no longer applies, prices the new date without it, and records why on the move', async () => {
    const { code, terms } = await newCode();
    const trip = await bookedWithCode(code);
    const today = calendarDateIn(aheadNow());
    const expired = { ...terms, validFrom: addDays(today, -5), validTo: addDays(today, -1) };
    expect((await asAdmin('PUT', `/api/admin/promo-codes/${code}`, expired)).status).toBe(200);
    created.find((entry) => entry.code === code)!.terms = expired;
    const to = freshCruiseDate(2);

    const preview = expectDone(await previewMove(config, trip.booking, { date: to, start: '13:30' }, aheadNow()));
    expect(preview.promo).toMatchObject({ code, kept: false, reason: 'EXPIRED' });
    expect(preview.promo?.message).toContain(`The code ${code} no longer applies`);
    expect(preview.promo?.message).toContain(`expired on ${addDays(today, -1)}`);
    expect(discountOf(preview.price)).toBe(0);
    // The only difference is the discount lost, and it is named.
    expect(preview.settlement.difference).toBe(preview.price.totalPrice - trip.booking.price.totalPrice);
    expect(preview.price.breakdown.subtotal - trip.booking.price.breakdown.subtotal).toBe(-discountOf(trip.booking.price));

    expectDone(await moveTrip(config, trip.id, { date: to, start: '13:30', expectedTotal: preview.price.totalPrice }, trip.email, aheadNow()));
    const after = (await bookingsRepository(config).get(trip.id))!;
    expect(after.price).toEqual(preview.price);
    expect(after.moves.at(-1)).toMatchObject({
      oldPrice: trip.booking.price,
      newPrice: preview.price,
      promo: { code, kept: false, reason: 'EXPIRED', message: preview.promo?.message },
    });
  });

  it('a staff move keeps the booked price, so the code with it, and records both prices and the code', async () => {
    const { code } = await newCode();
    const trip = await bookedWithCode(code);
    const to = freshCruiseDate(2);
    const moved = expectDone(await moveBooking(config, trip.id, { date: to, start: '13:30' }, 'staff@test.example', aheadNow()));
    expect(moved.price).toEqual(trip.booking.price);
    expect(moved.moves.at(-1)).toMatchObject({
      oldPrice: trip.booking.price,
      newPrice: trip.booking.price,
      promo: { code, kept: true },
      movedBy: 'staff@test.example',
    });
    expect((await bookingsRepository(config).get(trip.id))!.moves.at(-1)).toEqual(moved.moves.at(-1));
  });
});
