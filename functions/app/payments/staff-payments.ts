import { randomUUID } from 'node:crypto';
import { bookingReference, type PaymentKind, type PaymentMethod, type RecordedPayment } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { announceChange } from '../booking/booking-events.ts';
import { liveBooking, writtenChange } from '../booking/booking-changes.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pendingEvent, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { closeUnlessPaid } from '../../adapters/stripe/close-checkout.ts';

// A payment staff took by hand (cash, a check, a card on their own terminal), recorded as a card
// payment is: its ledger entry and PaymentSucceeded in one transaction (decision 036).

export interface PaymentToRecord {
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  receivedOn: IsoDate;
  note?: string | undefined;
}

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
  const closed = closing.value;
  const recorded = { id: randomUUID(), ...payment, recordedBy: by, recordedAt: now.toISOString() };
  const after: StoredBooking = { ...booking, payments: [...booking.payments, recorded] };
  if (closed.balance) delete after.balanceCheckout;
  if (closed.deposit) delete after.checkout;
  const entry: LedgerEntry = {
    bookingId: booking.id,
    kind: 'charge',
    amount: recorded.amount,
    entryKey: `CHARGE#${recorded.id}`,
    paymentId: recorded.id,
    method: recorded.method,
    at: recorded.recordedAt,
  };
  const events: PendingEvent[] = [];
  if (booking.status === 'pending_deposit' && paymentSummary(after).depositOutstanding === 0) {
    after.status = 'confirmed';
    after.confirmedAt = now.toISOString();
    delete after.holdExpiresAt;
    delete after.checkout;
    delete after.lastPaymentFailure;
    events.push(announceChange(after, 'BookingConfirmed', now));
  }
  events.unshift(staffPaymentEvent(booking, after, recorded, now));
  return writtenChange(config, await bookingsRepository(config).recordPayment(booking, after, entry, events), events);
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

/** PaymentSucceeded for a payment staff recorded: its method as staff gave it (a card on their own terminal is `card_by_staff`), no Stripe ids. */
function staffPaymentEvent(booking: StoredBooking, after: StoredBooking, payment: RecordedPayment, now: Date): PendingEvent {
  const summary = paymentSummary(after);
  return pendingEvent(
    PaymentSucceeded,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      paymentId: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      method: { type: payment.method === 'card' ? 'card_by_staff' : payment.method },
      recordedBy: payment.recordedBy,
      receivedOn: payment.receivedOn,
      totalPrice: summary.total,
      paid: summary.paid,
      remaining: summary.outstanding,
      ...(summary.outstanding > 0 ? { remainingDueOn: booking.deposit.remainingBalanceDueAt } : {}),
      bookingStatus: after.status,
    },
    { now },
  );
}
