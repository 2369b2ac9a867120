import type { BookingSlot } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { dayAvailability, findSlot, type ClockTime } from '#domain/booking/inventory.ts';
import type { BookingMove, MovePromoOutcome } from '#domain/booking/move-pricing.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';
import { inventoryBetween } from './availability.ts';
import { liveBooking, writtenChange } from './booking-changes.ts';
import { announceChange } from './booking-events.ts';

// Moving a booking (staff, and the guest through the portal): its own module, since it prices
// the new day and the changes that only end a booking (cancel, release) need none of that.

/**
 * What a guest's own move adds to the staff's (decision 024): a check of the booking as read (the
 * guest's ownership and the self-service window), and the new price and the terms that follow the
 * new date, applied to the moved booking before it is written, so the event announces them.
 */
export interface MoveOptions {
  /** The refusal of the booking as read, or null to go on. */
  check?: (booking: StoredBooking) => Refused | null;
  reprice?: (moved: StoredBooking) => StoredBooking;
  /** What became of the booking's code, when the move re-priced it (recorded on the move). */
  promo?: MovePromoOutcome | null;
}

/** The code's outcome as the move records it: the re-pricing's, or kept with the booked price when staff keep it. */
function movePromo(booking: StoredBooking, options: MoveOptions): { promo?: MovePromoOutcome } {
  if (options.promo) return { promo: options.promo };
  const code = booking.selection.promoCode;
  if (!code || options.reprice) return {};
  return { promo: { code, kept: true, message: `The price stays as booked, with the code ${code}'s discount.` } };
}

/**
 * Moves a live booking to another date or time: the new slot is checked against the inventory and
 * taken atomically with the old one given back, and the guest is e-mailed the new time with a
 * calendar file that replaces the old entry (BookingMoved). The price stays as booked (staff
 * amend the quote for a different price); the same kind of cruise only, and the group must fit.
 */
export async function moveBooking(
  config: Config,
  id: string,
  to: { date: IsoDate; start: ClockTime },
  by: string,
  now: Date,
  options: MoveOptions = {},
): Promise<Outcome<StoredBooking>> {
  const live = await liveBooking(config, id);
  if (!live.ok) return live;
  const booking = live.value;
  const refusal = options.check?.(booking);
  if (refusal) return refusal;
  const today = calendarDateIn(now);
  const [{ settings, view }, pricing] = await Promise.all([inventoryBetween(config, to.date, to.date), loadPricingContext(config, today)]);
  const template = findSlot(settings, booking.slot.kind, to.date, to.start);
  if (!template)
    return refused('NO_SUCH_SLOT', `There is no ${booking.slot.kind === 'disco' ? 'disco sailing' : 'cruise slot'} at ${to.start} on ${to.date}.`, {
      fields: { start: 'Choose one of the slots of that day.' },
    });
  if (booking.slot.date === to.date && booking.slot.start === to.start) return refused('SAME_SLOT', 'The booking is on that date and time already.');
  const day = dayAvailability({
    date: to.date,
    groupSize: booking.slot.seats,
    kind: booking.slot.kind,
    today,
    settings,
    blackouts: view.blackouts,
    reservations: view.reservations,
    priceTable: pricing.table,
  });
  const offered = day.slots.find((slot) => slot.start === to.start);
  if (!offered?.available || !offered.boatId)
    return refused('SLOT_TAKEN', 'That date and time is not available for this group.', { fields: { start: 'Choose another time.' } });
  const slot: BookingSlot = { ...booking.slot, date: to.date, start: template.start, end: template.end, boatId: offered.boatId };
  const moved: StoredBooking = { ...booking, slot };
  const repriced = options.reprice ? options.reprice(moved) : moved;
  // Each move records its itemised price before and after and what became of the code (decision 035).
  const record: BookingMove = {
    from: booking.slot,
    to: slot,
    movedAt: now.toISOString(),
    movedBy: by,
    oldPrice: booking.price,
    newPrice: repriced.price,
    ...movePromo(booking, options),
  };
  const after: StoredBooking = { ...repriced, moves: [...booking.moves, record] };
  const event = announceChange(after, 'BookingMoved', now);
  const capacity = 'capacity' in template ? template.capacity : 0;
  return writtenChange(config, await bookingsRepository(config).move(booking, after, event, capacity), event);
}
