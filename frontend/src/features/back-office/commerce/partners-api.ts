import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Month, PartnerFormInput } from '#domain/commerce/partners.ts';
import { commerceStaffRoutes } from '#contracts/routes/commerce-staff.ts';
import { api, apiUrl } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// The partners screen's calls (issue 18, decision 028). Staff work on live data: fetched again
// whenever the screen mounts.

const partnerKeys = {
  all: [...backOfficeKeys.all, 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
  report: (from: Month, to: Month) => [...partnerKeys.all, 'report', from, to] as const,
};

export const reportCsvHref = (from: Month, to: Month) => apiUrl(commerceStaffRoutes.getAdminPartnerReportCsv, { query: { from, to } });

export const usePartners = () =>
  useQuery(queryOptions({ queryKey: partnerKeys.list(), queryFn: ({ signal }) => api(commerceStaffRoutes.listAdminPartners, { signal }), staleTime: 0 }));

export const usePartnerReport = (from: Month, to: Month) =>
  useQuery(
    queryOptions({
      queryKey: partnerKeys.report(from, to),
      queryFn: ({ signal }) => api(commerceStaffRoutes.getAdminPartnerReport, { query: { from, to }, signal }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );

/** Creates a partner, or saves the whole form over the version it was loaded at. */
export function useSavePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, values }: { id?: string | undefined; version?: number | undefined; values: PartnerFormInput }) =>
      id
        ? api(commerceStaffRoutes.updateAdminPartner, { params: { id }, body: { ...values, version } })
        : api(commerceStaffRoutes.createAdminPartner, { body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useMarkCommissionPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, month }: { partnerId: string; month: Month }) =>
      api(commerceStaffRoutes.markAdminPartnerCommissionPaid, { params: { id: partnerId }, body: { month } }),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
