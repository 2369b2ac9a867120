import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContentBlocksResponse, ContentBlockKey } from '#domain/content/content-blocks.ts';
import { apiRequest } from '../../lib/api-client.ts';

// The content blocks' calls (decision 032). Fetched again whenever a screen mounts: another
// member of staff may have saved a block from the site itself.

export const contentBlocksQueryKey = ['content-blocks'] as const;

export const contentBlocksQueryOptions = () =>
  queryOptions({
    queryKey: contentBlocksQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminContentBlocksResponse>('GET', '/api/admin/content-blocks', undefined, { signal }),
    staleTime: 0,
  });

export const useContentBlocks = () => useQuery(contentBlocksQueryOptions());

/** Saves one block's text against the version shown; the answer is every block as stored. */
export function useSaveContentBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, version, text }: { key: ContentBlockKey; version: number; text: string }) =>
      apiRequest<AdminContentBlocksResponse>('PUT', `/api/admin/content-blocks/${encodeURIComponent(key)}`, { version, text }),
    onSuccess: (response) => client.setQueryData(contentBlocksQueryKey, response),
  });
}
