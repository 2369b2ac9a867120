import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peopleStaffRoutes } from '#contracts/routes/people-staff.ts';
import type { StaffRole } from '#domain/people/staff-roles.ts';
import type { TeamInviteRequest, TeamSettingsRequest } from '#domain/people/team.ts';
import { api } from '../../../lib/api.ts';

// The team screen's reads and changes (decision 075). Staff work on live data: the list is fetched
// again when the screen mounts and after every change.

const teamKey = ['back-office', 'team'] as const;

export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => api(peopleStaffRoutes.getAdminTeam, { signal }), staleTime: 0 });
export const useTeam = () => useQuery(teamQueryOptions());

function useTeamChange<T>(change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => client.invalidateQueries({ queryKey: teamKey }) });
}

export const useInviteTeammate = () => useTeamChange((request: TeamInviteRequest) => api(peopleStaffRoutes.inviteAdminTeammate, { body: request }));
export const useCancelInvite = () => useTeamChange((id: string) => api(peopleStaffRoutes.cancelAdminTeamInvite, { params: { id } }));
export const useChangeMemberRole = () =>
  useTeamChange(({ id, role }: { id: string; role: StaffRole }) => api(peopleStaffRoutes.putAdminTeamMember, { params: { id }, body: { role } }));
export const useRemoveMember = () => useTeamChange((id: string) => api(peopleStaffRoutes.removeAdminTeamMember, { params: { id } }));
export const useSaveTeamSettings = () => useTeamChange((request: TeamSettingsRequest) => api(peopleStaffRoutes.putAdminTeamSettings, { body: request }));
