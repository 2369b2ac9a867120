import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import type { ClockTime } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingMoveSettlement, cancelEligibility, repricedBooking, type MoveSettlement } from '#domain/portal/trip.ts';
import type { Config } from '../../platform/config.ts';
import { moveBooking } from '../booking/booking-moves.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { cancelWithRefund, type CancellationOutcome } from '../payments/cancel-with-refund.ts';
import { refundPaidBeyond, repricingRefusal } from '../payments/repricing.ts';
import { guestActor, guestBooking, notYours, ownedBy } from './guest-booking.ts';
import { priceMove } from '../booking/move-price.ts';
import { unmovable } from './move-preview.ts';
import { cancelPreview } from './trip-view.ts';

// The changes a guest makes to their own trip from the portal (decision 024), on top of the staff's
// logic: the same move with its atomic inventory swap (booking-changes.ts), repriced for the new
// date, and the same cancellation with the refund its terms give (cancel-with-refund.ts). What the
// guest saw before confirming is sent back with the request: if the price or the refund changed
// meanwhile (midnight crossed the 30-day line, say), the change is refused and the page shows the
// new figures, so nobody is charged or refunded other than what they agreed to.

export interface GuestMoveOutcome {
  booking: StoredBooking;
  settlement: MoveSettlement;
  refunded: number;
  problem: string | null;
}

/**
 * Moves the guest's trip: the staff's move (the inventory swapped atomically, BookingMoved naming
 * the guest) with the engine's price for the new date. A higher price raises the balance, paid by
 * the pay link; a lower one lowers it, and whatever was paid beyond the new total is refunded to
 * where it came from. The balance's open pay link and a saved card's consent named the old amount
 * and date, so they end with the move (the pay link makes a new page; reminders still go out).
 */
export async function moveTrip(
  config: Config,
  id: string,
  request: { date: IsoDate; start: ClockTime; expectedTotal: number },
  email: string,
  now: Date,
): Promise<Outcome<GuestMoveOutcome>> {
  const today = calendarDateIn(now);
  const owned = await guestBooking(config, id, email);
  if (!owned.ok) return owned;
  const before = owned.value;
  const refusal = unmovable(before, today);
  if (refusal) return refusal;
  const priced = await priceMove(config, before, request.date, today);
  if (!priced.ok) return priced;
  const { price, promo } = priced.value;
  if (price.totalPrice !== request.expectedTotal) {
    return refused('PRICE_CHANGED', `The price for that date is now ${formatMoney(price.totalPrice)}. Check the new figures and confirm again.`, {
      details: { totalPrice: price.totalPrice },
    });
  }
  const settlementBefore = bookingMoveSettlement(before, price.totalPrice);
  const notNow = await repricingRefusal(config, before, settlementBefore, now, 'move your cruise');
  if (notNow) return notNow;
  let settlement = settlementBefore;
  const movedOutcome = await moveBooking(config, id, { date: request.date, start: request.start }, guestActor(email), now, {
    promo,
    check: (current) => {
      if (!ownedBy(current, email)) return notYours();
      const unmovableNow = unmovable(current, today);
      if (unmovableNow) return unmovableNow;
      return current.revision === before.revision ? null : refused('BOOKING_CHANGED', 'Your booking changed a moment ago. Reload it and try again.');
    },
    reprice: (after) => {
      settlement = bookingMoveSettlement(after, price.totalPrice);
      return repricedBooking(after, price, today);
    },
  });
  if (!movedOutcome.ok) return movedOutcome;
  const moved = movedOutcome.value;
  if (settlement.refund === 0) return done({ booking: moved, settlement, refunded: 0, problem: null });
  const repository = bookingsRepository(config);
  const reason = `Moved to ${request.date} at a lower price: ${formatMoney(settlement.refund)} paid beyond the new total given back.`;
  // The trip stays moved whatever the refund comes to: one refused or failed is reported, and staff make it by hand.
  const failure = await refundPaidBeyond(config, moved, settlement.refund, reason, guestActor(email), now);
  if (failure !== null) {
    return done({
      booking: (await repository.get(id)) ?? moved,
      settlement,
      refunded: 0,
      problem: `Your cruise is moved, but the refund of ${formatMoney(settlement.refund)} did not go through yet. Our staff have been told and will send it; call us at ${businessFacts.phone.display} with any question.`,
    });
  }
  return done({ booking: (await repository.get(id)) ?? moved, settlement, refunded: settlement.refund, problem: null });
}

/**
 * Cancels the guest's trip with the refund its terms give (the staff's cancellation): refused if
 * the refund the guest was shown is no longer the one the terms give now.
 */
export async function cancelTrip(
  config: Config,
  id: string,
  request: { expectedRefund: number; reason?: string | undefined },
  email: string,
  now: Date,
): Promise<Outcome<CancellationOutcome>> {
  const owned = await guestBooking(config, id, email);
  if (!owned.ok) return owned;
  const booking = owned.value;
  const eligibility = cancelEligibility(booking, calendarDateIn(now));
  if (!eligibility.allowed) return refused('CANNOT_CANCEL', eligibility.message);
  const preview = cancelPreview(booking, now);
  if (preview.refund !== request.expectedRefund) {
    return refused('REFUND_CHANGED', `Cancelling now refunds ${formatMoney(preview.refund)}. Check the new figure and confirm again.`, {
      details: { refund: preview.refund },
    });
  }
  const reason = request.reason ? `Cancelled by the guest in the portal: ${request.reason}` : 'Cancelled by the guest in the portal.';
  return cancelWithRefund(config, id, reason, guestActor(email), now);
}
