import type { IsoDate } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { quoteInclusions, quoteStatus, type PublicQuote } from '#domain/booking/quotes.ts';
import { firstNameOf, quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';

/**
 * The quote as its link shows it, as of `today`. The link is shared with the group, so only the
 * organiser's first name goes out, never their e-mail or phone; the deposit is worked out again
 * for today because its rule depends on how near the cruise is.
 */
export function publicQuote(quote: StoredQuote, today: IsoDate): PublicQuote {
  const eventDate = quote.selection.eventDate;
  const status = quoteStatus({ expiresOn: quote.expiresOn, eventDate }, today);
  return {
    id: quote.id,
    reference: quoteReference(quote.id),
    status,
    source: quote.source,
    issuedOn: quote.issuedOn,
    expiresOn: quote.expiresOn,
    firstName: firstNameOf(quote.contact.name),
    selection: quote.selection,
    price: quote.price,
    // An active quote's cruise is today or later, so the schedule can always be worked out.
    deposit: status === 'active' ? calculateDepositSchedule({ totalPrice: quote.price.totalPrice, eventDate, today }) : null,
    inclusions: quoteInclusions(quote.price),
    ...(quote.notes ? { notes: quote.notes } : {}),
  };
}
