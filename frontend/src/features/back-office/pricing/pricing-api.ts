import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingChange } from '#domain/pricing/pricing-admin.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { api } from '../../../lib/api.ts';

// The price versions and seasonal rules (decision 026): one GET for both screens and one POST per
// change, which answers the whole pricing view, so a save shows what the server now holds.

export const pricingKeys = { pricing: () => ['back-office', 'pricing'] as const };

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: pricingKeys.pricing(), queryFn: ({ signal }) => api(pricingStaffRoutes.getAdminPricing, { signal }), staleTime: 0 });

export const useAdminPricing = () => useQuery(pricingQueryOptions());

/** Sends one change (a version or a rule) and keeps the answer as the screen's data. */
export function useChangePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PricingChange) => api(pricingStaffRoutes.changeAdminPricing, { body: change }),
    onSuccess: (pricing) => client.setQueryData(pricingKeys.pricing(), pricing),
  });
}
