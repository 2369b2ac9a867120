import { adminQuoteListQuerySchema, type AdminQuoteListResponse } from '#domain/people/back-office.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { adminQuoteSummary, NO_BOOKINGS, quoteBookingState } from '../../app/booking/admin-quote.ts';
import { filterQuotes } from '../../app/booking/quote-search.ts';
import * as routes from '../routes/booking-staff.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';

// A party-boat business issues a few thousand quotes a year, so the list reads the newest quotes
// from gsi1 (from the `from` date on when one is given) and searches, filters and sorts them in
// memory: a query or two, and no index per filter to keep in step. Past this many quotes the
// oldest are not searched and the answer says so (`complete: false`); an index for search is
// the next step if that ever happens.

/** GET /api/admin/quotes: search (name, e-mail, phone, reference), status, event type, issued dates, sort. */
export const handler = signedInHandler(routes.listAdminQuotes, { query: adminQuoteListQuerySchema }, async ({ input, config, now }) => {
  const { limit, ...filters } = input.query;
  const today = calendarDateIn(now);
  const quotes = quotesRepository(config);
  const read = filters.from ? await quotes.listCreatedSince(filters.from, BACK_OFFICE_SCAN_LIMIT + 1) : await quotes.listNewest(BACK_OFFICE_SCAN_LIMIT + 1);
  const matching = filterQuotes(
    read.slice(0, BACK_OFFICE_SCAN_LIMIT).map((quote) => adminQuoteSummary(quote, today, NO_BOOKINGS)),
    filters,
  );
  // Only the rows shown need their booking: one batched read for the page, not one per quote scanned.
  const page = matching.slice(0, limit);
  const bookings = await bookingsRepository(config).getLiveForQuotes(page.map((quote) => quote.id));
  const response: AdminQuoteListResponse = {
    quotes: page.map((quote) => ({ ...quote, booking: quoteBookingState(bookings.get(quote.id)) })),
    matched: matching.length,
    complete: read.length <= BACK_OFFICE_SCAN_LIMIT,
  };
  return json(200, response);
});
