import { randomUUID } from 'node:crypto';
import { bookingReference, paymentSummary } from '#domain/booking.ts';
import { BookingCancelled, BookingConfirmed, BookingMoved, BookingReleased, BookingRequested } from '#events/bookings.ts';
import type { Config } from '../config.ts';
import { bookingsRepository, type BookingEventType, type BookingOutboxEvent, type StoredBooking } from '../data/bookings-repository.ts';
import { publishEvent } from '../events/publisher.ts';

/** A new entry for the booking's outbox; written with the change it announces. */
export function outboxEvent(type: BookingEventType, now: Date): BookingOutboxEvent {
  return { id: randomUUID(), type, at: now.toISOString() };
}

function bookingData(booking: StoredBooking) {
  const { slot } = booking;
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.id),
    quoteId: booking.quoteId,
    status: booking.status,
    leadGuest: booking.leadGuest,
    cruise: { kind: slot.kind, packageName: booking.price.packageName, groupSize: booking.price.groupSize, date: slot.date, start: slot.start, end: slot.end, boatId: slot.boatId },
    totalPrice: booking.price.totalPrice,
    depositAmount: booking.deposit.depositAmount,
    balanceDueOn: booking.deposit.remainingBalanceDueAt,
    ...(booking.status === 'pending_deposit' && booking.holdExpiresAt ? { holdExpiresAt: booking.holdExpiresAt } : {}),
  };
}

async function publish(config: Config, booking: StoredBooking, event: BookingOutboxEvent): Promise<void> {
  const options = { now: new Date(event.at), id: event.id };
  const data = bookingData(booking);
  const amountPaid = paymentSummary(booking).paid;
  switch (event.type) {
    case 'BookingRequested':
      await publishEvent(config, BookingRequested, { ...data, status: 'pending_deposit' }, options);
      return;
    case 'BookingConfirmed':
      await publishEvent(config, BookingConfirmed, { ...data, amountPaid }, options);
      return;
    case 'BookingCancelled':
      await publishEvent(config, BookingCancelled, { ...data, reason: booking.cancellationReason ?? 'Cancelled by staff.', refundDue: booking.refundDue ?? false, amountPaid }, options);
      return;
    case 'BookingReleased':
      await publishEvent(config, BookingReleased, data, options);
      return;
    case 'BookingMoved': {
      // The move this event announces: events and moves are appended together, so count them alike.
      const moveCount = booking.events.slice(0, booking.events.indexOf(event) + 1).filter((e) => e.type === 'BookingMoved').length;
      const move = booking.moves[moveCount - 1];
      if (!move) throw new Error(`Booking ${booking.id} has no move ${moveCount} for its BookingMoved event`);
      const cruise = { ...data.cruise, date: move.to.date, start: move.to.start, end: move.to.end, boatId: move.to.boatId };
      await publishEvent(config, BookingMoved, { ...data, cruise, from: { date: move.from.date, start: move.from.start, boatId: move.from.boatId }, moveCount }, options);
      return;
    }
  }
}

/**
 * Publishes the booking's events that have not gone out yet, oldest first, each under the id it
 * was written with (consumers are idempotent on it), and marks each published. A failure leaves
 * the rest for the next call (the release job calls this for every booking it touches).
 */
export async function announceBooking(config: Config, booking: StoredBooking, now: Date): Promise<void> {
  const repository = bookingsRepository(config);
  for (const [index, event] of booking.events.entries()) {
    if (event.publishedAt) continue;
    await publish(config, booking, event);
    await repository.markEventPublished(booking.id, index, now.toISOString());
  }
}
