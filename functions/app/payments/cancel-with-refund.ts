import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { refundedTotal, refundResultLine, type RefundResult } from '#domain/payments/refund-results.ts';
import { policyRefund } from '#domain/payments/refunds.ts';
import type { Config } from '../../platform/config.ts';
import { cancelBooking } from '../booking/booking-changes.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { logger } from '../../platform/logger.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { makeRefunds, type RefundsMade } from './refunds.ts';

// Staff cancel a booking (decision 020): a pending booking's open checkout is closed first, so
// the guest cannot pay for a cancelled booking (decision 018's consequence); then the booking is
// cancelled and its inventory goes back on sale; then whatever the policy the guest accepted gives
// back is refunded, each charge to where it came from. The refund follows the cancellation rather
// than sharing its transaction (Stripe is not in the table's transaction); a refund that fails is
// reported to staff, who can refund by hand from the booking's page.

export interface CancellationOutcome {
  booking: StoredBooking;
  /** What the terms gave back and what was refunded; each charge's refund (to which card, or failed) in `results`. */
  refund: { withinTerms: boolean; refunded: number; problem?: string; results: RefundResult[] };
}

export async function cancelWithRefund(config: Config, id: string, reason: string, by: string, now: Date): Promise<Outcome<CancellationOutcome>> {
  const repository = bookingsRepository(config);
  const before = await repository.get(id);
  if (!before) return refused('BOOKING_NOT_FOUND', 'There is no such booking.');
  if (before.status === 'pending_deposit' && before.checkout && (await closeCheckout(config, before.checkout.sessionId)) === 'complete') {
    return refused(
      'PAYMENT_ARRIVING',
      'The guest has just paid the deposit. Wait a moment for the payment to be recorded, then cancel: it will be refunded by the terms.',
    );
  }
  const outcome = await cancelBooking(config, id, reason, by, now);
  if (!outcome.ok) return outcome;
  const cancelled = outcome.value;
  const policy = policyRefund(cancelled, await repository.ledger(id), now);
  if (policy.parts.length === 0) return done({ booking: cancelled, refund: { withinTerms: policy.withinTerms, refunded: 0, results: [] } });
  const why = `Cancelled within the cancellation terms: ${formatMoney(policy.total)} refunded. ${reason}`.slice(0, 500);
  // The booking stays cancelled whatever the refund comes to; one not made is reported for staff to make by hand.
  const notRefunded = async (logged: string, shown: string) => {
    logger.error('Booking cancelled but its refund was not made; refund it by hand', { bookingId: id, amount: policy.total, error: logged });
    const current = (await repository.get(id)) ?? cancelled;
    return done({
      booking: current,
      refund: {
        withinTerms: true,
        refunded: 0,
        results: [],
        problem: `The booking is cancelled, but the refund of ${formatMoney(policy.total)} did not go through (${shown}). Refund it from this page.`,
      },
    });
  };
  let making: Outcome<RefundsMade>;
  try {
    // Each charge refunded on its own, several at once; every one is tried and reported.
    making = await makeRefunds(config, cancelled, policy.parts, why, by, now);
  } catch (error) {
    return notRefunded(error instanceof Error ? error.message : String(error), error instanceof Error ? error.message : 'unknown error');
  }
  // A by-hand refund the booking no longer covered (it changed meanwhile) is not made either.
  if (!making.ok) return notRefunded(making.refusal.message, making.refusal.message);
  const made = making.value;
  const after = (await repository.get(id)) ?? cancelled;
  const refunded = refundedTotal(made.results);
  const failed = made.results.filter((result) => result.status === 'failed');
  const problem =
    failed.length > 0
      ? `The booking is cancelled and ${formatMoney(refunded)} is refunded, but ${formatMoney(policy.total - refunded)} did not go through (${failed.map(refundResultLine).join('; ')}). Refund it from this page.`
      : undefined;
  return done({ booking: after, refund: { withinTerms: true, refunded, results: made.results, ...(problem ? { problem } : {}) } });
}
