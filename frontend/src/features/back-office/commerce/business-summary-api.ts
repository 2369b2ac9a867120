import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Month } from '#domain/commerce/partners.ts';
import { commerceStaffRoutes } from '#contracts/routes/commerce-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

/** The business summary for a range of months (decision 028); fetched again whenever the screen mounts. */
export const useBusinessSummary = (from: Month, to: Month, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...backOfficeKeys.all, 'business-summary', from, to] as const,
      queryFn: ({ signal }) => api(commerceStaffRoutes.getAdminBusinessSummary, { query: { from, to }, signal }),
      staleTime: 0,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
