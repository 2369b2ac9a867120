import { queryOptions } from '@tanstack/react-query';
import type { PromoCheckResponse } from '#domain/pricing/promo-codes.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { ApiError } from './api-client.ts';
import { api } from './api.ts';

// The guest's side of decision 027: the add-on catalogue /chat, the quote page and staff quotes offer, and the
// promo code check. Public routes only, so the chat's and the embed's bundles carry no staff code.

export const addOnsQueryOptions = () =>
  queryOptions({
    queryKey: ['add-ons'] as const,
    queryFn: ({ signal }) => api(pricingRoutes.listAddOns, { signal }),
    // Staff change the catalogue a few times a season; a minute-old list is fine, and the server prices what is saved.
    staleTime: 60_000,
  });

export type PromoOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The words a guest reads when a code could not be judged (a bad format, too many tries, the network). */
export function promoProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many tries in a short time. Wait a few minutes, then try the code again.';
    const details = error.details;
    const field = details?.fields ? Object.entries(details.fields).find(([name]) => name === 'code' || name.endsWith('promoCode'))?.[1] : undefined;
    if (field) return field;
    if (error.status === 422 && details?.message) return details.message;
  }
  return 'We could not check the code just now. Try again in a moment.';
}

/** Whether the selection's code applies, and the price it gives (nothing is stored). */
export function checkPromoCode(selection: QuoteSelection, email?: string): Promise<PromoCheckResponse> {
  return api(pricingRoutes.checkPromoCode, { body: { selection, ...(email ? { email } : {}) } });
}
