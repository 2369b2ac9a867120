import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionRequest, ProfileResponse, ProfileSaveRequest } from '#domain/portal/guest-profile.ts';
import { apiRequest } from '../../lib/api-client.ts';

// The profile page's calls (decision 025). Every one is the signed-in guest's own: there are no ids.

export const PORTAL_PROFILE_API = '/api/portal/profile';
export const PORTAL_DATA_API = '/api/portal/profile/data';
const profileKey = ['portal', 'profile'] as const;

export function usePortalProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => apiRequest<ProfileResponse>('GET', PORTAL_PROFILE_API, undefined, { signal }), staleTime: 0 });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProfileSaveRequest) => apiRequest<ProfileResponse>('PUT', PORTAL_PROFILE_API, request),
    onSuccess: (response) => client.setQueryData(profileKey, response),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AccountDeletionRequest) => apiRequest<{ deleted: true; bookingsKept: number }>('POST', `${PORTAL_PROFILE_API}/delete`, request),
    // The session is gone with the account: nothing cached about the guest may outlive it.
    onSuccess: () => client.clear(),
  });
}
