import type { AdminQuote, AdminQuoteSummary, AdminQuoteVersion, QuoteBookingState } from '#domain/people/back-office.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import { quotePath, quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { publicQuote } from './public-quote.ts';

// The quote as staff see it in the back office. Unlike the shared link (public-quote.ts) it
// carries the guest's e-mail and phone and the link's token: only admin routes answer with it.

/** Quotes stored before versions existed are first versions. */
export function versionOf(quote: StoredQuote): number {
  return quote.version ?? 1;
}

export function adminQuote(quote: StoredQuote, today: IsoDate): AdminQuote {
  return {
    ...publicQuote(quote, today),
    contact: quote.contact,
    token: quote.token,
    path: quotePath(quote.token),
    createdAt: quote.createdAt,
    version: versionOf(quote),
    ...(quote.revises ? { revises: quote.revises } : {}),
    ...(quote.supersededBy ? { supersededBy: quote.supersededBy } : {}),
    ...(quote.supersededAt ? { supersededAt: quote.supersededAt } : {}),
    ...(quote.createdBy ? { createdBy: quote.createdBy } : {}),
    ...(quote.affiliateCode ? { affiliateCode: quote.affiliateCode } : {}),
    ...(quote.leadId ? { leadId: quote.leadId } : {}),
  };
}

/** One row of the staff quote list. */
/** For a list whose bookings are looked up afterwards, for the rows shown. */
export const NO_BOOKINGS: ReadonlyMap<string, StoredBooking> = new Map();

/** How staff see the booking a quote became (or null). */
export function quoteBookingState(booking: StoredBooking | null | undefined): QuoteBookingState | null {
  return booking ? { id: booking.id, reference: bookingReference(booking.id), status: booking.status } : null;
}

/** One row of a quote list; `bookings` holds the live booking of each quote that has one, by quote id. */
export function adminQuoteSummary(quote: StoredQuote, today: IsoDate, bookings: ReadonlyMap<string, StoredBooking>): AdminQuoteSummary {
  const { selection, price } = quote;
  return {
    id: quote.id,
    reference: quoteReference(quote.id),
    status: quoteStatus({ expiresOn: quote.expiresOn, eventDate: selection.eventDate }, today),
    source: quote.source,
    issuedOn: quote.issuedOn,
    expiresOn: quote.expiresOn,
    createdAt: quote.createdAt,
    contact: quote.contact,
    eventType: selection.eventType,
    eventDate: selection.eventDate,
    groupSize: selection.groupSize,
    kind: selection.kind,
    packageName: price.packageName,
    totalPrice: price.totalPrice,
    version: versionOf(quote),
    ...(quote.revises ? { revises: quote.revises } : {}),
    ...(quote.supersededBy ? { supersededBy: quote.supersededBy } : {}),
    booking: quoteBookingState(bookings.get(quote.id)),
  };
}

export function adminQuoteVersion(quote: StoredQuote): AdminQuoteVersion {
  return {
    id: quote.id,
    reference: quoteReference(quote.id),
    version: versionOf(quote),
    issuedOn: quote.issuedOn,
    createdAt: quote.createdAt,
    totalPrice: quote.price.totalPrice,
    superseded: quote.supersededBy !== undefined,
  };
}

/** A chain longer than this is not a real amendment history; reading stops rather than loop. */
const MAX_VERSIONS = 100;

/**
 * The chain of versions `quote` belongs to, oldest first: back through `revises`, forward
 * through `supersededBy`, one read per version (a chain is a handful of amendments).
 */
export async function versionChain(quote: StoredQuote, load: (id: string) => Promise<StoredQuote | null>): Promise<StoredQuote[]> {
  const chain = [quote];
  const seen = new Set([quote.id]);
  for (let older = quote.revises; older && !seen.has(older) && chain.length < MAX_VERSIONS; ) {
    const found = await load(older);
    if (!found) break;
    chain.unshift(found);
    seen.add(found.id);
    older = found.revises;
  }
  for (let newer = quote.supersededBy; newer && !seen.has(newer) && chain.length < MAX_VERSIONS; ) {
    const found = await load(newer);
    if (!found) break;
    chain.push(found);
    seen.add(found.id);
    newer = found.supersededBy;
  }
  return chain;
}
