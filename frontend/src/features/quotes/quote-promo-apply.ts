import type { QueryClient } from '@tanstack/react-query';
import type { PublicQuote, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { api } from '../../lib/api.ts';
import { promoProblem } from '../../lib/extras-api.ts';
import { quoteQueryKey } from './api.ts';

/**
 * Applies a promo code to the quote `token`: the server prices the quote again with the code
 * (keeping its price version) and the page's quote becomes the answer; a refusal, in the guest's
 * words. Loaded when the guest heads for "Have a promo code?" (quote-promo.tsx), not with the quote.
 */
export async function applyQuotePromo(
  queryClient: QueryClient,
  token: string,
  code: string,
): Promise<{ ok: true; quote: PublicQuote } | { ok: false; message: string }> {
  try {
    const response = await api(pricingRoutes.applyQuotePromoCode, { params: { token }, body: { code } });
    queryClient.setQueryData<QuoteByTokenResponse>(quoteQueryKey(token), (old) =>
      old ? { ...old, quote: { ...response.quote, ...(old.quote.latestVersionPath ? { latestVersionPath: old.quote.latestVersionPath } : {}) } } : old,
    );
    return { ok: true, quote: response.quote };
  } catch (error) {
    return { ok: false, message: promoProblem(error) };
  }
}
