import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import type { CruiseKind, DayAvailability } from '#domain/booking/inventory.ts';
import { isGroupSize } from '#domain/booking/quote-choices.ts';
import { guestsText } from '../../components/pricing/choice-text.ts';
import type { AvailabilityRequest } from '../../lib/availability.ts';
import { formatWrittenDate } from '../../lib/dates.ts';
import { firstOfMonth, lastOfMonth, type ClosureReason, type Month } from './calendar.ts';

// What the date step may offer: the calendar asks the API which days can still be booked online
// and marks the rest. Pure, so the rules are tested without a browser; the React layer only
// fetches (date-step.tsx, use-availability-checks.ts).

/** Days whose answer is known: null for a day that can be booked, else why not. Unknown days are absent. */
export type DayClosures = ReadonlyMap<IsoDate, ClosureReason | null>;

/**
 * The group size a calendar asks about before the group is known. Any group fits a private boat
 * if one is free; a disco sailing is sellable only for at least its smallest group.
 */
export function calendarGroupSize(kind: CruiseKind, groupSize: number | undefined): number {
  if (kind === 'disco') return groupSize !== undefined && groupSize >= DISCO_MIN_GUESTS ? groupSize : DISCO_MIN_GUESTS;
  return isGroupSize(groupSize) ? groupSize : 1;
}

export function monthAvailabilityRequest(month: Month, kind: CruiseKind, groupSize: number | undefined): AvailabilityRequest {
  return { from: firstOfMonth(month), to: lastOfMonth(month), groupSize: calendarGroupSize(kind, groupSize), type: kind };
}

export function dayAvailabilityRequest(date: IsoDate, kind: CruiseKind, groupSize: number | undefined): AvailabilityRequest {
  return { from: date, to: date, groupSize: calendarGroupSize(kind, groupSize), type: kind };
}

export function closureOf(day: DayAvailability): ClosureReason | null {
  if (day.available) return null;
  if (day.reason === 'too-soon') return 'book-by-phone';
  if (day.reason === 'closed' || day.reason === 'no-sailing') return 'closed';
  return 'sold-out';
}

/**
 * The calendar's closures from the private charters' days, and for a guest who chose the disco,
 * its sailings: on a day the disco sails, that guest is after tickets, so the sailing decides;
 * on other days the chat books a private charter, so the boats do.
 */
export function calendarClosures(
  privateDays: readonly DayAvailability[] | undefined,
  discoDays: readonly DayAvailability[] | undefined,
): DayClosures | undefined {
  if (!privateDays) return undefined;
  const sailing = new Map((discoDays ?? []).filter((day) => day.slots.length > 0).map((day) => [day.date, day]));
  return new Map(privateDays.map((day) => [day.date, closureOf(sailing.get(day.date) ?? day)]));
}

/** Why the chat cannot take a date the guest typed or picked, in words for them. */
export function dateRefusal(day: DayAvailability, groupSize: number | undefined): string | null {
  const reason = closureOf(day);
  const date = formatWrittenDate(day.date);
  switch (reason) {
    case null:
      return null;
    case 'book-by-phone':
      return `Cruises on ${date} are booked by phone: call us on ${businessFacts.phone.display}. Or pick a later day for an instant quote.`;
    case 'closed':
      return `We are not sailing on ${date}. Please pick another day: the calendar shows which are free.`;
    case 'sold-out':
      return `${date} is fully booked${isGroupSize(groupSize) ? ` for ${guestsText(groupSize)}` : ''}. Please pick another day: the calendar shows which are free.`;
  }
}

/** Why the disco cannot take the group on its date (its sailing is full, or too full), or null. */
export function discoSoldOut(day: DayAvailability | undefined, groupSize: number): string | null {
  if (!day || day.available || day.slots.length === 0) return null;
  const date = formatWrittenDate(day.date);
  if (day.reason === 'too-soon') return `The disco cruise on ${date} is booked by phone: call us on ${businessFacts.phone.display}.`;
  const left = Math.max(0, ...day.slots.map((slot) => slot.seatsLeft ?? 0));
  return left > 0 && left < groupSize
    ? `The disco cruise on ${date} has ${left} ${left === 1 ? 'ticket' : 'tickets'} left, not enough for ${guestsText(groupSize)}.`
    : `The disco cruise on ${date} is sold out.`;
}
