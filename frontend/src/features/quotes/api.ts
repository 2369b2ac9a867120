import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/quotes.ts';
import type { QuoteRequestInput } from '#domain/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Saves a quote. The same Idempotency-Key on a retry (a flaky phone network, a double tap)
 * returns the quote the first attempt saved instead of making a second one.
 */
export function createQuote(request: QuoteRequestInput, idempotencyKey: string): Promise<CreateQuoteResponse> {
  return apiRequest<CreateQuoteResponse>('POST', '/api/quotes', request, { headers: { 'idempotency-key': idempotencyKey } });
}

export function fetchQuoteByToken(token: string, signal?: AbortSignal): Promise<QuoteByTokenResponse> {
  return apiRequest<QuoteByTokenResponse>('GET', `/api/quotes/by-token/${encodeURIComponent(token)}`, undefined, signal ? { signal } : {});
}

export const quoteQueryKey = (token: string) => ['quote-by-token', token] as const;

/**
 * The quote page's query. A quote's status and deposit schedule depend on the day it is viewed,
 * so it is fetched once per visit (the client's defaults: never stale, no refetch on focus).
 */
export function quoteByTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: quoteQueryKey(token), queryFn: ({ signal }) => fetchQuoteByToken(token, signal) });
}

export function useQuoteByToken(token: string) {
  return useQuery(quoteByTokenQueryOptions(token));
}
