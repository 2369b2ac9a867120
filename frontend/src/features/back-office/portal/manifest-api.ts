import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CruiseCrewRequest } from '#domain/portal/manifest.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { portalStaffRoutes } from '#contracts/routes/portal-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

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
    queryFn: ({ signal }) => api(portalStaffRoutes.getAdminBookingManifest, { params: { id }, signal }),
    ...live,
  });

export const useBookingManifest = (id: string) => useQuery(bookingManifestQueryOptions(id));

export const useDayManifests = (date: IsoDate) =>
  useQuery({
    queryKey: manifestKeys.day(date),
    queryFn: ({ signal }) => api(portalStaffRoutes.getAdminManifests, { query: { date }, signal }),
    ...live,
  });

/** One press, one reminder to each guest invited who has not signed; every manifest on screen is read again. */
export function useSendWaiverReminders(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(portalStaffRoutes.remindAdminManifest, { params: { id: bookingId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestKeys.all() }),
  });
}

/**
 * The captain's tick: a guest on board, or the tick taken off; every manifest on screen is read
 * again, and the save ends only once they have been (its onSettled promise is awaited), so the
 * tick the list shows meanwhile (check-in-list.tsx) never falls back to the list before it.
 */
export function useMarkOnBoard(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, onBoard }: { guestId: string; onBoard: boolean }) =>
      api(portalStaffRoutes.markAdminGuestOnBoard, { params: { id: bookingId, guest: guestId }, body: { onBoard } }),
    onSettled: () => client.invalidateQueries({ queryKey: manifestKeys.all() }),
  });
}

/** The team members who can be named a cruise's captain. */
export const useCrewChoices = () =>
  useQuery({ queryKey: [...backOfficeKeys.all, 'crew'] as const, queryFn: ({ signal }) => api(portalStaffRoutes.getAdminCrewChoices, { signal }), ...live });

/** Names who sails the cruise; every manifest on screen is read again. */
export function useSaveCrew(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (crew: CruiseCrewRequest) => api(portalStaffRoutes.putAdminCruiseCrew, { params: { id: bookingId }, body: crew }),
    onSettled: () => client.invalidateQueries({ queryKey: manifestKeys.all() }),
  });
}
