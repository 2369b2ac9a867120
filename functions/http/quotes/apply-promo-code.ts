import { calendarDateIn } from '#domain/shared/dates.ts';
import { applyPromoCodeRequestSchema } from '#domain/pricing/promo-codes.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { quoteTokenSchema } from '#domain/booking/schemas.ts';
import * as z from '#domain/shared/zod.ts';
import { applyPromoToQuote } from '../../app/booking/quote-promo.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { publicQuote } from '../../app/booking/public-quote.ts';
import * as routes from '../routes/pricing.ts';

const params = z.object({ token: quoteTokenSchema });

/**
 * POST /api/quotes/by-token/{token}/promo-code `{ code }`: the guest's saved quote priced again
 * with the code (decision 027), answered as the quote page reads it; a code the quote cannot take
 * is a 422 naming why, and nothing is stored.
 */
export const handler = httpHandler(routes.applyQuotePromoCode, { params, body: applyPromoCodeRequestSchema }, async ({ input, config, now }) => {
  const today = calendarDateIn(now);
  const quote = orRefuse(await applyPromoToQuote(config, input.params.token, input.body.code, today));
  const response: QuoteByTokenResponse = { quote: publicQuote(quote, today), booking: null, booked: null };
  return json(200, response);
});
