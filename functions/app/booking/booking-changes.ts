import { cancellationIsRefundable, holdsInventory } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository, type ChangeResult } from '../../adapters/dynamodb/bookings-repository.ts';
import { publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { announceChange } from './booking-events.ts';

// What staff (and the release job) do to a booking. Every change is written over the revision it
// read, with the inventory writes it needs and the event announcing it, in one transaction; a
// booking changed meanwhile is refused (BOOKING_CHANGED) and the screen reloads it.

/** The booking, a live one: the refusals every staff change starts with. */
export async function liveBooking(config: Config, id: string): Promise<Outcome<StoredBooking>> {
  const booking = await bookingsRepository(config).get(id);
  if (!booking) return refused('BOOKING_NOT_FOUND', 'There is no such booking.');
  return endedRefusal(booking) ?? done(booking);
}

/** The refusal for a booking that no longer holds its inventory (cancelled or released), or null for a live one. */
export function endedRefusal(booking: StoredBooking): Refused<'BOOKING_ENDED'> | null {
  return holdsInventory(booking.status) ? null : refused('BOOKING_ENDED', `This booking was ${booking.status} already.`);
}

/** The change as written, its events published; a booking changed meanwhile, or a slot taken meanwhile, is refused. */
export async function writtenChange(
  config: Config,
  result: ChangeResult,
  event: PendingEvent | readonly PendingEvent[] | null,
): Promise<Outcome<StoredBooking>> {
  if (result.outcome === 'stale' || result.outcome === 'contended') {
    return refused('BOOKING_CHANGED', 'Someone changed this booking a moment ago. Reload it and try again.');
  }
  if (result.outcome === 'slot-taken')
    return refused('SLOT_TAKEN', 'That boat and time were taken a moment ago. Choose another.', { fields: { start: 'Choose another time.' } });
  const events = ([] as PendingEvent[]).concat(event ?? []);
  if (events.length > 0) await publishPending(config, events);
  return done(result.booking);
}

/** Cancels a live booking: the inventory goes back on sale; whether a refund is due follows the terms the guest accepted. */
export async function cancelBooking(config: Config, id: string, reason: string, by: string, now: Date): Promise<Outcome<StoredBooking>> {
  const live = await liveBooking(config, id);
  if (!live.ok) return live;
  const booking = live.value;
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
