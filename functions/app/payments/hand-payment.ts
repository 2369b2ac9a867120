import { randomUUID } from 'node:crypto';
import { bookingReference, type PaymentKind, type PaymentMethod, type RecordedPayment } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { announceChange } from '../booking/booking-events.ts';
import { writtenChange } from '../booking/booking-changes.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pendingEvent, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import type { Outcome } from '../../platform/outcome.ts';

// The write of a payment staff took by hand (decision 036), apart from closing the guest's pay
// links at Stripe (staff-payments.ts), so a route that records one on a booking with no pay link
// open (a caller's booking made in the same request, decision 068) carries no Stripe client.

export interface PaymentToRecord {
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  receivedOn: IsoDate;
  note?: string | undefined;
}

/**
 * Writes the payment to `booking` (as read, over its revision) with its ledger entry and
 * PaymentSucceeded, and, when it covers the deposit of a pending booking, the confirmation
 * (BookingConfirmed, the hold ended). `closed` names the pay links the caller closed first, which
 * the booking then forgets. The amount is the caller's to have checked against what is owed.
 */
export async function writeHandPayment(
  config: Config,
  booking: StoredBooking,
  payment: PaymentToRecord,
  by: string,
  now: Date,
  closed: { balance: boolean; deposit: boolean } = { balance: false, deposit: false },
): Promise<Outcome<StoredBooking>> {
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
