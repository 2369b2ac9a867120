import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { api } from '../../lib/api.ts';

/**
 * Saves the guest's quote. The same Idempotency-Key on a retry (a flaky phone network, a double
 * tap) returns the quote the first attempt saved instead of making a second one.
 */
export function createQuote(request: QuoteRequestInput, idempotencyKey: string): Promise<CreateQuoteResponse> {
  return api(bookingRoutes.createQuote, { body: request, headers: { 'idempotency-key': idempotencyKey } });
}
