import { weekStartOf } from '#domain/people/back-office.ts';
import { inventoryCalendarQuerySchema } from '#domain/booking/booking-schemas.ts';
import { addDays, formatDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';
import type { BoatId } from '#domain/pricing/fleet.ts';
import type { CalendarCell, CalendarCellState, CalendarCrew, CalendarDay } from '#domain/booking/inventory-calendar.ts';
import { bookingPath } from './booking-format.ts';
import { plural } from '../shared/format.ts';

// The boats x days calendar of /admin/inventory as the screen lays it out, apart from React: two
// weeks from a Monday (kept in the URL as ?from=), one table per week with a row per boat and a
// column per day (and the same cells by day for phones), every slot's state in words.

export const CALENDAR_SPAN_DAYS = 14;

const dateSchema = inventoryCalendarQuerySchema.shape.from;

export interface CalendarRange {
  from: IsoDate;
  to: IsoDate;
  previous: IsoDate;
  next: IsoDate;
}

/** The first day shown: ?from= when it is a date, else the Monday of this week. */
export function calendarStartFrom(search: URLSearchParams, today: IsoDate): IsoDate {
  const parsed = dateSchema.safeParse(search.get('from'));
  return parsed.success ? parsed.data : weekStartOf(today);
}

export function calendarRange(from: IsoDate): CalendarRange {
  return { from, to: addDays(from, CALENDAR_SPAN_DAYS - 1), previous: addDays(from, -CALENDAR_SPAN_DAYS), next: addDays(from, CALENDAR_SPAN_DAYS) };
}

/** The inventory screen's calendar showing `date` (from the Monday of its week). */
export function calendarPathFor(date: IsoDate): string {
  return `/admin/inventory?from=${weekStartOf(date)}#calendar`;
}

/** A slot's state in a cell: one word, with what it means in the detail line under it. */
export const CELL_STATE_LABELS: Readonly<Record<CalendarCellState, string>> = {
  free: 'Free',
  held: 'Held',
  booked: 'Booked',
  disco: 'Disco',
  closed: 'Closed',
  past: 'Past',
};

/** The key above the calendar says what each state means. */
export const CELL_STATE_MEANINGS: Readonly<Record<CalendarCellState, string>> = {
  free: 'Free: can be booked',
  held: 'Held: pending deposit',
  booked: 'Booked: confirmed',
  disco: 'Disco sailing: tickets sold',
  closed: 'Closed: blacked out',
  past: 'Past: the day has gone, not booked',
};

const STATE_DETAILS: Partial<Record<CalendarCellState, string>> = { held: 'Pending deposit', booked: 'Confirmed' };

export interface CalendarBookingLink {
  id: string;
  href: string;
  text: string;
  /** A private booking's crew in words ('No captain yet' until the office names one); null for a disco booking. */
  crew: string | null;
}

/** 'Captain: sam@…, deckhands: Ana, Luis', or 'No captain yet' (the deckhands still said). */
export function crewLine(crew: CalendarCrew): string {
  const deckhands = crew.deckhands.length > 0 ? `deckhands: ${crew.deckhands.join(', ')}` : '';
  if (!crew.captain) return deckhands ? `No captain yet, ${deckhands}` : 'No captain yet';
  return deckhands ? `Captain: ${crew.captain}, ${deckhands}` : `Captain: ${crew.captain}`;
}

export interface CalendarSlotView {
  key: string;
  time: string;
  state: CalendarCellState;
  stateLabel: string;
  /** Held and booked: what that means; disco: tickets sold of the sailing's capacity. */
  detail: string | null;
  bookings: CalendarBookingLink[];
  /**
   * What staff may book here for a caller or a walk-up (issue 29): a free slot (a private charter),
   * or a disco sailing with tickets left; its day, start and kind.
   */
  book: { date: IsoDate; start: string; kind: 'private' | 'disco' } | null;
}

export interface CalendarDayHeading {
  date: IsoDate;
  /** 'Mon 06/15' for a column header. */
  short: string;
  /** 'Monday, 06/15/2026' for a screen reader and the phone layout. */
  long: string;
}

export interface CalendarBoatDayView {
  boatId: BoatId;
  boatName: string;
  day: CalendarDayHeading;
  closedReason: string | null;
  slots: CalendarSlotView[];
}

export interface CalendarWeekView {
  caption: string;
  days: CalendarDayHeading[];
  rows: { boatId: BoatId; boatName: string; cells: CalendarBoatDayView[] }[];
}

export interface CalendarDayView {
  day: CalendarDayHeading;
  boats: CalendarBoatDayView[];
}

/** '9:00' or '9' for a whole hour, with its AM/PM. */
function clockParts(time: string): { text: string; meridiem: 'AM' | 'PM' } {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour = ((hours + 11) % 12) + 1;
  return { text: minutes === '00' ? String(hour) : `${hour}:${minutes}`, meridiem: hours >= 12 ? 'PM' : 'AM' };
}

/**
 * A slot's hours as short as a calendar cell needs them: '9 AM – 1 PM', '1:30 – 5:30 PM' (one
 * AM/PM when both ends share it), '6 – 10 PM'.
 */
export function compactTimeRange(start: string, end: string): string {
  const from = clockParts(start);
  const to = clockParts(end);
  return from.meridiem === to.meridiem ? `${from.text} – ${to.text} ${to.meridiem}` : `${from.text} ${from.meridiem} – ${to.text} ${to.meridiem}`;
}

function heading(date: IsoDate): CalendarDayHeading {
  const name = weekdayName(date);
  return { date, short: `${name.slice(0, 3)} ${formatDate(date).slice(0, 5)}`, long: `${name}, ${formatDate(date)}` };
}

/** A free slot, or a disco sailing still on sale (not sailed, not sold out). */
function bookable(cell: CalendarCell): boolean {
  return cell.state === 'free' || (cell.state === 'disco' && cell.onSale === true);
}

function slotView(cell: CalendarCell, date: IsoDate): CalendarSlotView {
  const sold = cell.state === 'disco' && cell.capacity !== undefined ? `${cell.sold ?? 0} of ${plural(cell.capacity, 'ticket')} sold` : null;
  const detail = sold ?? STATE_DETAILS[cell.state] ?? null;
  return {
    key: `${cell.start}-${cell.end}`,
    time: compactTimeRange(cell.start, cell.end),
    state: cell.state,
    stateLabel: CELL_STATE_LABELS[cell.state],
    detail,
    bookings: cell.bookings.map((booking) => ({
      id: booking.id,
      href: bookingPath(booking.id),
      text: `${booking.reference}, ${booking.leadGuestName}, ${plural(booking.groupSize, 'guest')}`,
      crew: booking.crew ? crewLine(booking.crew) : null,
    })),
    book: bookable(cell) ? { date, start: cell.start, kind: cell.state === 'disco' ? 'disco' : 'private' } : null,
  };
}

function boatDays(day: CalendarDay): CalendarBoatDayView[] {
  const dayHeading = heading(day.date);
  return day.boats.map((boat) => ({
    boatId: boat.boatId,
    boatName: boat.boatName,
    day: dayHeading,
    closedReason: boat.closedReason,
    slots: boat.cells.map((cell) => slotView(cell, day.date)),
  }));
}

/** A table per seven days: rows are boats (in the fleet's order), columns the days. */
export function calendarWeeks(days: readonly CalendarDay[]): CalendarWeekView[] {
  const weeks: CalendarWeekView[] = [];
  for (let start = 0; start < days.length; start += 7) {
    const week = days.slice(start, start + 7);
    const byDay = week.map(boatDays);
    const first = week[0]!;
    const last = week.at(-1)!;
    weeks.push({
      caption: `Boats and slots, ${weekdayName(first.date)} ${formatDate(first.date)} to ${weekdayName(last.date)} ${formatDate(last.date)}`,
      days: week.map((day) => heading(day.date)),
      rows: (byDay[0] ?? []).map((boat, index) => ({ boatId: boat.boatId, boatName: boat.boatName, cells: byDay.map((cells) => cells[index]!) })),
    });
  }
  return weeks;
}

/** The same cells a day at a time, for narrow screens. */
export function calendarDays(days: readonly CalendarDay[]): CalendarDayView[] {
  return days.map((day) => ({ day: heading(day.date), boats: boatDays(day) }));
}

/** How many slots are in each state over the days shown, for the summary above the calendar. */
export function calendarCounts(days: readonly CalendarDay[]): Record<CalendarCellState, number> {
  const counts: Record<CalendarCellState, number> = { free: 0, held: 0, booked: 0, disco: 0, closed: 0, past: 0 };
  for (const day of days) for (const boat of day.boats) for (const cell of boat.cells) counts[cell.state] += 1;
  return counts;
}
