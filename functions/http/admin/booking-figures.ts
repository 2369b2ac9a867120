import { CONVERSION_PERIOD_DAYS, UPCOMING_CRUISE_DAYS, type AdminSummaryResponse, type QuoteConversion } from '#domain/people/back-office.ts';
import { holdsInventory, type AdminBookingSummary, type BookingStatus } from '#domain/booking/booking.ts';
import { addDays, type IsoDate } from '#domain/shared/dates.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';

/** The first day conversion looks at: CONVERSION_PERIOD_DAYS days ending today. */
export function conversionPeriodStart(today: IsoDate): IsoDate {
  return addDays(today, -(CONVERSION_PERIOD_DAYS - 1));
}

/**
 * The dashboard's cruises: live bookings (pending deposit or confirmed) sailing today, and from
 * tomorrow through UPCOMING_CRUISE_DAYS ahead, in cruise order as listed; and every booking still
 * waiting for its deposit, the hold that ends first first (that is the one to chase).
 */
export function cruiseFigures(bookings: readonly AdminBookingSummary[], today: IsoDate): Pick<AdminSummaryResponse, 'cruises' | 'pendingDeposits'> {
  const to = addDays(today, UPCOMING_CRUISE_DAYS);
  const live = bookings.filter((booking) => holdsInventory(booking.status));
  return {
    cruises: {
      today: live.filter((booking) => booking.slot.date === today),
      upcoming: live.filter((booking) => booking.slot.date > today && booking.slot.date <= to),
      to,
    },
    pendingDeposits: live
      .filter((booking) => booking.status === 'pending_deposit')
      .sort((a, b) => (a.holdExpiresAt ?? '').localeCompare(b.holdExpiresAt ?? '')),
  };
}

/**
 * Quote-to-booking conversion over the quotes issued in the period, each counted once as its
 * latest version (an amendment replaces the offer it revised, so counting both would count one
 * enquiry twice). A quote converted when a live booking (pending deposit or confirmed) holds it or
 * an earlier version of it: guests book the latest version, but a booking made before staff
 * amended the quote still belongs to that enquiry. Cancelled and released bookings do not count.
 * `quotes` must hold every version issued since the period began (and may hold older ones).
 */
export function quoteConversion(
  quotes: readonly StoredQuote[],
  bookings: readonly { quoteId: string; status: BookingStatus }[],
  today: IsoDate,
): QuoteConversion {
  const since = conversionPeriodStart(today);
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  const latestVersionOf = (id: string): StoredQuote | undefined => {
    let quote = byId.get(id);
    // Versions form one chain (an amended version cannot be amended again), so this ends.
    for (let hops = 0; quote?.supersededBy && byId.has(quote.supersededBy) && hops < quotes.length; hops++) quote = byId.get(quote.supersededBy);
    return quote;
  };
  const booked = new Map<string, BookingStatus>();
  for (const booking of bookings) {
    if (!holdsInventory(booking.status)) continue;
    const latest = latestVersionOf(booking.quoteId);
    if (latest && booked.get(latest.id) !== 'confirmed') booked.set(latest.id, booking.status);
  }
  const inPeriod = quotes.filter((quote) => !quote.supersededBy && quote.issuedOn >= since && quote.issuedOn <= today);
  const converted = inPeriod.filter((quote) => booked.has(quote.id));
  return { since, quotes: inPeriod.length, booked: converted.length, confirmed: converted.filter((quote) => booked.get(quote.id) === 'confirmed').length };
}
