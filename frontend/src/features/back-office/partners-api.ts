import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPartnersResponse, CommissionPayout, Month, Partner, PartnerFormInput, PartnerReportResponse } from '#domain/commerce/partners.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys, queryString } from './api.ts';

// The partners screen's calls (issue 18, decision 028). Staff work on live data: fetched again
// whenever the screen mounts.

const partnerKeys = {
  all: [...backOfficeKeys.all, 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
  report: (from: Month, to: Month) => [...partnerKeys.all, 'report', from, to] as const,
};

export const reportCsvHref = (from: Month, to: Month) => `/api/admin/affiliates/report/csv${queryString({ from, to })}`;

export const usePartners = () => useQuery(queryOptions({ queryKey: partnerKeys.list(), queryFn: ({ signal }) => apiRequest<AdminPartnersResponse>('GET', '/api/admin/affiliates', undefined, { signal }), staleTime: 0 }));

export const usePartnerReport = (from: Month, to: Month) =>
  useQuery(
    queryOptions({
      queryKey: partnerKeys.report(from, to),
      queryFn: ({ signal }) => apiRequest<PartnerReportResponse>('GET', `/api/admin/affiliates/report${queryString({ from, to })}`, undefined, { signal }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );

/** Creates a partner, or saves the whole form over the version it was loaded at. */
export function useSavePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, values }: { id?: string | undefined; version?: number | undefined; values: PartnerFormInput }) =>
      id ? apiRequest<{ partner: Partner }>('PUT', `/api/admin/affiliates/${id}`, { ...values, version }) : apiRequest<{ partner: Partner }>('POST', '/api/admin/affiliates', values),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useMarkCommissionPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, month }: { partnerId: string; month: Month }) => apiRequest<{ payout: CommissionPayout; created: boolean }>('POST', `/api/admin/affiliates/${partnerId}/payouts`, { month }),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
