import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { businessFactDefaults, marinaAddress, whatToBring } from '#domain/site/business.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import type { CancelResponse, MovePreviewResponse, MoveResponse, TripResponse } from '#domain/portal/trip.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';
import { stripe } from './payment-support.ts';
import { aheadNow, fillSlot, paidTrip } from './portal-trip-support.ts';

// The guest's trip page through the gateway (decision 024), signed in to the portal: the trip,
// its calendar file, moving (to a free slot, refused for a taken one, the difference settled) and
// cancelling (the policy's refund through the payment simulator); every route refuses another
// guest's trip with 404 and a bad request with 400, changing nothing.

const asGuest = (cookie: string) => (method: string, path: string, body?: unknown) =>
  api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }), headers: { cookie } });
const stored = async (id: string) => (await bookingsRepository(config).get(id))!;
const priceOn = (selection: Parameters<typeof priceQuoteSelection>[0], date: string) =>
  priceQuoteSelection({ ...selection, eventDate: date }, calendarDateIn(aheadNow()), FIRST_PRICING).totalPrice;

describe('the guest’s trip page', () => {
  it('shows the trip: when, where, what to bring, the price, the payments, the refund a cancellation would give; and its calendar file', async () => {
    const trip = await paidTrip(2);
    const guest = asGuest(await portalCookie(trip.email));
    const response = await guest('GET', `/api/portal/trips/${trip.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { trip: view } = response.body as TripResponse;
    expect(view.cruise).toMatchObject({ date: trip.date, start: '13:30', end: '17:30', groupSize: 20 });
    expect(view.departure).toMatchObject({ address: marinaAddress(businessFactDefaults), arriveBy: '13:15', minutesEarly: 15 });
    expect(view.departure.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    // A private cruise: photo ID for those who drink, not the disco cruise's rule for every guest.
    expect(view.whatToBring).toEqual(whatToBring('private'));
    expect(view.whatToBring.at(-1)).toBe('photo ID if you will drink: the crew may ask for it at boarding');
    expect(view.price.totalPrice).toBe(trip.booking.price.totalPrice);
    expect(view.money).toMatchObject({
      paid: trip.booking.deposit.depositAmount,
      outstanding: trip.booking.price.totalPrice - trip.booking.deposit.depositAmount,
    });
    expect(view.canPayBalance).toBe(true);
    expect(view.forecast.status).toBe('not-yet');
    expect(view.move).toEqual({ allowed: true, until: addDays(trip.date, -30) });
    expect(view.cancel).toMatchObject({ allowed: true, preview: { withinTerms: true, refund: trip.booking.deposit.depositAmount } });

    const calendar = await guest('GET', `/api/portal/trips/${trip.id}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.headers['content-disposition']).toContain(`${view.reference}.ics`);
    // Long lines are folded (RFC 5545 3.1): read it unfolded.
    const ics = (calendar.body as string).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:${trip.id}@`);
    expect(ics).toContain(`URL:http`);
    expect(ics).toContain(`/portal/trips/${trip.id}`);

    // The pay button: the balance's checkout for this booking, back to the trip page.
    const pay = await guest('POST', `/api/portal/trips/${trip.id}/balance-checkout`);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.amount).toBe(view.money.outstanding);
    const session = await stripe.checkout.sessions.retrieve((pay.body.url as string).split('/').at(-1)!);
    expect(session.success_url).toContain(`/portal/trips/${trip.id}?payment=balance-paid`);
  });

  it('answers another guest’s trip with 404 on every route, and no session with 401, changing nothing', async () => {
    const trip = await paidTrip(2);
    const stranger = asGuest(await portalCookie(`stranger-${trip.email}`));
    const base = `/api/portal/trips/${trip.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/calendar.ics`],
      ['GET', `${base}/move-preview?date=${freshCruiseDate(4)}&start=13:30`],
      ['POST', `${base}/move`, { date: freshCruiseDate(4), start: '13:30', expectedTotal: 1 }],
      ['POST', `${base}/cancel`, { expectedRefund: trip.booking.deposit.depositAmount }],
      ['POST', `${base}/balance-checkout`],
      ['POST', `${base}/share`],
    ];
    for (const [method, path, body] of calls) {
      const response = await stranger(method, path, body);
      expect([path, response.status, response.body.error?.code]).toEqual([path, 404, 'TRIP_NOT_FOUND']);
      const anonymous = await api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }) });
      expect([path, anonymous.status]).toEqual([path, 401]);
    }
    expect((await stored(trip.id)).revision).toBe(trip.booking.revision);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const trip = await paidTrip(2);
    const guest = asGuest(await portalCookie(trip.email));
    const base = `/api/portal/trips/${trip.id}`;
    const bad: [string, string, unknown?][] = [
      ['GET', `${base}/move-preview?date=next-friday&start=13:30`],
      ['GET', `${base}/move-preview?date=${freshCruiseDate(4)}`],
      ['POST', `${base}/move`, { date: freshCruiseDate(4), start: '25:00', expectedTotal: 100 }],
      ['POST', `${base}/move`, { date: freshCruiseDate(4), start: '13:30', expectedTotal: -5 }],
      ['POST', `${base}/move`, { date: freshCruiseDate(4), start: '13:30', expectedTotal: '100' }],
      ['POST', `${base}/move`, { date: '2027-02-30', start: '13:30', expectedTotal: 100 }],
      ['POST', `${base}/cancel`, {}],
      ['POST', `${base}/cancel`, { expectedRefund: 1.5 }],
      ['POST', `${base}/cancel`, { expectedRefund: 0, reason: 'x'.repeat(501) }],
    ];
    for (const [method, path, body] of bad) {
      const response = await guest(method, path, body);
      expect([path, JSON.stringify(body), response.status]).toEqual([path, JSON.stringify(body), 400]);
    }
    const after = await stored(trip.id);
    expect(after.revision).toBe(trip.booking.revision);
    expect(after.status).toBe('confirmed');
  });

  it('lets the organiser make the group’s link and set the amount per share from the trip page, refusing amounts the booking cannot take', async () => {
    const trip = await paidTrip(2);
    const guest = asGuest(await portalCookie(trip.email));
    const share = (body?: unknown) => guest('POST', `/api/portal/trips/${trip.id}/share`, body);
    const total = trip.booking.price.totalPrice;
    const made = await share();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.shares).toMatchObject({ shareAmountSet: false, sharePath: expect.stringMatching(/^\/pay\//) });
    for (const shareAmount of [0, 99, total + 1, 12.5, '5000']) {
      const refused = await share({ shareAmount });
      expect([shareAmount, refused.status]).toEqual([shareAmount, 400]);
    }
    expect((await stored(trip.id)).split?.shareAmount).toBeUndefined();
    const set = await share({ shareAmount: 12_500 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.shares).toMatchObject({ shareAmount: 12_500, shareAmountSet: true, sharePath: made.body.shares.sharePath });
    const back = await share({ shareAmount: null });
    expect(back.body.shares).toMatchObject({ shareAmountSet: false, shareAmount: back.body.shares.perPersonCost });
  });

  it('moves to a free slot on a dearer day after showing the difference, refuses a taken one, and the balance owes the difference', async () => {
    const trip = await paidTrip(2);
    const guest = asGuest(await portalCookie(trip.email));
    const base = `/api/portal/trips/${trip.id}`;
    const taken = freshCruiseDate(3);
    await fillSlot(taken);
    const refusedPreview = await guest('GET', `${base}/move-preview?date=${taken}&start=13:30`);
    expect([refusedPreview.status, refusedPreview.body.error.code]).toEqual([409, 'SLOT_TAKEN']);
    const refused = await guest('POST', `${base}/move`, { date: taken, start: '13:30', expectedTotal: priceOn(trip.booking.selection, taken) });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'SLOT_TAKEN']);
    expect((await stored(trip.id)).revision).toBe(trip.booking.revision);

    const to = freshCruiseDate(6);
    const preview = await guest('GET', `${base}/move-preview?date=${to}&start=13:30`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { settlement, price } = (preview.body as MovePreviewResponse).preview;
    expect(price.totalPrice).toBe(priceOn(trip.booking.selection, to));
    expect(settlement.difference).toBeGreaterThan(0);
    const moved = await guest('POST', `${base}/move`, { date: to, start: '13:30', expectedTotal: price.totalPrice });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const outcome = moved.body as MoveResponse;
    expect(outcome).toMatchObject({ refunded: 0, problem: null, settlement: { newTotal: price.totalPrice } });
    expect(outcome.trip.cruise).toMatchObject({ date: to, start: '13:30' });
    expect(outcome.trip.money.outstanding).toBe(price.totalPrice - trip.booking.deposit.depositAmount);
    const after = await stored(trip.id);
    expect(after.moves.at(-1)?.movedBy).toBe(`${trip.email} (guest, portal)`);
    expect(after.events.at(-1)?.type).toBe('BookingMoved');
  });

  it('moves a trip paid in full to a cheaper day: the excess goes back to the card through the simulator', async () => {
    const trip = await paidTrip(6, { full: true });
    const guest = asGuest(await portalCookie(trip.email));
    const to = freshCruiseDate(2);
    const newTotal = priceOn(trip.booking.selection, to);
    const moved = await guest('POST', `/api/portal/trips/${trip.id}/move`, { date: to, start: '13:30', expectedTotal: newTotal });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const excess = trip.booking.price.totalPrice - newTotal;
    expect((moved.body as MoveResponse).refunded).toBe(excess);
    const after = await stored(trip.id);
    expect(paymentSummary(after)).toMatchObject({ total: newTotal, paid: newTotal, fullyPaid: true });
    expect(ledgerPaid(await bookingsRepository(config).ledger(trip.id))).toBe(newTotal);
  });

  it('cancels with the refund the terms give, shown first, refunded by the payment simulator', async () => {
    const trip = await paidTrip(2);
    const guest = asGuest(await portalCookie(trip.email));
    const base = `/api/portal/trips/${trip.id}`;
    const { trip: view } = (await guest('GET', base)).body as TripResponse;
    const refund = view.cancel.preview!.refund;
    expect(refund).toBe(trip.booking.deposit.depositAmount);
    const stale = await guest('POST', `${base}/cancel`, { expectedRefund: refund - 1 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'REFUND_CHANGED']);
    expect((await stored(trip.id)).status).toBe('confirmed');

    const cancelled = await guest('POST', `${base}/cancel`, { expectedRefund: refund, reason: 'The party is off.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const outcome = cancelled.body as CancelResponse;
    expect(outcome.refund).toEqual({
      withinTerms: true,
      refunded: refund,
      problem: null,
      results: [expect.objectContaining({ amount: refund, status: 'refunded' })],
    });
    expect(outcome.trip).toMatchObject({ status: 'cancelled', money: { paid: 0 }, refunded: refund, move: { allowed: false }, cancel: { allowed: false } });
    const paymentIntentId = trip.booking.payments[0]!.card!.paymentIntentId;
    const atStripe = (await stripe.refunds.list({ payment_intent: paymentIntentId })).data.reduce((sum, r) => sum + r.amount, 0);
    expect(atStripe).toBe(refund);
    const again = await guest('POST', `${base}/cancel`, { expectedRefund: 0 });
    expect([again.status, again.body.error.code]).toEqual([409, 'CANNOT_CANCEL']);
  });
});
