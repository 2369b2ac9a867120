import type { BookingSlot } from './booking.ts';
import type { QuoteSelection, SelectedAddOn } from './quotes.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { PrivatePackageType } from '../pricing/rates.ts';
import type { DiscoPackageKey } from '../pricing/disco.ts';
import { boatById, BOATS, type BoatId } from '../pricing/fleet.ts';
import { formatWrittenDate, type IsoDate } from '../shared/dates.ts';
import {
  discoSeatsSold,
  findSlot,
  hasSailed,
  isBlackedOut,
  slotLabel,
  smallestFreeBoat,
  takenBoats,
  type Blackout,
  type ClockTime,
  type InventorySettings,
  type Reservation,
} from './inventory.ts';
import type { MovePromoOutcome } from './move-pricing.ts';

// Staff edit a booking (issue 29): its head count, add-ons, package, boat or time. The edit is a
// new selection and slot for the booking; the engine prices the selection (as a move re-prices
// its date, decision 035), the ledger's module settles it against what is paid (decision 037),
// and a new slot is taken in the transaction that gives the old one back, as a move's is. These
// are the edit's pure rules: what the edit makes of the selection and the slot, and the changes
// it records in words for the booking's history and the guest's e-mail.

/** What staff change; a field left out stays as booked. `addOns`, when given, is the whole new list. */
export interface BookingEdit {
  groupSize?: number | undefined;
  addOns?: SelectedAddOn[] | undefined;
  /** A private cruise's package. */
  packageType?: PrivatePackageType | undefined;
  /** A disco booking's package. */
  discoPackage?: DiscoPackageKey | undefined;
  date?: IsoDate | undefined;
  start?: ClockTime | undefined;
  /** A private cruise's boat, when staff want that one (it must carry the group and be free). */
  boatId?: BoatId | undefined;
}

export type EditRefusal = { code: 'WRONG_PACKAGE' | 'NO_SUCH_SLOT' | 'SLOT_TAKEN' | 'BOAT_TOO_SMALL' | 'NOTHING_CHANGED'; field: string; message: string };

/** The booking's selection as the edit leaves it, or why the edit does not fit the booking's kind of cruise. */
export function editedSelection(selection: QuoteSelection, edit: BookingEdit): QuoteSelection | EditRefusal {
  if (selection.kind === 'private' && edit.discoPackage)
    return { code: 'WRONG_PACKAGE', field: 'discoPackage', message: 'This is a private cruise: choose one of its packages.' };
  if (selection.kind === 'disco' && (edit.packageType || edit.boatId))
    return {
      code: 'WRONG_PACKAGE',
      field: edit.packageType ? 'packageType' : 'boatId',
      message: 'This is a disco cruise: its package is a ticket, and it sails on its own boat.',
    };
  const common = {
    ...(edit.groupSize !== undefined ? { groupSize: edit.groupSize } : {}),
    ...(edit.date !== undefined ? { eventDate: edit.date } : {}),
  };
  const addOns = edit.addOns === undefined ? selection.addOns : edit.addOns.length > 0 ? edit.addOns : undefined;
  const next: QuoteSelection =
    selection.kind === 'private'
      ? { ...selection, ...common, ...(edit.packageType ? { packageType: edit.packageType } : {}) }
      : { ...selection, ...common, ...(edit.discoPackage ? { discoPackage: edit.discoPackage } : {}) };
  if (addOns) next.addOns = addOns;
  else delete next.addOns;
  return next;
}

export interface EditedSlotQuery {
  slot: BookingSlot;
  bookingId: string;
  groupSize: number;
  date: IsoDate;
  start: ClockTime;
  boatId?: BoatId | undefined;
  settings: InventorySettings;
  blackouts: readonly Blackout[];
  /** The day's reservations as stored, the booking's own among them. */
  reservations: readonly Reservation[];
  /** The moment of asking: staff may sell today, but not a slot that has set out. */
  now: Date;
}

/**
 * The slot the booking holds after the edit, or why it cannot. The booking's own reservation does
 * not count against it (its seats and its boat are given back in the same transaction). A private
 * cruise keeps its boat when only its package or add-ons change; a new time or head count takes
 * the smallest free boat that carries the group, as a booking does (its own boat among them), and
 * a boat staff choose must carry the group and be free.
 */
