import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '#domain/shared/money.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import type { PromoOutcome } from '../../lib/extras-api.ts';
import { PromoCodeField } from '../../components/extras/promo-code-field.tsx';

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
 * The code that applies a promo code (the API's call, its refusals in the guest's words): loaded
 * when the guest heads for "Have a promo code?", not with the quote (issue 27).
 */
const loadApply = () => import('./quote-promo-apply.ts');

/**
 * "Have a promo code?" on the quote page: the server prices the quote again with the code
 * (keeping its price version) and the page shows the new price at once. While the code that
 * applies it loads (if the guest was quicker than the preload), Apply says "Checking...".
 */
export function QuotePromo({ quote, token }: { quote: PublicQuote; token: string }) {
  const queryClient = useQueryClient();
  const apply = async (code: string): Promise<PromoOutcome> => {
    let applyQuotePromo: Awaited<ReturnType<typeof loadApply>>['applyQuotePromo'];
    try {
      ({ applyQuotePromo } = await loadApply());
    } catch {
      return { ok: false, message: 'We could not check the code just now. Try again in a moment.' };
    }
    const outcome = await applyQuotePromo(queryClient, token, code);
    return outcome.ok ? { ok: true, message: appliedPromo(outcome.quote)?.message ?? `${code} applied.` } : outcome;
  };
  return (
    <div className="quote-promo">
      <PromoCodeField idBase="quote-promo" applied={appliedPromo(quote)} onApply={apply} onIntent={() => void loadApply().catch(() => undefined)} />
    </div>
  );
}
