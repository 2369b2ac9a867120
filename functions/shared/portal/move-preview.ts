import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { dayAvailability, findSlot, type ClockTime } from '#domain/booking/inventory.ts';
import { bookingMoveSettlement, moveEligibility, type MovePreview } from '#domain/portal/trip.ts';
import type { Config } from '../config.ts';
import { inventoryBetween } from '../bookings/availability.ts';
import { priceMove } from '../bookings/move-price.ts';
import { ConflictError, HttpError } from '../http/errors.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';

// What a guest's move would be (decision 024): whether the trip can be moved online, the slot the
// group would get and the engine's price for the new date. The move itself (trip-changes.ts)
// checks the same again; the preview's route reads only, and bundles no payment client.

export function refuseUnlessMovable(booking: StoredBooking, today: IsoDate): void {
  const eligibility = moveEligibility(booking, today, businessFacts.phone.display);
  if (!eligibility.allowed) throw new ConflictError(eligibility.reason === 'too-close' ? 'MOVE_BY_PHONE' : 'CANNOT_MOVE', eligibility.message);
}

/** The slot the group would get on `to` (422 when there is none at that time, 409 when it is taken), as moveBooking checks it. */
async function offeredSlot(config: Config, booking: StoredBooking, to: { date: IsoDate; start: ClockTime }, today: IsoDate) {
  if (booking.slot.date === to.date && booking.slot.start === to.start)
    throw new HttpError(422, 'SAME_SLOT', 'Your cruise is on that date and time already.', { start: 'Choose another date or time.' });
  const [{ settings, view }, pricing] = await Promise.all([inventoryBetween(config, to.date, to.date), loadPricingContext(config, today)]);
  const template = findSlot(settings, booking.slot.kind, to.date, to.start);
  if (!template)
    throw new HttpError(422, 'NO_SUCH_SLOT', `There is no ${booking.slot.kind === 'disco' ? 'disco sailing' : 'cruise'} at ${to.start} on ${to.date}.`, {
      start: 'Choose one of the times offered.',
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
    throw new ConflictError('SLOT_TAKEN', 'That date and time is not available for your group. Choose another.', { start: 'Choose another time.' });
  return { start: template.start, end: template.end, boatId: offered.boatId };
}

/** What moving to `to` would cost: the new slot, the old and new itemised price, the code's outcome and the difference against what is paid. */
export async function previewMove(config: Config, booking: StoredBooking, to: { date: IsoDate; start: ClockTime }, now: Date): Promise<MovePreview> {
  const today = calendarDateIn(now);
  refuseUnlessMovable(booking, today);
  const slot = await offeredSlot(config, booking, to, today);
  const { price, promo } = await priceMove(config, booking, to.date, today);
  return {
    date: to.date,
    start: slot.start,
    end: slot.end,
    boatName: boatById(slot.boatId).name,
    price,
    oldPrice: booking.price,
    promo,
    settlement: bookingMoveSettlement(booking, price.totalPrice),
  };
}
