import { randomUUID } from 'node:crypto';
import { bookingReference, paymentSummary, type PaymentKind, type PaymentMethod, type RecordedPayment } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import type { Config } from '../config.ts';
import { announceChange } from '../bookings/booking-events.ts';
import { existingBooking, refuseEnded, writtenChange } from '../bookings/booking-changes.ts';
import { bookingsRepository } from '../data/bookings-repository.ts';
import { pendingEvent, type PendingEvent } from '../events/publisher.ts';
import { HttpError } from '../http/errors.ts';

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
export async function recordPayment(config: Config, id: string, payment: PaymentToRecord, by: string, now: Date): Promise<StoredBooking> {
  const booking = await existingBooking(config, id);
  refuseEnded(booking);
  const owed = paymentSummary(booking).outstanding;
  if (payment.amount > owed) {
    throw new HttpError(422, 'OVERPAYMENT', `Only ${(owed / 100).toFixed(2)} is still owed on this booking.`, { amount: 'Enter at most what is still owed.' });
  }
  const recorded = { id: randomUUID(), ...payment, recordedBy: by, recordedAt: now.toISOString() };
  const after: StoredBooking = { ...booking, payments: [...booking.payments, recorded] };
  const entry: LedgerEntry = { bookingId: booking.id, kind: 'charge', amount: recorded.amount, entryKey: `CHARGE#${recorded.id}`, paymentId: recorded.id, method: recorded.method, at: recorded.recordedAt };
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

