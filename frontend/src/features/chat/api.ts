import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Saves the guest's quote. The same Idempotency-Key on a retry (a flaky phone network, a double
 * tap) returns the quote the first attempt saved instead of making a second one.
 */
export function createQuote(request: QuoteRequestInput, idempotencyKey: string): Promise<CreateQuoteResponse> {
  return apiRequest<CreateQuoteResponse>('POST', '/api/quotes', request, { headers: { 'idempotency-key': idempotencyKey } });
}
