import type { BookingChanged } from '#events/bookings.ts';
import type * as z from '#domain/shared/zod.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { Config } from '../../platform/config.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { logger } from '../../platform/logger.ts';
import { refundAmount } from './refunds.ts';

// The money side of staff's edit of a booking (issue 29), after the edit is written: the balance
// pay link made for the old total is closed, and what is paid beyond the new total is given back
// to where it came from, as the guest's move gives it back (decision 024), so the ledger never
// holds more than the booking costs (decision 037). Run by the edit's event, so the edit's route
// carries no payment client and a refund Stripe refuses for a moment is tried again.

/**
 * Settles one edit. The refund is keyed by the event (`edit-{eventId}`), so a redelivered event
 * refunds nothing twice; a refund the ledger cannot make (a payment refunded meanwhile) is logged
 * for staff to make by hand.
 */
export async function settleBookingEdit(config: Config, edit: z.infer<(typeof BookingChanged)['data']>, eventId: string, now: Date): Promise<void> {
  if (edit.staleCheckout) {
    // A pay link paid just before it closed is refunded at once if it no longer fits (decision 037).
    await closeCheckout(config, edit.staleCheckout).catch((error: unknown) =>
      logger.warn('Could not close the balance checkout an edit made stale', {
        bookingId: edit.bookingId,
        sessionId: edit.staleCheckout,
        error: String(error),
      }),
    );
  }
  if (edit.refunding === 0) return;
  const reason = `Booking changed to a lower price: ${formatMoney(edit.refunding)} paid beyond the new total given back.`;
  const refunded = await refundAmount(config, edit.bookingId, { amount: edit.refunding, reason, kind: 'mistake' }, edit.changedBy, now, `edit-${eventId}`);
  if (!refunded.ok)
    logger.error('Booking changed but the excess paid was not refunded; refund it by hand', {
      bookingId: edit.bookingId,
      amount: edit.refunding,
      error: refunded.refusal.message,
    });
}
