import type { AdminBookingSummary } from '../booking/booking.ts';
import { addDays, calendarDateIn, type IsoDate } from '../shared/dates.ts';
import type { Cents } from '../shared/money.ts';
import type { LedgerEntryKind } from './payments.ts';

// The dashboard's money (decision 020), from the ledger and the bookings: what was taken in a
// period net of what was given back, the balances falling due soon, and the charges that failed.

/** How far ahead the dashboard lists balances falling due. */
export const BALANCES_DUE_DAYS = 14;

export interface MoneyTaken {
  charges: Cents;
  refunds: Cents;
  /** charges - refunds: what the business kept. */
  net: Cents;
}

/**
 * Money taken from `from` through `to` (America/Chicago calendar days), from ledger entries:
 * each charge and refund counts on the day it was entered (a refund of an old payment lowers this
 * period's figure, as it lowers this period's bank balance).
 */
export function moneyTaken(entries: readonly { kind: LedgerEntryKind; amount: Cents; at: string }[], from: IsoDate, to: IsoDate): MoneyTaken {
  let charges = 0;
  let refunds = 0;
  for (const entry of entries) {
    const day = calendarDateIn(new Date(entry.at));
    if (day < from || day > to) continue;
    if (entry.kind === 'charge') charges += entry.amount;
    else if (entry.kind === 'refund') refunds += entry.amount;
  }
  return { charges, refunds, net: charges - refunds };
}

export interface BalanceDue {
  booking: AdminBookingSummary;
  dueOn: IsoDate;
  amount: Cents;
  overdue: boolean;
}

/**
 * Confirmed bookings still owing money whose balance falls due by BALANCES_DUE_DAYS from today
 * (or fell due already and the cruise is still ahead), the earliest due first.
 */
export function balancesDue(bookings: readonly AdminBookingSummary[], today: IsoDate): { to: IsoDate; bookings: BalanceDue[] } {
  const to = addDays(today, BALANCES_DUE_DAYS);
  const due = bookings
    .filter((booking) => booking.status === 'confirmed' && booking.slot.date >= today && booking.balanceDueOn <= to && booking.totalPrice - booking.paid > 0)
    .map((booking) => ({ booking, dueOn: booking.balanceDueOn, amount: booking.totalPrice - booking.paid, overdue: booking.balanceDueOn < today }))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.booking.slot.date.localeCompare(b.booking.slot.date));
  return { to, bookings: due };
}
