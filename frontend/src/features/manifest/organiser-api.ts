import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationsResponse, OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import { apiRequest } from '../../lib/api-client.ts';

// The organiser's manifest calls (decision 023): the portal's guest routes, which answer only the
// signed-in guest's own trips. Guests sign at any moment, so the list is asked for afresh on mount.

const tripPath = (bookingId: string) => `/api/portal/trips/${encodeURIComponent(bookingId)}/manifest`;

export const organiserManifestKey = (bookingId: string) => ['portal', 'trip', bookingId, 'manifest'] as const;

export const organiserManifestQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: organiserManifestKey(bookingId),
    queryFn: ({ signal }) => apiRequest<OrganiserManifestResponse>('GET', tripPath(bookingId), undefined, { signal }),
    staleTime: 0,
  });

export const useOrganiserManifest = (bookingId: string) => useQuery(organiserManifestQueryOptions(bookingId));

export function useInviteGuests(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => apiRequest<InvitationsResponse>('POST', `${tripPath(bookingId)}/invitations`, { emails }),
    onSuccess: (answer) => client.setQueryData<OrganiserManifestResponse>(organiserManifestKey(bookingId), { manifest: answer.manifest }),
  });
}

export function useSetAlcoholOnBoard(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alcoholOnBoard: boolean) => apiRequest<OrganiserManifestResponse>('PUT', `${tripPath(bookingId)}/alcohol`, { alcoholOnBoard }),
    onSuccess: (answer) => client.setQueryData<OrganiserManifestResponse>(organiserManifestKey(bookingId), answer),
  });
}
