import { bookingReference } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';

// Staff name quotes and bookings by the references on their e-mails and screens (Q-1A2B3C4D,
// B-1A2B3C4D: the first eight characters of the id). There is no index by reference, so these
// read what the back office's lists read (decision 011): the newest quotes, and the bookings by
// cruise date from a year back to two ahead, and look the reference up in memory.

const BOOKINGS_BACK_DAYS = 366;
const BOOKINGS_AHEAD_DAYS = 731;

export async function quotesByReference(config: Config, references: readonly string[]): Promise<Map<string, StoredQuote>> {
  const wanted = new Set(references);
  const found = new Map<string, StoredQuote>();
  if (wanted.size === 0) return found;
  for (const quote of await quotesRepository(config).listNewest(BACK_OFFICE_SCAN_LIMIT)) {
    const reference = quoteReference(quote.id);
    if (wanted.has(reference) && !found.has(reference)) found.set(reference, quote);
  }
  return found;
}

export async function bookingsByReference(config: Config, references: readonly string[], now: Date): Promise<Map<string, StoredBooking>> {
  const wanted = new Set(references);
  const found = new Map<string, StoredBooking>();
  if (wanted.size === 0) return found;
  const today = calendarDateIn(now);
  for (const booking of await bookingsRepository(config).listBetween(addDays(today, -BOOKINGS_BACK_DAYS), addDays(today, BOOKINGS_AHEAD_DAYS))) {
    const reference = bookingReference(booking.id);
    if (wanted.has(reference)) found.set(reference, booking);
  }
  return found;
}
