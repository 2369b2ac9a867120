import { bookingReference } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { payLinkDue } from '#domain/payments/pay-link.ts';
import { PayLinkRequested } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';

/**
 * Asks for the guest to be e-mailed the link to their booking's page, where they pay what is due
 * by card: the deposit while the booking waits for it, else the balance. Announced as
 * PayLinkRequested; its consumer writes the e-mail to the outbox (decisions 008, 020). Staff send
 * it again from a booking, or first when they book a caller (issue 29), or by confirming the
 * staff assistant's proposal (decision 080). Refused when nothing is owed, the booking has ended,
 * or its hold has run out (payLinkDue, the rule the proposal reads too).
 */
export async function requestPayLink(config: Config, booking: StoredBooking, by: string, now: Date): Promise<Outcome<{ sentTo: string; amount: number }>> {
  const check = payLinkDue(booking, now);
  if (!check.ok) return refused(check.code, check.message);
  const { due } = check;
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
      totalPrice: check.total,
      paid: check.paid,
      requestedBy: by,
    },
    { now },
  );
  return done({ sentTo: booking.leadGuest.email, amount: due.amount });
}
