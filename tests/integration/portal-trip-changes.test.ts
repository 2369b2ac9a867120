import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { businessFactDefaults } from '#domain/site/business.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import type { Outcome } from '#functions/platform/outcome.ts';
import { guestBooking } from '#functions/app/portal/guest-booking.ts';
import { previewMove } from '#functions/app/portal/move-preview.ts';
import { cancelTrip, moveTrip } from '#functions/app/portal/trip-changes.ts';
import { loadTripView, tripView } from '#functions/app/portal/trip-view.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { eventually } from '#tests/support/wait.ts';
import { availability, config } from './booking-support.ts';
import { stripe } from './payment-support.ts';
import { aheadNow, fillSlot, paidTrip } from './portal-trip-support.ts';

// The guest's own changes (decision 024) as the portal's handlers make them, called directly with
// the guest's e-mail: the moves' repricing and settlement and the cancellation's refund, against
// the stack's table, inventory and payment simulator. portal-trip.test.ts drives the same through
// the gateway with a portal session.

const state = async (id: string) => {
  const repository = bookingsRepository(config);
  const [booking, ledger] = await Promise.all([repository.get(id), repository.ledger(id)]);
  return { booking: booking!, ledger };
};

const refusal = async (work: Promise<Outcome<unknown>>) => expectRefused(await work);

