import { z } from 'zod';
import { calendarDateIn } from '#domain/dates.ts';
import type { QuoteByTokenResponse } from '#domain/quotes.ts';
import { quotesRepository } from '../../shared/data/quotes-repository.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { NotFoundError } from '../../shared/http/errors.ts';
import { json } from '../../shared/http/response.ts';
import { publicQuote } from '../../shared/quotes/public-quote.ts';
import { quoteTokenSchema } from '../../shared/quotes/quote-token.ts';
import { routes } from '../routes.ts';

// A malformed token is simply a link that opens no quote: it gets the same 404 as an unknown
// one (not a 400), so the quote page shows one "not found" state and a guesser learns nothing.
const params = z.object({ token: quoteTokenSchema.nullable().catch(null) });

const notFound = () => new NotFoundError('This quote link does not open a quote. Check the link, or ask us for a new quote.', 'QUOTE_NOT_FOUND');

/** GET /api/quotes/by-token/{token}: the quote a shared link opens, as of today; never cached. */
export const handler = httpHandler(routes.getQuoteByToken, { params }, async ({ input, config, now }) => {
  const { token } = input.params;
  if (!token) throw notFound();
  const quote = await quotesRepository(config).getByToken(token);
  if (!quote) throw notFound();
  const response: QuoteByTokenResponse = { quote: publicQuote(quote, calendarDateIn(now)) };
  return json(200, response);
});
