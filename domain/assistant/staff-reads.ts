import { bookingReference, holdsInventory } from '../booking/booking.ts';
import type { StoredBooking } from '../booking/booking-record.ts';
import { clockLabel } from '../booking/inventory.ts';
import type { StoredQuote } from '../booking/quote-record.ts';
import { QUOTE_PRICE_HOLD_DAYS, quoteReference } from '../booking/quote-identity.ts';
import { paymentSummary } from '../payments/booking-money.ts';
import { moneyTaken, type MoneyTaken } from '../payments/money-figures.ts';
import type { LedgerEntryKind } from '../payments/payments.ts';
import { addDays, daysBetween, formatWrittenDate, MONTH_NAMES, type IsoDate } from '../shared/dates.ts';
import { formatMoney, type Cents } from '../shared/money.ts';
import type { StaffCitation } from './staff-assistant.ts';

// What the staff assistant's read tools work out from the records they read (issue 30, decision
// 079): which bookings sail in a range and how many guests, which quotes run out unbooked, which
// balances fall due, and the money collected in a month. Money comes from the ledger's modules
// (paymentSummary for a booking, moneyTaken for a period); nothing here sums an amount itself.
// Each figure carries the records it came from, linked to their back-office pages.

/** The widest range one question reads: a season's bookings, not the whole table. */
export const STAFF_RANGE_MAX_DAYS = 92;
/** How far ahead a balance question may look. */
export const BALANCE_DAYS_MAX = 120;

export const bookingPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;
export const quotePathForStaff = (id: string) => `/quotes/${encodeURIComponent(id)}`;
export const BUSINESS_SUMMARY_PATH = '/admin/business-summary';

/** Why a range cannot be read ('' when it can): the end before the start, or wider than STAFF_RANGE_MAX_DAYS. */
export function rangeRefusal(from: IsoDate, to: IsoDate): string {
  if (to < from) return 'The range ends before it starts.';
  if (daysBetween(from, to) + 1 > STAFF_RANGE_MAX_DAYS) return `Ask about at most ${STAFF_RANGE_MAX_DAYS} days at a time.`;
  return '';
}

// --- guests on dates ---------------------------------------------------------------------------

export interface SailingBooking {
  reference: string;
  path: string;
  date: string;
  time: string;
  kind: 'private charter' | 'disco cruise';
  /** 'confirmed', or 'held' while the deposit is awaited. */
  status: 'confirmed' | 'held';
  guests: number;
  leadGuest: string;
  total: string;
  totalCents: Cents;
}

export interface GuestsOnDates {
  from: string;
  to: string;
  bookings: number;
  guests: number;
  confirmed: number;
  held: number;
  list: SailingBooking[];
}

/** The confirmed and held bookings sailing from `from` to `to`, with their head counts and totals (paymentSummary's). */
export function guestsOnDates(bookings: readonly StoredBooking[], from: IsoDate, to: IsoDate): GuestsOnDates {
  const sailing = bookings
    .filter((booking) => holdsInventory(booking.status) && booking.slot.date >= from && booking.slot.date <= to)
    .sort((a, b) => a.slot.date.localeCompare(b.slot.date) || a.slot.start.localeCompare(b.slot.start));
  const list = sailing.map((booking): SailingBooking => {
    const total = paymentSummary(booking).total;
    return {
      reference: bookingReference(booking.id),
      path: bookingPath(booking.id),
      date: formatWrittenDate(booking.slot.date),
      time: clockLabel(booking.slot.start),
      kind: booking.slot.kind === 'disco' ? 'disco cruise' : 'private charter',
      status: booking.status === 'confirmed' ? 'confirmed' : 'held',
      guests: booking.price.groupSize,
      leadGuest: booking.leadGuest.name,
      total: formatMoney(total),
      totalCents: total,
    };
  });
  return {
    from: formatWrittenDate(from),
    to: formatWrittenDate(to),
    bookings: list.length,
    // Head counts, not money: the one sum here.
    guests: list.reduce((sum, booking) => sum + booking.guests, 0),
    confirmed: list.filter((booking) => booking.status === 'confirmed').length,
    held: list.filter((booking) => booking.status === 'held').length,
    list,
  };
}

// --- quotes expiring without a booking ---------------------------------------------------------

export interface ExpiringQuote {
  reference: string;
  path: string;
  expiresOn: string;
  guest: string;
  guests: number;
  cruiseDate: string;
  total: string;
  totalCents: Cents;
}

/** The day from which quotes must be read to find every one expiring from `from`: their prices are held QUOTE_PRICE_HOLD_DAYS. */
export function quotesIssuedFrom(from: IsoDate): IsoDate {
  // A day earlier again: the read is by the UTC time stored, which runs ahead of Austin's evening.
  return addDays(from, -QUOTE_PRICE_HOLD_DAYS - 1);
}

/**
 * Quotes whose held prices run out from `from` to `to` and that no live booking holds: the current
 * version of each (an amended one is replaced by its amendment), earliest expiry first.
 */
