import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectRequest } from '#domain/commerce/projects.ts';
import { commerceStaffRoutes } from '#contracts/routes/commerce-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// /projects' calls (decision 029). A save answers the project as stored, which the cache takes.

const projectsKey = () => [...backOfficeKeys.all, 'projects'] as const;
const projectKey = (id: string) => [...backOfficeKeys.all, 'project', id] as const;

export const useProjects = () =>
  useQuery(queryOptions({ queryKey: projectsKey(), queryFn: ({ signal }) => api(commerceStaffRoutes.listAdminProjects, { signal }), staleTime: 0 }));

export const useProject = (id: string) =>
  useQuery(
    queryOptions({ queryKey: projectKey(id), queryFn: ({ signal }) => api(commerceStaffRoutes.getAdminProject, { params: { id }, signal }), staleTime: 0 }),
  );

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectRequest) => api(commerceStaffRoutes.createAdminProject, { body: request }),
    onSuccess: (response) => {
      client.setQueryData(projectKey(response.project.id), response);
      return client.invalidateQueries({ queryKey: projectsKey() });
    },
  });
}

export function useSaveProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectRequest & { revision: number }) => api(commerceStaffRoutes.putAdminProject, { params: { id }, body: request }),
    onSuccess: (response) => {
      client.setQueryData(projectKey(id), response);
      return client.invalidateQueries({ queryKey: projectsKey() });
    },
    onError: () => client.invalidateQueries({ queryKey: projectKey(id) }),
  });
}