export function editedSlot(query: EditedSlotQuery): { slot: BookingSlot; capacity: number } | EditRefusal {
  const { slot, date, start, groupSize, settings, blackouts, now } = query;
  const template = findSlot(settings, slot.kind, date, start);
  if (!template)
    return {
      code: 'NO_SUCH_SLOT',
      field: 'start',
      message: `There is no ${slot.kind === 'disco' ? 'disco sailing' : 'cruise slot'} at ${start} on ${formatWrittenDate(date)}.`,
    };
  const moving = date !== slot.date || start !== slot.start;
  if (moving && hasSailed(date, start, now)) return { code: 'NO_SUCH_SLOT', field: 'start', message: 'That cruise has already set out. Choose a later time.' };
  if (slot.kind === 'disco') {
    const ownSeats = moving ? 0 : slot.seats;
    const capacity = 'capacity' in template ? template.capacity : 0;
    const left = capacity - (discoSeatsSold(query.reservations, date, start) - ownSeats);
    if (isBlackedOut(blackouts, date, slot.boatId) || left < groupSize)
      return { code: 'SLOT_TAKEN', field: 'start', message: `That sailing has ${Math.max(0, left)} tickets left for this group of ${groupSize}.` };
    return { slot: { ...slot, date, start: template.start, end: template.end, seats: groupSize }, capacity };
  }
  const others = query.reservations.filter((reservation) => reservation.kind !== 'private' || reservation.bookingId !== query.bookingId);
  const taken = takenBoats(others, date, template, settings);
  // The boat stays unless the time or the group changes: then the group gets the smallest free boat that carries it, as a booking does.
  const wanted = query.boatId ?? (moving || groupSize !== slot.seats ? null : slot.boatId);
  let boatId: BoatId | null;
  if (wanted) {
    const boat = boatById(wanted);
    if (boat.capacity < groupSize)
      return { code: 'BOAT_TOO_SMALL', field: 'boatId', message: `${boat.name} carries at most ${boat.capacity} guests; this group is ${groupSize}.` };
    boatId = taken.has(wanted) || isBlackedOut(blackouts, date, wanted) ? null : wanted;
    if (!boatId) return { code: 'SLOT_TAKEN', field: 'boatId', message: `${boat.name} is not free at that time. Choose another boat or time.` };
  } else {
    boatId = smallestFreeBoat(groupSize, taken, blackouts, date);
    if (!boatId) return { code: 'SLOT_TAKEN', field: 'start', message: `No boat that carries ${groupSize} guests is free at that time.` };
  }
  return { slot: { ...slot, date, start: template.start, end: template.end, boatId, seats: groupSize }, capacity: 0 };
}

/** Whether the edited slot is the one the booking holds (same inventory item), so nothing is given back or taken. */
export function sameInventory(before: BookingSlot, after: BookingSlot): boolean {
  return before.date === after.date && before.start === after.start && (before.kind === 'disco' || before.boatId === after.boatId);
}

/** One change an edit made, in words: what, and from and to. */
export interface EditChange {
  what: string;
  from: string;
  to: string;
}

/** The add-on lines of a price, in words ("Coolers on ice × 2"), or "none". */
function addOnWords(price: PriceCalculationResult): string {
  const lines = price.breakdown.lineItems.filter((line) => line.code === 'ADD_ON');
  return lines.length === 0 ? 'none' : lines.map((line) => (line.quantity && line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label)).join(', ');
}

/** What the edit changed, in the order staff and the guest read it; empty when nothing did. */
export function editChanges(
  before: { slot: BookingSlot; price: PriceCalculationResult },
  after: { slot: BookingSlot; price: PriceCalculationResult },
): EditChange[] {
  const changes: EditChange[] = [];
  const add = (what: string, from: string, to: string) => {
    if (from !== to) changes.push({ what, from, to });
  };
  add('Guests', String(before.price.groupSize), String(after.price.groupSize));
  add('Package', before.price.packageName, after.price.packageName);
  add('Add-ons', addOnWords(before.price), addOnWords(after.price));
  add('Date', formatWrittenDate(before.slot.date), formatWrittenDate(after.slot.date));
  add('Time', slotLabel(before.slot), slotLabel(after.slot));
  if (after.slot.kind === 'private') add('Boat', boatById(before.slot.boatId).name, boatById(after.slot.boatId).name);
  return changes;
}

/** The boats staff may choose for a group of this size (the ones that carry it). */
export function boatsFor(groupSize: number): BoatId[] {
  return BOATS.filter((boat) => boat.capacity >= groupSize).map((boat) => boat.id);
}

/** An edit as the booking's history records it: who, when, what changed and the itemised prices before and after. */
export interface BookingEditRecord {
  at: string;
  by: string;
  changes: EditChange[];
  oldPrice: PriceCalculationResult;
  newPrice: PriceCalculationResult;
  promo?: MovePromoOutcome | undefined;
  /** The slot before, when the edit moved the cruise. */
  from?: BookingSlot | undefined;
  /** The balance pay link made for the old total, closed by the edit's settlement. */
  staleCheckout?: string | undefined;
}
