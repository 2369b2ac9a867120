import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { Config } from '../../platform/config.ts';
import { liveBooking } from '../booking/booking-changes.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { closeUnlessPaid } from '../../adapters/stripe/close-checkout.ts';
import { writeHandPayment, type PaymentToRecord } from './hand-payment.ts';

export type { PaymentToRecord } from './hand-payment.ts';

// A payment staff took by hand (cash, a check, a card on their own terminal), recorded as a card
// payment is: its ledger entry and PaymentSucceeded in one transaction (decision 036). The guest's
// open pay links are closed first, at Stripe; the write itself is hand-payment.ts's.

/**
 * Records a deposit or balance payment taken by hand, announced as PaymentSucceeded in the
 * transaction that writes its ledger entry (decision 017), as a card payment is: the business
 * summary, the partner's figures, the timeline and the guest's receipt count it as they count a
 * card's. The first payments that cover the deposit confirm a pending booking (BookingConfirmed)
 * and end its hold. Paying more than is owed is refused.
 */
export async function recordPayment(config: Config, id: string, payment: PaymentToRecord, by: string, now: Date): Promise<Outcome<StoredBooking>> {
  const live = await liveBooking(config, id);
  if (!live.ok) return live;
  const booking = live.value;
  const owed = paymentSummary(booking).outstanding;
  if (payment.amount > owed) {
    return refused('OVERPAYMENT', `Only ${(owed / 100).toFixed(2)} is still owed on this booking.`, {
      fields: { amount: 'Enter at most what is still owed.' },
    });
  }
  const closing = await closeOpenPayLinks(config, booking, now);
  if (!closing.ok) return closing;
  return writeHandPayment(config, booking, payment, by, now, closing.value);
}

/**
 * The guest's open pay links are closed before a payment taken by hand is recorded, so the guest
 * cannot pay the same money again online (decision 037): the balance link, and the deposit
 * checkout of a booking still waiting for its deposit. One paid a moment ago is a payment
 * arriving: refused PAYMENT_ARRIVING, and staff record theirs once it is in, if still owed.
 */
async function closeOpenPayLinks(config: Config, booking: StoredBooking, now: Date): Promise<Outcome<{ balance: boolean; deposit: boolean }>> {
  const open = (link: { sessionId: string; expiresAt: string } | undefined): link is { sessionId: string; expiresAt: string } =>
    link !== undefined && Date.parse(link.expiresAt) > now.getTime();
  const balance = open(booking.balanceCheckout) ? booking.balanceCheckout : undefined;
  const deposit = booking.status === 'pending_deposit' && open(booking.checkout) ? booking.checkout : undefined;
  for (const link of [balance, deposit]) {
    if (!link) continue;
    const closed = await closeUnlessPaid(
      config,
      link.sessionId,
      'The guest has just paid online. Wait a moment for the payment to be recorded, then record yours if anything is still owed.',
    );
    if (!closed.ok) return closed;
  }
  return done({ balance: balance !== undefined, deposit: deposit !== undefined });
}
