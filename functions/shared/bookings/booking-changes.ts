import { cancellationIsRefundable, holdsInventory } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../config.ts';
import { bookingsRepository, type ChangeResult } from '../data/bookings-repository.ts';
import { publishPending, type PendingEvent } from '../events/publisher.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { announceChange } from './booking-events.ts';

// What staff (and the release job) do to a booking. Every change is written over the revision it
// read, with the inventory writes it needs and the event announcing it, in one transaction; a
// booking changed meanwhile is a 409 and the screen reloads it.

export async function existingBooking(config: Config, id: string): Promise<StoredBooking> {
  const booking = await bookingsRepository(config).get(id);
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  return booking;
}

export function refuseEnded(booking: StoredBooking): void {
  if (!holdsInventory(booking.status)) throw new ConflictError('BOOKING_ENDED', `This booking was ${booking.status} already.`);
}

export async function writtenChange(config: Config, result: ChangeResult, event: PendingEvent | readonly PendingEvent[] | null): Promise<StoredBooking> {
  if (result.outcome === 'stale' || result.outcome === 'contended') {
    throw new ConflictError('BOOKING_CHANGED', 'Someone changed this booking a moment ago. Reload it and try again.');
  }
  if (result.outcome === 'slot-taken')
    throw new ConflictError('SLOT_TAKEN', 'That boat and time were taken a moment ago. Choose another.', { start: 'Choose another time.' });
  const events = ([] as PendingEvent[]).concat(event ?? []);
  if (events.length > 0) await publishPending(config, events);
  return result.booking;
}

/** Cancels a live booking: the inventory goes back on sale; whether a refund is due follows the terms the guest accepted. */
export async function cancelBooking(config: Config, id: string, reason: string, by: string, now: Date): Promise<StoredBooking> {
  const booking = await existingBooking(config, id);
  refuseEnded(booking);
  const after: StoredBooking = {
    ...booking,
    status: 'cancelled',
    cancelledAt: now.toISOString(),
    cancelledBy: by,
    cancellationReason: reason,
    refundDue: paymentSummary(booking).paid > 0 && cancellationIsRefundable(booking.cancellation, now, calendarDateIn(now)),
  };
  delete after.holdExpiresAt;
  const event = announceChange(after, 'BookingCancelled', now);
  return writtenChange(config, await bookingsRepository(config).end(booking, after, event), event);
}
