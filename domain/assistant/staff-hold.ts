import { quoteReference } from '../booking/quote-identity.ts';
import { addDays, dayOfWeek, formatWrittenDate, isValidIsoDate, WEEKDAY_NAMES, type IsoDate } from '../shared/dates.ts';

// Staff's assistant holds a slot for a party (issue 30, decision 089): which saved quote a question
// names, and the day it asks for. The booking itself, its price and whether the time is free, are
// the caller-booking path's (functions/app/booking/booking-draft.ts's draftBooking); these only pick
// the quote, and say why none can be picked, in words a member of staff reads on the answer.

const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.toLowerCase());

/** Whether a hold's day is one `holdDay` reads: a date as YYYY-MM-DD or a weekday's name. */
export function isHoldDay(day: string): boolean {
  return WEEKDAYS.includes(day.trim().toLowerCase()) || isValidIsoDate(day);
}

/**
 * The day a hold is asked for: a date as written, or for a weekday's name the next such day in
 * Austin from `today`, today included (staff sell today's free times, so "Saturday" said on a
 * Saturday morning is that day).
 */
export function holdDay(day: string, today: IsoDate): IsoDate | null {
  const weekday = WEEKDAYS.indexOf(day.trim().toLowerCase());
  if (weekday >= 0) return addDays(today, (weekday - dayOfWeek(today) + 7) % 7);
  return isValidIsoDate(day) ? day : null;
}

/**
 * The day a hold asks for of one quote: a weekday's name said alone is the quote's own date when
 * that falls on the weekday (staff asking for "Saturday" for a party whose cruise is on a Saturday
 * mean that one, however far ahead), else as `holdDay` reads it.
 */
export function holdDayFor(day: string, today: IsoDate, quoteDate: IsoDate): IsoDate | null {
  const weekday = WEEKDAYS.indexOf(day.trim().toLowerCase());
  if (weekday >= 0 && quoteDate >= today && dayOfWeek(quoteDate) === weekday) return quoteDate;
  return holdDay(day, today);
}

/** What of a quote picking it reads. */
export interface HoldCandidate {
  id: string;
  contact: { name: string };
  selection: { eventDate: IsoDate };
  supersededBy?: string | undefined;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/** Whether a lead guest's name is the party named: each word of it a whole word of the name ("Jones" is Taylor Jones's party), whatever the case. */
export function namesParty(name: string, party: string): boolean {
  const named = words(party);
  const own = new Set(words(name));
  return named.length > 0 && named.every((word) => own.has(word));
}

const described = (quote: HoldCandidate) => `${quoteReference(quote.id)} (${quote.contact.name}, ${formatWrittenDate(quote.selection.eventDate)})`;

/**
 * Why a quote cannot be booked on `date`, or null when it may be tried: an amended one is booked by
 * its current version, a past cruise not at all, a booked one not twice (`booked` names each
 * booked quote's booking reference), and a booking is made on its quote's own date.
 */
export function holdRefusal(quote: HoldCandidate, booked: ReadonlyMap<string, string>, date: IsoDate, today: IsoDate): string | null {
  const reference = quoteReference(quote.id);
  if (quote.supersededBy) return `${reference} was amended: book its current version, ${quoteReference(quote.supersededBy)}.`;
  if (quote.selection.eventDate < today) return `${reference} is for ${formatWrittenDate(quote.selection.eventDate)}, which has passed.`;
  const booking = booked.get(quote.id);
  if (booking) return `${reference} (${quote.contact.name}) is booked already, as ${booking}.`;
  if (quote.selection.eventDate !== date)
    return `${described(quote)} is for another day than ${formatWrittenDate(date)}. A booking is made on its quote's date: amend the quote to that day first.`;
  return null;
}

/** The quote picked, or why none was with the quotes the reason names (the answer links them). */
export type PartyQuote<Q> = { ok: true; quote: Q } | { ok: false; reason: string; about: Q[] };

/**
 * The party's quote to book on `day` (a date, or a weekday's name: `holdDayFor`): among the current
 * versions of the quotes whose cruise is today or later and whose lead guest the party names, the
 * one for that day not yet booked. None, or more than one, is a reason, naming the quotes found so
 * the staff member can name one.
 */
export function partyQuote<Q extends HoldCandidate>(
  quotes: readonly Q[],
  booked: ReadonlyMap<string, string>,
  party: string,
  day: string,
  today: IsoDate,
): PartyQuote<Q> {
  const date = holdDay(day, today)!;
  const named = quotes.filter((quote) => !quote.supersededBy && quote.selection.eventDate >= today && namesParty(quote.contact.name, party));
  if (named.length === 0) return { ok: false, reason: `There is no saved quote with a cruise ahead for a party named ${party}.`, about: [] };
  const onDay = named.filter((quote) => quote.selection.eventDate === holdDayFor(day, today, quote.selection.eventDate));
  const open = onDay.filter((quote) => !booked.has(quote.id));
  if (open.length === 1) return { ok: true, quote: open[0]! };
  if (open.length > 1) {
    const days = new Set(open.map((quote) => quote.selection.eventDate));
    const which =
      days.size === 1 ? `for ${formatWrittenDate(open[0]!.selection.eventDate)}` : `on a ${WEEKDAY_NAMES[WEEKDAYS.indexOf(day.trim().toLowerCase())]}`;
    return {
      ok: false,
      reason: `More than one quote ${which} matches ${party}: ${open.map(described).join(', ')}. Name one by its reference.`,
      about: open,
    };
  }
  if (onDay.length > 0) return { ok: false, reason: holdRefusal(onDay[0]!, booked, onDay[0]!.selection.eventDate, today)!, about: [onDay[0]!] };
  if (named.length === 1) return { ok: false, reason: holdRefusal(named[0]!, booked, date, today)!, about: named };
  return {
    ok: false,
    reason: `No quote of ${party}'s is for ${formatWrittenDate(date)}: ${named.map(described).join(', ')}. A booking is made on its quote's date: name the day, or amend the quote to that day first.`,
    about: named,
  };
}
