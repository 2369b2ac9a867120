import { calendarDateIn, formatDate, weekdayName, type IsoDate } from '../shared/dates.ts';
import { slotLabel, type ClockTime } from './inventory.ts';
import { formatMoney, type Cents } from '../shared/money.ts';
import type { BookingMove, MovePromoOutcome } from './move-pricing.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { QuoteSelection } from './quotes.ts';

// The quote page of a booked quote shows the booking as it is now (issue 25, decision 035): the
// current date, time and itemised price in its header and price table, and what happened to it
// since it was quoted, in order.

export interface HistorySlot {
  date: IsoDate;
  start: ClockTime;
  end: ClockTime;
}

export type BookingHistoryEntry =
  | { kind: 'quoted'; on: IsoDate; total: Cents }
  | { kind: 'booked'; on: IsoDate; slot: HistorySlot; total: Cents | null }
  | { kind: 'moved'; on: IsoDate; from: HistorySlot; to: HistorySlot; oldTotal: Cents | null; newTotal: Cents | null; promo: MovePromoOutcome | null };

/** The booking as the quote page shows it: the selection on its current date, its current price, and its history. */
export interface BookedQuoteView {
  selection: QuoteSelection;
  slot: HistorySlot & { label: string };
  price: PriceCalculationResult;
  history: BookingHistoryEntry[];
}

/** What a booking needs to be shown as it is now (the stored booking has more). */
export interface BookingAsItIs {
  selection: QuoteSelection;
  slot: HistorySlot;
  price: PriceCalculationResult;
  createdAt: string;
  moves: readonly BookingMove[];
}

const slotOf = (slot: HistorySlot): HistorySlot => ({ date: slot.date, start: slot.start, end: slot.end });

/**
 * The booked quote as it is now, and its history: quoted, booked (on the slot it was booked for,
 * at the price it was booked at when a move recorded it), then each move. Moves recorded before
 * prices were kept on them have no price change to show.
 */
export function bookedQuoteView(quote: { issuedOn: IsoDate; price: PriceCalculationResult }, booking: BookingAsItIs): BookedQuoteView {
  const first = booking.moves[0];
  const bookedTotal = first ? (first.oldPrice?.totalPrice ?? null) : booking.price.totalPrice;
  const history: BookingHistoryEntry[] = [
    { kind: 'quoted', on: quote.issuedOn, total: quote.price.totalPrice },
    { kind: 'booked', on: calendarDateIn(new Date(booking.createdAt)), slot: slotOf(first ? first.from : booking.slot), total: bookedTotal },
    ...booking.moves.map(
      (move): BookingHistoryEntry => ({
        kind: 'moved',
        on: calendarDateIn(new Date(move.movedAt)),
        from: slotOf(move.from),
        to: slotOf(move.to),
        oldTotal: move.oldPrice?.totalPrice ?? null,
        newTotal: move.newPrice?.totalPrice ?? null,
        promo: move.promo ?? null,
      }),
    ),
  ];
  return {
    selection: { ...booking.selection, eventDate: booking.slot.date },
    slot: { ...slotOf(booking.slot), label: slotLabel(booking.slot) },
    price: booking.price,
    history,
  };
}

const when = (slot: HistorySlot) => `${weekdayName(slot.date)}, ${formatDate(slot.date)}, ${slotLabel(slot)}`;

/** One line of the history, as the guest reads it. */
export function historyWords(entry: BookingHistoryEntry): string {
  switch (entry.kind) {
    case 'quoted':
      return `Quoted on ${formatDate(entry.on)} at ${formatMoney(entry.total)}.`;
    case 'booked':
      return `Booked on ${formatDate(entry.on)} for ${when(entry.slot)}${entry.total === null ? '' : `, at ${formatMoney(entry.total)}`}.`;
    case 'moved': {
      const price =
        entry.oldTotal === null || entry.newTotal === null
          ? ''
          : entry.oldTotal === entry.newTotal
            ? ` The price stayed ${formatMoney(entry.newTotal)}.`
            : ` The price went from ${formatMoney(entry.oldTotal)} to ${formatMoney(entry.newTotal)}.`;
      const promo = entry.promo ? ` ${entry.promo.message}` : '';
      return `Moved on ${formatDate(entry.on)} from ${when(entry.from)} to ${when(entry.to)}.${price}${promo}`;
    }
  }
}
