import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import type { Month } from '#domain/commerce/partners.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys, queryString } from './api.ts';

/** The business summary for a range of months (decision 028); fetched again whenever the screen mounts. */
export const useBusinessSummary = (from: Month, to: Month, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...backOfficeKeys.all, 'business-summary', from, to] as const,
      queryFn: ({ signal }) => apiRequest<BusinessSummary>('GET', `/api/admin/business-summary${queryString({ from, to })}`, undefined, { signal }),
      staleTime: 0,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
