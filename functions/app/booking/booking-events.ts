import { bookingReference } from '#domain/booking/booking.ts';
import { bookingMoveSettlement, paymentSummary } from '#domain/payments/booking-money.ts';
import type { BookingEventType, StoredBooking } from '#domain/booking/booking-record.ts';
import { BookingCancelled, BookingChanged, BookingConfirmed, BookingMoved, BookingReleased, BookingRequested, CruiseThankYouDue } from '#events/bookings.ts';
import { pendingEvent, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';

/** The add-on and promo lines the e-mails list (decision 027); none when the price has neither. */
function extrasOf(booking: StoredBooking) {
  const lines = booking.price.breakdown.lineItems.flatMap((line) =>
    line.code === 'ADD_ON' || line.code === 'PROMO_DISCOUNT'
      ? [
          {
            code: line.code,
            label: line.label,
            amount: line.amount,
            ...(line.quantity !== undefined ? { quantity: line.quantity } : {}),
            ...(line.unitAmount !== undefined ? { unitAmount: line.unitAmount } : {}),
          },
        ]
      : [],
  );
  return lines.length > 0 ? { extras: lines } : {};
}

function bookingData(booking: StoredBooking) {
  const { slot } = booking;
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.id),
    quoteId: booking.quoteId,
    status: booking.status,
    leadGuest: booking.leadGuest,
    cruise: {
      kind: slot.kind,
      packageName: booking.price.packageName,
      groupSize: booking.price.groupSize,
      date: slot.date,
      start: slot.start,
      end: slot.end,
      boatId: slot.boatId,
    },
    totalPrice: paymentSummary(booking).total,
    depositAmount: booking.deposit.depositAmount,
    balanceDueOn: booking.deposit.remainingBalanceDueAt,
    ...(booking.status === 'pending_deposit' && booking.holdExpiresAt ? { holdExpiresAt: booking.holdExpiresAt } : {}),
    ...(booking.bookedBy ? { bookedBy: booking.bookedBy } : {}),
    ...extrasOf(booking),
  };
}

/** The event announcing a change, built from the booking as the change leaves it. */
function bookingEvent(type: BookingEventType, booking: StoredBooking, now: Date): PendingEvent {
  const options = { now };
  const data = bookingData(booking);
  const amountPaid = paymentSummary(booking).paid;
  switch (type) {
    case 'BookingRequested':
      return pendingEvent(BookingRequested, { ...data, status: 'pending_deposit' }, options);
    case 'BookingConfirmed':
      return pendingEvent(BookingConfirmed, { ...data, amountPaid }, options);
    case 'BookingCancelled':
      return pendingEvent(
        BookingCancelled,
        { ...data, reason: booking.cancellationReason ?? 'Cancelled by staff.', refundDue: booking.refundDue ?? false, amountPaid },
        options,
      );
    case 'BookingReleased':
      return pendingEvent(BookingReleased, data, options);
    case 'BookingMoved': {
      const move = booking.moves.at(-1);
      if (!move) throw new Error(`Booking ${booking.id} has no move to announce`);
      return pendingEvent(
        BookingMoved,
        { ...data, from: { date: move.from.date, start: move.from.start, boatId: move.from.boatId }, moveCount: booking.moves.length, movedBy: move.movedBy },
        options,
      );
    }
    case 'BookingChanged': {
      const edit = booking.edits?.at(-1);
      if (!edit) throw new Error(`Booking ${booking.id} has no edit to announce`);
      const money = paymentSummary(booking);
      return pendingEvent(
        BookingChanged,
        {
          ...data,
          changes: edit.changes,
          previousTotal: paymentSummary({ ...booking, price: edit.oldPrice }).total,
          amountPaid: Math.max(0, money.paid),
          remaining: money.outstanding,
          refunding: bookingMoveSettlement(booking, booking.price.totalPrice).refund,
          changedBy: edit.by,
          ...(edit.staleCheckout ? { staleCheckout: edit.staleCheckout } : {}),
          ...(edit.from ? { from: { date: edit.from.date, start: edit.from.start, end: edit.from.end, boatId: edit.from.boatId } } : {}),
          moveCount: booking.moves.length,
        },
        options,
      );
    }
  }
}

/**
 * The event announcing a change to a booking, to be written in the change's own transaction
 * (decision 017). `after` is the booking as the change leaves it; the event is added to its
 * history, so the stored booking names every event it caused.
 */
export function announceChange(after: StoredBooking, type: BookingEventType, now: Date): PendingEvent {
  const event = bookingEvent(type, after, now);
  after.events = [...after.events, { id: event.id, type, at: event.occurredAt }];
  return event;
}

/** The thank-you's announcement (decision 078), for the job to store with the booking's marker. */
export function thankYouEvent(booking: StoredBooking, now: Date): PendingEvent {
  return pendingEvent(CruiseThankYouDue, bookingData(booking), { now });
}
