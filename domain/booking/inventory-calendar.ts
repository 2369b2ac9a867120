import type { AdminBookingSummary } from './booking.ts';
import { addDays, daysBetween, type IsoDate } from '../shared/dates.ts';
import { BOATS, type BoatId } from '../pricing/fleet.ts';
import {
  discoSailingsOn,
  discoSeatsSold,
  hasSailed,
  isBlackedOut,
  overlaps,
  privateSlotsOn,
  slotLabel,
  type Blackout,
  type ClockTime,
  type InventorySettings,
  type Reservation,
} from './inventory.ts';

// The staff's boats x days calendar: for each day and boat, each slot and what fills it.

/** `past`: a private slot nobody booked on a day gone by, which can no longer be sold (before, it read as free). */
export type CalendarCellState = 'free' | 'held' | 'booked' | 'disco' | 'closed' | 'past';

/** Who sails a private booking (issue 29): the captain's e-mail (null until the office names one) and the deckhands. */
export interface CalendarCrew {
  captain: string | null;
  deckhands: readonly string[];
}

export interface CalendarBookingRef {
  id: string;
  reference: string;
  leadGuestName: string;
  groupSize: number;
  /** A private booking's crew; a disco sailing's bookings have none of their own. */
  crew?: CalendarCrew;
}

export interface CalendarCell {
  start: ClockTime;
  end: ClockTime;
  label: string;
  state: CalendarCellState;
  /** held / booked: the booking; disco: the bookings on the sailing. */
  bookings: CalendarBookingRef[];
  /** disco: tickets sold of the sailing's capacity. */
  sold?: number;
  capacity?: number;
  /** disco: whether staff may still sell tickets (not closed, not sailed, a seat left). */
  onSale?: boolean;
}

export interface CalendarBoatDay {
  boatId: BoatId;
  boatName: string;
  closedReason: string | null;
  cells: CalendarCell[];
}

export interface CalendarDay {
  date: IsoDate;
  boats: CalendarBoatDay[];
}

export interface InventoryCalendarInput {
  from: IsoDate;
  to: IsoDate;
  /** Today in Austin: an unbooked slot before it is past; today's are still for sale (same-day bookings). */
  today: IsoDate;
  /** The moment of asking: an unbooked slot today that has set out is past too. */
  now?: Date;
  settings: InventorySettings;
  blackouts: readonly Blackout[];
  reservations: readonly Reservation[];
  /** Live bookings (pending deposit or confirmed) in the range. */
  bookings: readonly AdminBookingSummary[];
  /** The crews named so far, by booking id (a booking with none has no captain yet). */
  crews?: ReadonlyMap<string, CalendarCrew>;
}

const NO_CREW: CalendarCrew = { captain: null, deckhands: [] };

function ref(booking: AdminBookingSummary): CalendarBookingRef {
  return { id: booking.id, reference: booking.reference, leadGuestName: booking.leadGuest.name, groupSize: booking.groupSize };
}

export function inventoryCalendar(input: InventoryCalendarInput): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let date = input.from; daysBetween(date, input.to) >= 0; date = addDays(date, 1)) {
    const onDay = input.bookings.filter((b) => b.slot.date === date);
    const boats = BOATS.map((boat): CalendarBoatDay => {
      const closed = input.blackouts.find((b) => b.date === date && (b.boatId === null || b.boatId === boat.id)) ?? null;
      const sailings = discoSailingsOn(input.settings, date).filter((s) => s.boatId === boat.id);
      const cells: CalendarCell[] = sailings.map((sailing) => {
        const sold = discoSeatsSold(input.reservations, date, sailing.start);
        const gone = date < input.today || hasSailed(date, sailing.start, input.now);
        return {
          start: sailing.start,
          end: sailing.end,
          label: slotLabel(sailing),
          // A sailing gone by with no ticket sold is past, as an unbooked private slot is; one that sold keeps its tickets.
          state: closed ? 'closed' : gone && sold === 0 ? 'past' : 'disco',
          bookings: onDay.filter((b) => b.slot.kind === 'disco' && b.slot.start === sailing.start).map(ref),
          sold,
          capacity: sailing.capacity,
          onSale: !closed && !gone && sold < sailing.capacity,
        };
      });
      for (const slot of privateSlotsOn(input.settings, date)) {
        if (sailings.some((sailing) => overlaps(slot, sailing))) continue;
        const booking = onDay.find((b) => b.slot.kind === 'private' && b.slot.boatId === boat.id && overlaps(slot, b.slot));
        const state: CalendarCellState = booking
          ? booking.status === 'confirmed'
            ? 'booked'
            : 'held'
          : isBlackedOut(input.blackouts, date, boat.id)
            ? 'closed'
            : date < input.today || hasSailed(date, slot.start, input.now)
              ? 'past'
              : 'free';
        const bookings = booking ? [{ ...ref(booking), crew: input.crews?.get(booking.id) ?? NO_CREW }] : [];
        cells.push({ start: slot.start, end: slot.end, label: slotLabel(slot), state, bookings });
      }
      cells.sort((a, b) => a.start.localeCompare(b.start));
      return { boatId: boat.id, boatName: boat.name, closedReason: closed?.reason ?? null, cells };
    });
    days.push({ date, boats });
  }
  return days;
}
