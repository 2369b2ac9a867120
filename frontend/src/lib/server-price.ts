import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PricePreviewRequest } from '#domain/booking/price-preview.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import type { PromoRefusal } from '#domain/pricing/promo-codes.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { pricingRoutes } from '#contracts/routes/pricing.ts';
import type { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { api } from './api.ts';

// The running price of a quote form, asked of the server (decision 035): the price the save will
// store, from the same function, the version in effect and the seasonal rules. The route is the
// caller's (the guest's public one or the staff's), so the public bundles carry no staff path.

/** How long typing must pause before the price is asked for again. */
export const PRICE_DEBOUNCE_MS = 300;

export type PriceStatus = 'current' | 'updating' | 'unavailable';

export interface ServerPrice {
  /** The last price the server gave: for the choices as they stand once `status` is 'current'. */
  price: PriceCalculationResult | null;
  status: PriceStatus;
  /** Why the selection's code would be refused on save (the price is then the one without it). */
  promoRefused: PromoRefusal | null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The server's price for `selection` (null while a choice is missing or the form knows it cannot
 * be priced). While a changed selection is being asked about, the last good price stays shown as
 * 'updating'; a failed ask leaves it 'unavailable' (the save prices it anyway).
 */
/** The guest's price route or the staff's: the same answer. */
export type PricePreviewRoute = typeof pricingRoutes.previewQuotePrice | typeof pricingStaffRoutes.previewAdminQuotePrice;

export function useServerPrice(route: PricePreviewRoute, selection: QuoteSelection | null, email?: string): ServerPrice {
  // The request body itself, as text: equal choices make one key, and one request.
  const key = selection ? JSON.stringify({ selection, ...(email ? { email } : {}) }) : null;
  const asked = useDebounced(key, PRICE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['quote-price', route.path, asked] as const,
    queryFn: ({ signal }) => api(route, { body: JSON.parse(asked ?? 'null') as PricePreviewRequest, signal }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    // Prices change only when staff save a version or a rule; a minute-old answer for the same choices is the same answer.
    staleTime: 60_000,
    retry: 1,
  });
  if (key === null) return { price: null, status: 'current', promoRefused: null };
  const data = query.data;
  const settled = asked === key && !query.isFetching;
  if (settled && query.isError) return { price: data?.price ?? null, status: 'unavailable', promoRefused: null };
  const current = settled && !query.isPlaceholderData && data !== undefined;
  return { price: data?.price ?? null, status: current ? 'current' : 'updating', promoRefused: current ? data.promoRefused : null };
}