export function quotesExpiringUnbooked(quotes: readonly StoredQuote[], bookedQuoteIds: ReadonlySet<string>, from: IsoDate, to: IsoDate): ExpiringQuote[] {
  return quotes
    .filter((quote) => quote.expiresOn >= from && quote.expiresOn <= to && !quote.supersededBy && !bookedQuoteIds.has(quote.id))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.createdAt.localeCompare(b.createdAt))
    .map((quote) => ({
      reference: quoteReference(quote.id),
      path: quotePathForStaff(quote.id),
      expiresOn: formatWrittenDate(quote.expiresOn),
      guest: quote.contact.name,
      guests: quote.selection.groupSize,
      cruiseDate: formatWrittenDate(quote.selection.eventDate),
      total: formatMoney(quote.price.totalPrice),
      totalCents: quote.price.totalPrice,
    }));
}

// --- balances due ------------------------------------------------------------------------------

export interface BalanceOwed {
  reference: string;
  path: string;
  leadGuest: string;
  cruiseDate: string;
  dueOn: string;
  owed: string;
  owedCents: Cents;
  /** Fell due before today; the cruise is still ahead. */
  overdue: boolean;
}

/**
 * Confirmed bookings whose balance falls due within `days` of today (or fell due already, the
 * cruise still ahead) and that still owe money: the outstanding figure is paymentSummary's.
 */
export function balancesDueWithin(bookings: readonly StoredBooking[], today: IsoDate, days: number): { to: IsoDate; balances: BalanceOwed[] } {
  const to = addDays(today, days);
  const balances = bookings
    .filter((booking) => booking.status === 'confirmed' && booking.slot.date >= today && booking.deposit.remainingBalanceDueAt <= to)
    .map((booking) => ({ booking, outstanding: paymentSummary(booking).outstanding }))
    .filter(({ outstanding }) => outstanding > 0)
    .sort(
      (a, b) =>
        a.booking.deposit.remainingBalanceDueAt.localeCompare(b.booking.deposit.remainingBalanceDueAt) ||
        a.booking.slot.date.localeCompare(b.booking.slot.date),
    )
    .map(({ booking, outstanding }) => ({
      reference: bookingReference(booking.id),
      path: bookingPath(booking.id),
      leadGuest: booking.leadGuest.name,
      cruiseDate: formatWrittenDate(booking.slot.date),
      dueOn: formatWrittenDate(booking.deposit.remainingBalanceDueAt),
      owed: formatMoney(outstanding),
      owedCents: outstanding,
      overdue: booking.deposit.remainingBalanceDueAt < today,
    }));
  return { to, balances };
}

// --- money collected ---------------------------------------------------------------------------

/** The first and last days of a `YYYY-MM` month. */
export function monthDays(month: string): { first: IsoDate; last: IsoDate } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, last: addDays(next, -1) };
}

/** 'October 2026'. */
export function monthName(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4))}`;
}

/** The same month a year earlier. */
export function monthYearBefore(month: string): string {
  return `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
}

export interface MonthCollected {
  month: string;
  /** Charges less refunds entered in the month (moneyTaken's net). */
  collected: string;
  collectedCents: Cents;
  charges: string;
  refunds: string;
  /** The month is not over: the figure is so far. */
  soFar: boolean;
}

function monthCollected(month: string, taken: MoneyTaken, today: IsoDate): MonthCollected {
  return {
    month: monthName(month),
    collected: formatMoney(taken.net),
    collectedCents: taken.net,
    charges: formatMoney(taken.charges),
    refunds: formatMoney(taken.refunds),
    soFar: monthDays(month).last >= today,
  };
}

export interface MoneyCollected {
  current: MonthCollected;
  yearBefore: MonthCollected | null;
  /**
   * current less the year before: how much more or less (`difference`, never negative) and as a
   * share of the year before ('12.5%', null when the year before took nothing).
   */
  change: { direction: 'more' | 'less' | 'the same'; difference: string; differenceCents: Cents; percent: string | null } | null;
}

/**
 * The money collected in `month` from the ledger's entries (moneyTaken: charges less refunds, each
 * on the Austin day it was entered) and, when asked, the same month a year before with the change.
 */
export function moneyCollected(
  entries: readonly { kind: LedgerEntryKind; amount: Cents; at: string }[],
  month: string,
  compare: boolean,
  today: IsoDate,
): MoneyCollected {
  const days = monthDays(month);
  const current = monthCollected(month, moneyTaken(entries, days.first, days.last), today);
  if (!compare) return { current, yearBefore: null, change: null };
  const before = monthYearBefore(month);
  const beforeDays = monthDays(before);
  const yearBefore = monthCollected(before, moneyTaken(entries, beforeDays.first, beforeDays.last), today);
  const change = current.collectedCents - yearBefore.collectedCents;
  const differenceCents = Math.abs(change);
  const percent = yearBefore.collectedCents > 0 ? `${Math.round((differenceCents / yearBefore.collectedCents) * 1000) / 10}%` : null;
  const direction = change > 0 ? 'more' : change < 0 ? 'less' : 'the same';
  return { current, yearBefore, change: { direction, difference: formatMoney(differenceCents), differenceCents, percent } };
}

/** The citations of a tool's records, each once. */
export function citationsOf(records: readonly { reference: string; path: string; label: string }[]): StaffCitation[] {
  const seen = new Set<string>();
  return records
    .filter((record) => !seen.has(record.path + record.reference) && seen.add(record.path + record.reference))
    .map(({ reference, label, path }) => ({ reference, label, path }));
}
