import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { StaffManifestDayResponse, StaffManifestResponse, WaiverRemindersResponse } from '#domain/portal/manifest.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys, queryString } from './api.ts';

// The staff's manifest calls (decision 023). Like every back-office query they are fetched again
// when a screen mounts: guests sign at any moment, and the captain's list must be today's.

const live = { staleTime: 0 } as const;

export const manifestKeys = {
  all: () => [...backOfficeKeys.all, 'manifest'] as const,
  booking: (id: string) => [...backOfficeKeys.all, 'manifest', 'booking', id] as const,
  day: (date: IsoDate) => [...backOfficeKeys.all, 'manifest', 'day', date] as const,
};

export const bookingManifestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: manifestKeys.booking(id),
    queryFn: ({ signal }) => apiRequest<StaffManifestResponse>('GET', `/api/admin/bookings/${encodeURIComponent(id)}/manifest`, undefined, { signal }),
    ...live,
  });

export const useBookingManifest = (id: string) => useQuery(bookingManifestQueryOptions(id));

export const useDayManifests = (date: IsoDate) =>
  useQuery({
    queryKey: manifestKeys.day(date),
    queryFn: ({ signal }) => apiRequest<StaffManifestDayResponse>('GET', `/api/admin/manifests${queryString({ date })}`, undefined, { signal }),
    ...live,
  });

/** One press, one reminder to each guest invited who has not signed; every manifest on screen is read again. */
export function useSendWaiverReminders(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WaiverRemindersResponse>('POST', `/api/admin/bookings/${encodeURIComponent(bookingId)}/manifest/reminders`),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestKeys.all() }),
  });
}
