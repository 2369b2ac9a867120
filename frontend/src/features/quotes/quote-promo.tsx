import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { api } from '../../lib/api.ts';
import { promoProblem, type PromoOutcome } from '../../lib/extras-api.ts';
import { PromoCodeField } from '../../components/extras/promo-code-field.tsx';
import { quoteQueryKey } from './api.ts';

/** The code on the quote and what it took off, from the quote's own price lines; null without one. */
export function appliedPromo(quote: Pick<PublicQuote, 'selection' | 'price'>): { code: string; message: string } | null {
  const code = quote.selection.promoCode;
  if (!code) return null;
  const line = quote.price.breakdown.lineItems.find((item) => item.code === 'PROMO_DISCOUNT');
  return { code, message: line ? `Promo code ${code}: ${formatMoney(-line.amount)} off.` : `Promo code ${code} is on this quote.` };
}

/** Whether the guest may still add a code: the quote holds its price, is not booked and is the latest version. */
export function canTakePromo(quote: Pick<PublicQuote, 'status' | 'latestVersionPath'>, booked: boolean): boolean {
  return quote.status === 'active' && !booked && !quote.latestVersionPath;
}

/**
 * "Have a promo code?" on the quote page: the server prices the quote again with the code
 * (keeping its price version) and the page shows the new price at once.
 */
export function QuotePromo({ quote, token }: { quote: PublicQuote; token: string }) {
  const queryClient = useQueryClient();
  const apply = async (code: string): Promise<PromoOutcome> => {
    try {
      const response = await api(pricingRoutes.applyQuotePromoCode, { params: { token }, body: { code } });
      queryClient.setQueryData<QuoteByTokenResponse>(quoteQueryKey(token), (old) =>
        old ? { ...old, quote: { ...response.quote, ...(old.quote.latestVersionPath ? { latestVersionPath: old.quote.latestVersionPath } : {}) } } : old,
      );
      return { ok: true, message: appliedPromo(response.quote)?.message ?? `${code} applied.` };
    } catch (error) {
      return { ok: false, message: promoProblem(error) };
    }
  };
  return (
    <div className="quote-promo">
      <PromoCodeField applied={appliedPromo(quote)} onApply={apply} />
    </div>
  );
}
