import { addDays, daysBetween, type IsoDate } from '../shared/dates.ts';
import type { BoatId } from '../pricing/fleet.ts';
import type { AdminBookingSummary } from './booking.ts';
import type { Blackout } from './inventory.ts';

// Staff close a boat, or the whole fleet, for a run of days (maintenance, a holiday, the lake
// closed). A blackout stops new bookings only: a booking already made on a closed day is never
// cancelled by it, because cancelling owes the guest a refund and an e-mail that staff must
// choose to send. So the answer says exactly what happened to each day and which bookings still
// stand, for staff to move or cancel one by one.

/** The longest run of days one blackout request may close: a season's quarter. */
export const BLACKOUT_MAX_DAYS = 92;

/** A blackout as staff ask for it: every day from `from` to `to` (Chicago calendar dates), both included. */
export interface BlackoutRange {
  from: IsoDate;
  to: IsoDate;
  /** null: the whole fleet. */
  boatId: BoatId | null;
  reason: string;
}

/** What a blackout request did, day by day. */
export interface BlackoutReport {
  from: IsoDate;
  to: IsoDate;
  boatId: BoatId | null;
  reason: string;
  /** The days this request closed. */
  blocked: IsoDate[];
  /** The blackouts that already closed a day of the range for this boat (or the fleet), kept as they were, reason and all. */
  alreadyBlocked: Blackout[];
  /** Bookings on the closed days that still stand: the blackout did not cancel them. */
  bookingsStanding: AdminBookingSummary[];
}

/** Today may be closed (a storm this morning); a day already gone may not: nothing can be sold on it. */
export function blackoutStartsInPast(range: Pick<BlackoutRange, 'from'>, today: IsoDate): boolean {
  return range.from < today;
}

/** Every day of the range, first to last. */
export function blackoutDays(range: Pick<BlackoutRange, 'from' | 'to'>): IsoDate[] {
  const count = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(range.from, i));
}

/**
 * The blackout that already closes `boatId` (or, with null, the fleet) on `date`, if any. A
 * fleet-wide one closes every boat; one boat's own blackout does not close the fleet.
 */
export function coveringBlackout(existing: readonly Blackout[], date: IsoDate, boatId: BoatId | null): Blackout | null {
  return existing.find((b) => b.date === date && (b.boatId === null || (boatId !== null && b.boatId === boatId))) ?? null;
}

/** Which days of the range to close now, and which are closed already (their blackout is left alone). */
export function planBlackout(range: BlackoutRange, existing: readonly Blackout[]): { toWrite: Blackout[]; alreadyBlocked: Blackout[] } {
  const toWrite: Blackout[] = [];
  const alreadyBlocked: Blackout[] = [];
  for (const date of blackoutDays(range)) {
    const covering = coveringBlackout(existing, date, range.boatId);
    if (covering) alreadyBlocked.push(covering);
    else toWrite.push({ date, boatId: range.boatId, reason: range.reason });
  }
  return { toWrite, alreadyBlocked };
}

/** The live bookings on the range's days that sail on the closed boat (any boat, for the fleet), in date and time order. */
export function bookingsOnBlockedDays<B extends { slot: { date: IsoDate; start: string; boatId: BoatId } }>(
  bookings: readonly B[],
  range: Pick<BlackoutRange, 'from' | 'to' | 'boatId'>,
): B[] {
  return bookings
    .filter((b) => b.slot.date >= range.from && b.slot.date <= range.to && (range.boatId === null || b.slot.boatId === range.boatId))
    .sort((a, b) => a.slot.date.localeCompare(b.slot.date) || a.slot.start.localeCompare(b.slot.start));
}
