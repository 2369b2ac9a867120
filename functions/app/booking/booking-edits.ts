import type { BookingSlot } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { editChanges, editedSelection, editedSlot, sameInventory, type BookingEdit, type EditChange, type EditRefusal } from '#domain/booking/booking-edits.ts';
import type { BookingMove, MovePromoOutcome } from '#domain/booking/move-pricing.ts';
import type { BookingEditPreview } from '#domain/payments/booking-edit.ts';
import { bookingMoveSettlement, type MoveSettlement } from '#domain/payments/booking-money.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { repricedBooking } from '#domain/portal/trip.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { refundWaitsForShares, SHARE_BEING_PAID_MESSAGE } from '#domain/payments/split-payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { inventoryBetween } from './availability.ts';
import { liveBooking, writtenChange } from './booking-changes.ts';
import { announceChange } from './booking-events.ts';
import { priceBookingSelection } from './move-price.ts';

// Staff edit a booking (issue 29): head count, add-ons, package, boat or time. The engine prices
// the edited selection as a move prices a new date (decision 035); the new slot, when there is
// one, is taken in the transaction that gives the old one back, as a move's is; the ledger's
// module says what it does to the money. The preview and the edit plan alike, so what staff
// confirm is what is written.

/** What an edit makes of the booking, worked out before anything is written. */
interface EditPlan {
  slot: BookingSlot;
  capacity: number;
  sameSlot: boolean;
  price: PriceCalculationResult;
  promo: MovePromoOutcome | null;
  changes: EditChange[];
  settlement: MoveSettlement;
  selection: StoredBooking['selection'];
}

const refusalOf = (refusal: EditRefusal): Refused => refused(refusal.code, refusal.message, { fields: { [refusal.field]: refusal.message } });

/** A held booking's deposit checkout was made for its price; it is edited once the deposit is in (or cancelled and booked again). */
function uneditable(booking: StoredBooking, now: Date): Refused | null {
  if (booking.status === 'pending_deposit')
    return refused('NOT_CONFIRMED', 'This booking is waiting for its deposit: take the deposit first, then change it (or cancel it and book again).');
  if (booking.slot.date < calendarDateIn(now)) return refused('CRUISE_PAST', 'This cruise has taken place, so it can no longer be changed.');
  return null;
}

async function planEdit(config: Config, booking: StoredBooking, edit: BookingEdit, now: Date): Promise<Outcome<EditPlan>> {
  const notNow = uneditable(booking, now);
  if (notNow) return notNow;
  const selection = editedSelection(booking.selection, edit);
  if ('code' in selection) return refusalOf(selection);
  const date = edit.date ?? booking.slot.date;
  const start = edit.start ?? booking.slot.start;
  const { settings, view } = await inventoryBetween(config, date, date);
  const taken = editedSlot({
    slot: booking.slot,
    bookingId: booking.id,
    groupSize: selection.groupSize,
    date,
    start,
    boatId: edit.boatId,
    settings,
    blackouts: view.blackouts,
    reservations: view.reservations,
    now,
  });
  if ('code' in taken) return refusalOf(taken);
  const priced = await priceBookingSelection(config, booking, selection, calendarDateIn(now));
  if (!priced.ok) return priced;
  const { price, promo } = priced.value;
  const changes = editChanges(booking, { slot: taken.slot, price });
  if (changes.length === 0) return refused('NOTHING_CHANGED', 'That is the booking as it stands: change something first.');
  return done({
    slot: taken.slot,
    capacity: taken.capacity,
    sameSlot: sameInventory(booking.slot, taken.slot),
    price,
    promo,
    changes,
    settlement: bookingMoveSettlement(booking, price.totalPrice),
    selection,
  });
}

/** What the edit would be (nothing written): the new slot, the old and new itemised price, the code's outcome and the settlement. */
export async function previewBookingEdit(config: Config, id: string, edit: BookingEdit, now: Date): Promise<Outcome<BookingEditPreview>> {
  const live = await liveBooking(config, id);
  if (!live.ok) return live;
  const planned = await planEdit(config, live.value, edit, now);
  if (!planned.ok) return planned;
  const { slot, price, promo, changes, settlement } = planned.value;
  return done({
    changes,
    price,
    oldPrice: live.value.price,
    promo,
    slot: { ...slot, label: slotLabel(slot), boatName: boatById(slot.boatId).name },
    settlement,
  });
}

/**
 * Edits a live booking as the preview showed: refused PRICE_CHANGED (nothing written) if the
 * engine's total is no longer `expectedTotal`, SHARE_BEING_PAID while money would go back and a
 * friend's share is being paid. The booking records the edit (who, what, the prices) and, for a
 * new time or boat, the move; BookingChanged e-mails the guest, and its settlement consumer closes
 * the stale pay link and gives back what is paid beyond the new total. Answers the booking and the settlement.
 */
export async function editBooking(
  config: Config,
  id: string,
  request: BookingEdit & { expectedTotal: number },
  by: string,
  now: Date,
): Promise<Outcome<{ booking: StoredBooking; settlement: MoveSettlement }>> {
  const live = await liveBooking(config, id);
  if (!live.ok) return live;
  const booking = live.value;
  const planned = await planEdit(config, booking, request, now);
  if (!planned.ok) return planned;
  const plan = planned.value;
  if (plan.price.totalPrice !== request.expectedTotal) {
    return refused('PRICE_CHANGED', `The price is now ${formatMoney(plan.price.totalPrice)}. Check the new figures and confirm again.`, {
      details: { totalPrice: plan.price.totalPrice },
    });
  }
  if (refundWaitsForShares(booking.split, plan.settlement.refund, now)) return refused('SHARE_BEING_PAID', SHARE_BEING_PAID_MESSAGE);
  const at = now.toISOString();
  const moved = !plan.sameSlot;
  const move: BookingMove[] = moved ? [{ from: booking.slot, to: plan.slot, movedAt: at, movedBy: by, oldPrice: booking.price, newPrice: plan.price }] : [];
  const edited = repricedBooking({ ...booking, selection: plan.selection, slot: plan.slot }, plan.price, calendarDateIn(now));
  const after: StoredBooking = {
    ...edited,
    moves: [...booking.moves, ...move],
    edits: [
      ...(booking.edits ?? []),
      {
        at,
        by,
        changes: plan.changes,
        oldPrice: booking.price,
        newPrice: plan.price,
        ...(plan.promo ? { promo: plan.promo } : {}),
        ...(moved ? { from: booking.slot } : {}),
        // The balance pay link was made for the old total: the settlement closes it at Stripe.
        ...(booking.balanceCheckout ? { staleCheckout: booking.balanceCheckout.sessionId } : {}),
      },
    ],
  };
  const event = announceChange(after, 'BookingChanged', now);
  const written = await writtenChange(config, await bookingsRepository(config).amend(booking, after, event, plan.capacity, plan.sameSlot), event);
  return written.ok ? done({ booking: written.value, settlement: plan.settlement }) : written;
}
