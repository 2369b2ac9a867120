import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { boatById, type BoatId } from '#domain/pricing/fleet.ts';
import { dayAvailability, findSlot, type ClockTime } from '#domain/booking/inventory.ts';
import { bookingMoveSettlement, moveEligibility, type MovePreview } from '#domain/portal/trip.ts';
import type { Config } from '../../platform/config.ts';
import { inventoryBetween } from '../booking/availability.ts';
import { priceMove } from '../booking/move-price.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';

// What a guest's move would be (decision 024): whether the trip can be moved online, the slot the
// group would get and the engine's price for the new date. The move itself (trip-changes.ts)
// checks the same again; the preview's route reads only, and bundles no payment client.

/** Why the guest cannot move this trip online (too close to the cruise: by phone), or null when they can. */
export function unmovable(booking: StoredBooking, today: IsoDate): Refused<'MOVE_BY_PHONE' | 'CANNOT_MOVE'> | null {
  const eligibility = moveEligibility(booking, today, businessFacts.phone.display);
  return eligibility.allowed ? null : refused(eligibility.reason === 'too-close' ? 'MOVE_BY_PHONE' : 'CANNOT_MOVE', eligibility.message);
}

/** The slot the group would get on `to` (refused when it is the trip's own, there is none at that time, or it is taken), as moveBooking checks it. */
async function offeredSlot(
  config: Config,
  booking: StoredBooking,
  to: { date: IsoDate; start: ClockTime },
  today: IsoDate,
): Promise<Outcome<{ start: ClockTime; end: ClockTime; boatId: BoatId }>> {
  if (booking.slot.date === to.date && booking.slot.start === to.start)
    return refused('SAME_SLOT', 'Your cruise is on that date and time already.', { fields: { start: 'Choose another date or time.' } });
  const [{ settings, view }, pricing] = await Promise.all([inventoryBetween(config, to.date, to.date), loadPricingContext(config, today)]);
  const template = findSlot(settings, booking.slot.kind, to.date, to.start);
  if (!template)
    return refused('NO_SUCH_SLOT', `There is no ${booking.slot.kind === 'disco' ? 'disco sailing' : 'cruise'} at ${to.start} on ${to.date}.`, {
      fields: { start: 'Choose one of the times offered.' },
    });
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
    return refused('SLOT_TAKEN', 'That date and time is not available for your group. Choose another.', { fields: { start: 'Choose another time.' } });
  return done({ start: template.start, end: template.end, boatId: offered.boatId });
}

/** What moving to `to` would cost: the new slot, the old and new itemised price, the code's outcome and the difference against what is paid. */
export async function previewMove(config: Config, booking: StoredBooking, to: { date: IsoDate; start: ClockTime }, now: Date): Promise<Outcome<MovePreview>> {
  const today = calendarDateIn(now);
  const refusal = unmovable(booking, today);
  if (refusal) return refusal;
  const offered = await offeredSlot(config, booking, to, today);
  if (!offered.ok) return offered;
  const slot = offered.value;
  const priced = await priceMove(config, booking, to.date, today);
  if (!priced.ok) return priced;
  const { price, promo } = priced.value;
  return done({
    date: to.date,
    start: slot.start,
    end: slot.end,
    boatName: boatById(slot.boatId).name,
    price,
    oldPrice: booking.price,
    promo,
    settlement: bookingMoveSettlement(booking, price.totalPrice),
  });
}
