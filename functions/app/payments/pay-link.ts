import { bookingReference, holdsInventory } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { PayLinkRequested } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';

/**
 * Asks for the guest to be e-mailed the link to their booking's page, where they pay what is due
 * by card: the deposit while the booking waits for it, else the balance. Announced as
 * PayLinkRequested; its consumer writes the e-mail to the outbox (decisions 008, 020). Staff send
 * it again from a booking, or first when they book a caller (issue 29). Refused when nothing is
 * owed, the booking has ended, or its hold has run out.
 */
export async function requestPayLink(config: Config, booking: StoredBooking, by: string, now: Date): Promise<Outcome<{ sentTo: string; amount: number }>> {
  if (!holdsInventory(booking.status)) return refused('BOOKING_ENDED', `This booking was ${booking.status} already: there is nothing to pay.`);
  const payments = paymentSummary(booking);
  if (payments.outstanding === 0) return refused('NOTHING_OWED', 'This booking is paid in full: there is nothing to pay.');
  if (booking.status === 'pending_deposit' && (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now.getTime())) {
    return refused('HOLD_ENDED', 'The time to pay the deposit has run out; the booking is being released. Book it again for the guest instead.');
  }
  const due =
    booking.status === 'pending_deposit'
      ? { what: 'deposit' as const, amount: payments.depositOutstanding }
      : { what: 'balance' as const, amount: payments.outstanding, by: booking.deposit.remainingBalanceDueAt };
  await emitEvent(
    config,
    PayLinkRequested,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      due,
      totalPrice: payments.total,
      paid: payments.paid,
      requestedBy: by,
    },
    { now },
  );
  return done({ sentTo: booking.leadGuest.email, amount: due.amount });
}
