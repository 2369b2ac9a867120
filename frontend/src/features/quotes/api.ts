import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { api } from '../../lib/api.ts';
import type { QuotePageData } from './quote-page-data.ts';

export function fetchQuoteByToken(token: string, signal?: AbortSignal): Promise<QuoteByTokenResponse> {
  return api(bookingRoutes.getQuoteByToken, { params: { token }, signal });
}

export const quoteQueryKey = (token: string) => ['quote-by-token', token] as const;

/**
 * The quote page's query. A quote's status and deposit schedule depend on the day it is viewed,
 * so it is fetched once per visit (the client's defaults: never stale, no refetch on focus).
 */
export function quoteByTokenQueryOptions(token: string) {
  return queryOptions({ queryKey: quoteQueryKey(token), queryFn: ({ signal }) => fetchQuoteByToken(token, signal) });
}

/**
 * `rendered`: the data the server rendered the page with (decision 093). Its answer is the query's
 * data from the start, so nothing is asked again; a link that opens no quote asks nothing either.
 */
export function useQuoteByToken(token: string, rendered: QuotePageData | null = null) {
  return useQuery({
    ...quoteByTokenQueryOptions(token),
    ...(rendered?.answer ? { initialData: rendered.answer } : {}),
    enabled: !rendered || rendered.answer !== null,
  });
}

/** A booking just made for the quote: the page shows it at once, without asking again. */
export function showQuoteBooking(queryClient: QueryClient, token: string, booking: PublicBooking): void {
  queryClient.setQueryData<QuoteByTokenResponse>(quoteQueryKey(token), (old) => (old ? { ...old, booking } : old));
}

/** The quote changed elsewhere (booked already, say): asks for it again. */
export function refreshQuote(queryClient: QueryClient, token: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: quoteQueryKey(token) });
}
