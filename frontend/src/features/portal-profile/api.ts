import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionRequest, ProfileSaveRequest } from '#domain/portal/guest-profile.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { api, apiUrl } from '../../lib/api.ts';

// The profile page's calls (decision 025). Every one is the signed-in guest's own: there are no ids.

/** The data file's address, for a download link. */
export const PORTAL_DATA_API = apiUrl(portalRoutes.downloadPortalData);
const profileKey = ['portal', 'profile'] as const;

export function usePortalProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => api(portalRoutes.getPortalProfile, { signal }), staleTime: 0 });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProfileSaveRequest) => api(portalRoutes.savePortalProfile, { body: request }),
    onSuccess: (response) => client.setQueryData(profileKey, response),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AccountDeletionRequest) => api(portalRoutes.deletePortalAccount, { body: request }),
    // The session is gone with the account: nothing cached about the guest may outlive it.
    onSuccess: () => client.clear(),
  });
}
