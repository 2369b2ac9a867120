import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Cents } from '#domain/shared/money.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { allocateRefund } from '#domain/payments/refunds.ts';
import { refundWaitsForShares, SHARE_BEING_PAID_MESSAGE } from '#domain/payments/split-payments.ts';
import type { MoveSettlement } from '#domain/portal/trip.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { logger } from '../../platform/logger.ts';
import { refused, type Refused } from '../../platform/outcome.ts';
import { issueRefunds } from './refunds.ts';

// The money side of the guest's move (decision 024): before the change, nothing may be arriving
// for the old figure; after it, what is paid beyond the new total goes back to where it came from
// (decision 037: the ledger never holds more than the booking costs). Staff's edit settles the
// same way after the write, in its consumer (booking-edit-settlement.ts).

/**
 * Why the booking cannot be re-priced just now, or null to go on: a friend's share checkout is
 * open while money would go back (its payment could land after the refund), or the balance's pay
 * link, made for the old figure, was paid a moment ago. The open pay link is closed here.
 */
export async function repricingRefusal(
  config: Config,
  booking: StoredBooking,
  settlement: MoveSettlement,
  now: Date,
  retry: string,
): Promise<Refused<'SHARE_BEING_PAID' | 'PAYMENT_ARRIVING'> | null> {
  if (refundWaitsForShares(booking.split, settlement.refund, now)) return refused('SHARE_BEING_PAID', SHARE_BEING_PAID_MESSAGE);
  if (
    booking.balanceCheckout &&
    settlement.oldTotal !== settlement.newTotal &&
    (await closeCheckout(config, booking.balanceCheckout.sessionId)) === 'complete'
  ) {
    return refused('PAYMENT_ARRIVING', `A payment on this booking has just been made. Wait a moment for it to be recorded, then ${retry}.`);
  }
  return null;
}

/**
 * Refunds `amount`, paid beyond the booking's new total, from its ledger's charges (to the card
 * that paid, or recorded for staff to hand back). Answers why it did not go through, or null; the
 * change stands either way, and a failure is logged for staff to make the refund by hand.
 */
export async function refundPaidBeyond(config: Config, booking: StoredBooking, amount: Cents, reason: string, by: string, now: Date): Promise<string | null> {
  const allocation = allocateRefund(await bookingsRepository(config).ledger(booking.id), amount);
  let failure: string | null;
  try {
    if (!allocation.ok) throw new Error(`the ledger holds ${formatMoney(allocation.refundable)} to refund`);
    const issued = await issueRefunds(config, booking, allocation.parts, reason, by, now);
    failure = issued.ok ? null : issued.refusal.message;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure !== null)
    logger.error('Booking re-priced but the excess paid was not refunded; refund it by hand', { bookingId: booking.id, amount, error: failure });
  return failure;
}