const refundedAtStripe = async (paymentIntentId: string) =>
  (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data.reduce((sum, refund) => sum + refund.amount, 0);

describe('a guest changes their own trip', () => {
  it('is not found for anyone but the guest who booked it', async () => {
    const trip = await paidTrip(2);
    expect(expectDone(await guestBooking(config, trip.id, trip.email)).id).toBe(trip.id);
    const error = await refusal(guestBooking(config, trip.id, 'someone-else@test.example'));
    expect([error.statusCode, error.code]).toEqual([404, 'TRIP_NOT_FOUND']);
    expect(
      (await refusal(moveTrip(config, trip.id, { date: freshCruiseDate(3), start: '13:30', expectedTotal: 1 }, 'someone-else@test.example', aheadNow())))
        .statusCode,
    ).toBe(404);
    expect((await refusal(cancelTrip(config, trip.id, { expectedRefund: 0 }, 'someone-else@test.example', aheadNow()))).statusCode).toBe(404);
    expect((await state(trip.id)).booking.revision).toBe(trip.booking.revision);
  });

  it('moves to a dearer free day: the engine’s price for it, the difference added to what is owed, the old slot freed, the move named for the guest', async () => {
    const trip = await paidTrip(2);
    const to = freshCruiseDate(6);
    const today = calendarDateIn(aheadNow());
    const expected = priceQuoteSelection({ ...trip.booking.selection, eventDate: to }, today, FIRST_PRICING);
    expect(expected.totalPrice).toBeGreaterThan(trip.booking.price.totalPrice);

    const preview = expectDone(await previewMove(config, trip.booking, { date: to, start: '13:30' }, aheadNow()));
    expect(preview.settlement).toEqual({
      oldTotal: trip.booking.price.totalPrice,
      newTotal: expected.totalPrice,
      difference: expected.totalPrice - trip.booking.price.totalPrice,
      paid: trip.booking.deposit.depositAmount,
      refund: 0,
      outstanding: expected.totalPrice - trip.booking.deposit.depositAmount,
    });

    const outcome = expectDone(await moveTrip(config, trip.id, { date: to, start: '13:30', expectedTotal: expected.totalPrice }, trip.email, aheadNow()));
    expect(outcome.refunded).toBe(0);
    const { booking } = await state(trip.id);
    expect(booking.slot).toMatchObject({ date: to, start: '13:30' });
    expect(booking.price.totalPrice).toBe(expected.totalPrice);
    expect(booking.deposit).toMatchObject({ depositAmount: trip.booking.deposit.depositAmount, remainingBalanceDueAt: addDays(to, -30) });
    expect(booking.cancellation.freeCancellationUntil).toBe(addDays(to, -30));
    expect(paymentSummary(booking).outstanding).toBe(expected.totalPrice - trip.booking.deposit.depositAmount);
    expect(booking.moves.at(-1)).toMatchObject({ movedBy: `${trip.email} (guest, portal)`, from: { date: trip.date, start: '13:30' } });
    expect(booking.events.at(-1)?.type).toBe('BookingMoved');
    const oldSlot = (await availability(trip.date, 20, 'private')).body.days[0].slots.find((s: { start: string }) => s.start === '13:30');
    expect(oldSlot.boatId).toBe(trip.booking.slot.boatId);
  });

  it('refuses a taken slot, a stale price and a date too close, changing nothing', async () => {
    const trip = await paidTrip(2);
    const taken = freshCruiseDate(3);
    await fillSlot(taken);
    const price = priceQuoteSelection({ ...trip.booking.selection, eventDate: taken }, calendarDateIn(aheadNow()), FIRST_PRICING).totalPrice;
    const slotTaken = await refusal(moveTrip(config, trip.id, { date: taken, start: '13:30', expectedTotal: price }, trip.email, aheadNow()));
    expect([slotTaken.statusCode, slotTaken.code]).toEqual([409, 'SLOT_TAKEN']);

    const free = freshCruiseDate(4);
    const freePrice = priceQuoteSelection({ ...trip.booking.selection, eventDate: free }, calendarDateIn(aheadNow()), FIRST_PRICING).totalPrice;
    const stale = await refusal(moveTrip(config, trip.id, { date: free, start: '13:30', expectedTotal: freePrice + 100 }, trip.email, aheadNow()));
    expect([stale.statusCode, stale.code, stale.details]).toEqual([409, 'PRICE_CHANGED', { totalPrice: freePrice }]);

    const noSuchSlot = await refusal(moveTrip(config, trip.id, { date: free, start: '07:00', expectedTotal: freePrice }, trip.email, aheadNow()));
    expect([noSuchSlot.statusCode, noSuchSlot.code]).toEqual([422, 'NO_SUCH_SLOT']);

    const late = new Date(`${addDays(trip.date, -29)}T18:00:00Z`);
    const byPhone = await refusal(moveTrip(config, trip.id, { date: free, start: '13:30', expectedTotal: freePrice }, trip.email, late));
    expect([byPhone.statusCode, byPhone.code]).toEqual([409, 'MOVE_BY_PHONE']);
    expect(byPhone.message).toContain(businessFactDefaults.phone.display);

    const after = await state(trip.id);
    expect(after.booking.revision).toBe(trip.booking.revision);
    expect(after.booking.slot).toEqual(trip.booking.slot);
  });

  it('moves a trip paid in full to a cheaper day: what was paid beyond the new total goes back to the card', async () => {
    const trip = await paidTrip(6, { full: true });
    const to = freshCruiseDate(2);
    const newTotal = priceQuoteSelection({ ...trip.booking.selection, eventDate: to }, calendarDateIn(aheadNow()), FIRST_PRICING).totalPrice;
    const excess = trip.booking.price.totalPrice - newTotal;
    expect(excess).toBeGreaterThan(0);
    const outcome = expectDone(await moveTrip(config, trip.id, { date: to, start: '13:30', expectedTotal: newTotal }, trip.email, aheadNow()));
    expect(outcome).toMatchObject({ refunded: excess, problem: null, settlement: { refund: excess, outstanding: 0 } });
    const after = await state(trip.id);
    expect(ledgerPaid(after.ledger)).toBe(newTotal);
    expect(paymentSummary(after.booking)).toMatchObject({ total: newTotal, paid: newTotal, outstanding: 0, fullyPaid: true });
    const intents = [...new Set(trip.booking.payments.map((payment) => payment.card!.paymentIntentId))];
    const refunded = (await Promise.all(intents.map(refundedAtStripe))).reduce((sum, amount) => sum + amount, 0);
    expect(refunded).toBe(excess);
  });

  it('cancels with the refund the terms give, shown first: the deposit back to the card more than 30 days out', async () => {
    const trip = await paidTrip(2);
    const view = tripView(trip.booking, businessFactDefaults, { status: 'not-yet', message: '' }, aheadNow());
    expect(view.cancel.preview).toMatchObject({ withinTerms: true, refund: trip.booking.deposit.depositAmount });
    const stale = await refusal(cancelTrip(config, trip.id, { expectedRefund: 0 }, trip.email, aheadNow()));
    expect([stale.statusCode, stale.code]).toEqual([409, 'REFUND_CHANGED']);
    expect((await state(trip.id)).booking.status).toBe('confirmed');

    const outcome = expectDone(
      await cancelTrip(config, trip.id, { expectedRefund: trip.booking.deposit.depositAmount, reason: 'Plans changed.' }, trip.email, aheadNow()),
    );
    expect(outcome.refund).toEqual({
      withinTerms: true,
      refunded: trip.booking.deposit.depositAmount,
      results: [expect.objectContaining({ amount: trip.booking.deposit.depositAmount, status: 'refunded' })],
    });
    const after = await state(trip.id);
    expect(after.booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: `${trip.email} (guest, portal)`,
      cancellationReason: 'Cancelled by the guest in the portal: Plans changed.',
    });
    expect(ledgerPaid(after.ledger)).toBe(0);
    expect(await refundedAtStripe(trip.booking.payments[0]!.card!.paymentIntentId)).toBe(trip.booking.deposit.depositAmount);
    await eventually(
      async () =>
        (await availability(trip.date, 20, 'private')).body.days[0].slots.find((s: { start: string }) => s.start === '13:30').boatId ===
        trip.booking.slot.boatId,
    );
  });

  it('says plainly, within the week before the cruise, that the local stack has no weather forecast', async () => {
    const trip = await paidTrip(2);
    const weekBefore = await loadTripView(config, trip.booking, new Date(`${addDays(trip.date, -3)}T18:00:00Z`));
    expect(weekBefore.forecast).toEqual({ status: 'unavailable', message: expect.stringContaining('No weather forecast is available here') });
    const monthBefore = await loadTripView(config, trip.booking, new Date(`${addDays(trip.date, -30)}T18:00:00Z`));
    expect(monthBefore.forecast.status).toBe('not-yet');
  });

  it('cancels within 30 days with nothing refunded, as the guest was shown', async () => {
    const trip = await paidTrip(2);
    const late = new Date(`${addDays(trip.date, -10)}T18:00:00Z`);
    const view = tripView(trip.booking, businessFactDefaults, { status: 'not-yet', message: '' }, late);
    expect(view.cancel.preview).toMatchObject({ withinTerms: false, refund: 0, paid: trip.booking.deposit.depositAmount });
    expect(view.move).toMatchObject({ allowed: false, reason: 'too-close' });
    const outcome = expectDone(await cancelTrip(config, trip.id, { expectedRefund: 0 }, trip.email, late));
    expect(outcome.refund).toEqual({ withinTerms: false, refunded: 0, results: [] });
    const after = await state(trip.id);
    expect(after.booking.status).toBe('cancelled');
    expect(ledgerPaid(after.ledger)).toBe(trip.booking.deposit.depositAmount);
  });
});
