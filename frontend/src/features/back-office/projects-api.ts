import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProjectListResponse, AdminProjectResponse, ProjectRequest } from '#domain/commerce/projects.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys } from './api.ts';

// /projects' calls (decision 029). A save answers the project as stored, which the cache takes.

const projectsKey = () => [...backOfficeKeys.all, 'projects'] as const;
const projectKey = (id: string) => [...backOfficeKeys.all, 'project', id] as const;

export const useProjects = () =>
  useQuery(queryOptions({ queryKey: projectsKey(), queryFn: ({ signal }) => apiRequest<AdminProjectListResponse>('GET', '/api/admin/projects', undefined, { signal }), staleTime: 0 }));

export const useProject = (id: string) =>
  useQuery(queryOptions({ queryKey: projectKey(id), queryFn: ({ signal }) => apiRequest<AdminProjectResponse>('GET', `/api/admin/projects/${encodeURIComponent(id)}`, undefined, { signal }), staleTime: 0 }));

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectRequest) => apiRequest<AdminProjectResponse>('POST', '/api/admin/projects', request),
    onSuccess: (response) => {
      client.setQueryData(projectKey(response.project.id), response);
      return client.invalidateQueries({ queryKey: projectsKey() });
    },
  });
}

export function useSaveProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectRequest & { revision: number }) => apiRequest<AdminProjectResponse>('PUT', `/api/admin/projects/${encodeURIComponent(id)}`, request),
    onSuccess: (response) => {
      client.setQueryData(projectKey(id), response);
      return client.invalidateQueries({ queryKey: projectsKey() });
    },
    onError: () => client.invalidateQueries({ queryKey: projectKey(id) }),
  });
}
