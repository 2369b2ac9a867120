import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddOnListResponse, AdminProductListResponse, AdminProductResponse, ProductRequest } from '#domain/pricing/products.ts';
import type { AdminPromoCodeListResponse, AdminPromoCodeResponse, PromoCheckResponse, PromoCodeRequest } from '#domain/pricing/promo-codes.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { apiRequest } from '../../lib/api-client.ts';

// The add-on catalogue and promo codes (decision 027): the staff's screens and what /chat and the
// staff's quote form offer. Staff work on live data, so each screen fetches again when it mounts.

export const commerceKeys = {
  products: () => ['back-office', 'products'] as const,
  promoCodes: () => ['back-office', 'promo-codes'] as const,
  addOns: () => ['add-ons'] as const,
};

export const productsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.products(), queryFn: ({ signal }) => apiRequest<AdminProductListResponse>('GET', '/api/admin/products', undefined, { signal }), staleTime: 0 });

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.promoCodes(), queryFn: ({ signal }) => apiRequest<AdminPromoCodeListResponse>('GET', '/api/admin/promo-codes', undefined, { signal }), staleTime: 0 });

export const addOnsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.addOns(), queryFn: ({ signal }) => apiRequest<AddOnListResponse>('GET', '/api/add-ons', undefined, { signal }), staleTime: 60_000 });

export const useAdminProducts = () => useQuery(productsQueryOptions());
export const useAdminPromoCodes = () => useQuery(promoCodesQueryOptions());
export const useAddOns = () => useQuery(addOnsQueryOptions());

/** Creates (no id) or replaces (an id) a product, then reloads the list. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: string | null; product: ProductRequest }) =>
      id ? apiRequest<AdminProductResponse>('PUT', `/api/admin/products/${encodeURIComponent(id)}`, product) : apiRequest<AdminProductResponse>('POST', '/api/admin/products', product),
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKeys.products() }),
  });
}

/** Creates (`isNew`) or replaces a code's terms, then reloads the list. */
export function useSavePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isNew, terms }: { code: string; isNew: boolean; terms: PromoCodeRequest }) =>
      isNew ? apiRequest<AdminPromoCodeResponse>('POST', '/api/admin/promo-codes', { ...terms, code }) : apiRequest<AdminPromoCodeResponse>('PUT', `/api/admin/promo-codes/${encodeURIComponent(code)}`, terms),
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKeys.promoCodes() }),
  });
}

/** Whether the selection's promo code applies, and the price it gives. */
export function checkPromoCode(selection: QuoteSelection, email?: string): Promise<PromoCheckResponse> {
  return apiRequest<PromoCheckResponse>('POST', '/api/promo-codes/check', { selection, ...(email ? { email } : {}) });
}
