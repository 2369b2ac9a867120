import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { api } from '../../lib/api.ts';

// The organiser's manifest calls (decision 023): the portal's guest routes, which answer only the
// signed-in guest's own trips. Guests sign at any moment, so the list is asked for afresh on mount.

export const organiserManifestKey = (bookingId: string) => ['portal', 'trip', bookingId, 'manifest'] as const;

export const organiserManifestQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: organiserManifestKey(bookingId),
    queryFn: ({ signal }) => api(portalRoutes.getPortalTripManifest, { params: { id: bookingId }, signal }),
    staleTime: 0,
  });

export const useOrganiserManifest = (bookingId: string) => useQuery(organiserManifestQueryOptions(bookingId));

export function useInviteGuests(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => api(portalRoutes.invitePortalTripGuests, { params: { id: bookingId }, body: { emails } }),
    onSuccess: (answer) => client.setQueryData<OrganiserManifestResponse>(organiserManifestKey(bookingId), { manifest: answer.manifest }),
  });
}

export function useSetAlcoholOnBoard(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alcoholOnBoard: boolean) => api(portalRoutes.setPortalTripAlcohol, { params: { id: bookingId }, body: { alcoholOnBoard } }),
    onSuccess: (answer) => client.setQueryData<OrganiserManifestResponse>(organiserManifestKey(bookingId), answer),
  });
}
