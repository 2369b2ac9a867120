import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentBlockKey } from '#domain/content/content-blocks.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { api } from '../../lib/api.ts';

// The content blocks' calls (decision 032). Fetched again whenever a screen mounts: another
// member of staff may have saved a block from the site itself.

export const contentBlocksQueryKey = ['content-blocks'] as const;

export const contentBlocksQueryOptions = () =>
  queryOptions({
    queryKey: contentBlocksQueryKey,
    queryFn: ({ signal }) => api(contentStaffRoutes.getAdminContentBlocks, { signal }),
    staleTime: 0,
  });

export const useContentBlocks = () => useQuery(contentBlocksQueryOptions());

/** Saves one block's text against the version shown; the answer is every block as stored. */
export function useSaveContentBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, version, text }: { key: ContentBlockKey; version: number; text: string }) =>
      api(contentStaffRoutes.putAdminContentBlock, { params: { key }, body: { version, text } }),
    onSuccess: (response) => client.setQueryData(contentBlocksQueryKey, response),
  });
}
