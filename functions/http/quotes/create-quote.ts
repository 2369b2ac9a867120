import { calendarDateIn } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { quoteRequestSchema } from '#domain/booking/schemas.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { idempotencyClaim, idempotencyHeaders } from '../../platform/http/idempotency.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { publicQuote } from '../../app/booking/public-quote.ts';
import { saveQuote } from '../../app/booking/save-quote.ts';
import * as routes from '../routes/booking.ts';

/**
 * POST /api/quotes: saves the quote the chat or the embed built. The server prices the selection
 * itself (amounts a browser sends are dropped by the schema); a selection the engine refuses is a
 * 4xx and stores nothing. Answers 201 `{ quote, token, path }`; a retry with the same
 * Idempotency-Key answers 200 with the same quote and creates and announces nothing new.
 */
export const handler = httpHandler(routes.createQuote, { body: quoteRequestSchema, headers: idempotencyHeaders }, async ({ input, config, now }) => {
  const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
  const { record, created } = orRefuse(await saveQuote(config, input.body, { now, claim }));
  const response: CreateQuoteResponse = { quote: publicQuote(record, calendarDateIn(now)), token: record.token, path: quotePath(record.token) };
  return json(created ? 201 : 200, response);
});
