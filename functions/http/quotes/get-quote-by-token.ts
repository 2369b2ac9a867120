import * as z from '#domain/shared/zod.ts';
import { bookedQuoteView } from '#domain/booking/booking-history.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { quoteTokenSchema } from '#domain/booking/schemas.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { publicBooking } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { json } from '../../platform/http/response.ts';
import { publicQuote } from '../../app/booking/public-quote.ts';
import * as routes from '../routes/booking.ts';

// A malformed token is simply a link that opens no quote: it gets the same 404 as an unknown
// one (not a 400), so the quote page shows one "not found" state and a guesser learns nothing.
const params = z.object({ token: z.catch(z.nullable(quoteTokenSchema), null) });

const notFound = () => new NotFoundError('This quote link does not open a quote. Check the link, or ask us for a new quote.', 'QUOTE_NOT_FOUND');

// Versions form one chain (an amended version cannot be amended again); the bound only guards
// against a damaged chain looping.
const MAX_VERSIONS_FOLLOWED = 50;

/** The newest version an amended quote leads to (the quote itself when it was never amended). */
async function latestVersionOf(config: Config, quote: StoredQuote): Promise<StoredQuote> {
  let latest = quote;
  for (let step = 0; latest.supersededBy && step < MAX_VERSIONS_FOLLOWED; step += 1) {
    const next = await quotesRepository(config).get(latest.supersededBy);
    if (!next) break;
    latest = next;
  }
  return latest;
}

/** GET /api/quotes/by-token/{token}: the quote a shared link opens, as of today, with its booking if any (as it is now, with its history); never cached. */
export const handler = httpHandler(routes.getQuoteByToken, { params }, async ({ input, config, now }) => {
  const { token } = input.params;
  if (!token) throw notFound();
  const quote = await quotesRepository(config).getByToken(token);
  if (!quote) throw notFound();
  const latest = await latestVersionOf(config, quote);
  const view = publicQuote(quote, calendarDateIn(now));
  const booking = await bookingsRepository(config).getLiveForQuote(quote.id);
  const response: QuoteByTokenResponse = {
    quote: latest === quote ? view : { ...view, latestVersionPath: quotePath(latest.token) },
    booking: booking ? publicBooking(booking) : null,
    booked: booking ? bookedQuoteView(quote, booking) : null,
  };
  return json(200, response);
});
