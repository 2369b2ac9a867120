import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest } from '#domain/pricing/product-input.ts';
import type { PromoCheckResponse, PromoCodeRequest } from '#domain/pricing/promo-codes.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { api } from '../../../lib/api.ts';

// The add-on catalogue and promo codes (decision 027): the staff's screens and what /chat and the
// staff's quote form offer. Staff work on live data, so each screen fetches again when it mounts.

export const commerceKeys = {
  products: () => ['back-office', 'products'] as const,
  promoCodes: () => ['back-office', 'promo-codes'] as const,
  addOns: () => ['add-ons'] as const,
};

export const productsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.products(), queryFn: ({ signal }) => api(pricingStaffRoutes.listAdminProducts, { signal }), staleTime: 0 });

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.promoCodes(), queryFn: ({ signal }) => api(pricingStaffRoutes.listAdminPromoCodes, { signal }), staleTime: 0 });

export const addOnsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.addOns(), queryFn: ({ signal }) => api(pricingRoutes.listAddOns, { signal }), staleTime: 60_000 });

export const useAdminProducts = () => useQuery(productsQueryOptions());
export const useAdminPromoCodes = () => useQuery(promoCodesQueryOptions());
export const useAddOns = () => useQuery(addOnsQueryOptions());

/** Creates (no id) or replaces (an id) a product, then reloads the list. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: string | null; product: ProductRequest }) =>
      id ? api(pricingStaffRoutes.putAdminProduct, { params: { id }, body: product }) : api(pricingStaffRoutes.createAdminProduct, { body: product }),
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKeys.products() }),
  });
}

/** Creates (`isNew`) or replaces a code's terms, then reloads the list. */
export function useSavePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isNew, terms }: { code: string; isNew: boolean; terms: PromoCodeRequest }) =>
      isNew
        ? api(pricingStaffRoutes.createAdminPromoCode, { body: { ...terms, code } })
        : api(pricingStaffRoutes.putAdminPromoCode, { params: { code }, body: terms }),
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKeys.promoCodes() }),
  });
}

/** Whether the selection's promo code applies, and the price it gives. */
export function checkPromoCode(selection: QuoteSelection, email?: string): Promise<PromoCheckResponse> {
  return api(pricingRoutes.checkPromoCode, { body: { selection, ...(email ? { email } : {}) } });
}
