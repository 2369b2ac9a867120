import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaUploadRequest, MediaUploadResponse, MediaUpdateRequest } from '#domain/content/media-api.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { api } from '../../lib/api.ts';

/** The media library's API for /admin/media (functions/http/admin/media/). */

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  library: () => [...mediaKeys.all, 'library'] as const,
  slots: () => [...mediaKeys.all, 'slots'] as const,
};

export const mediaLibraryQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.library(),
    queryFn: () => api(contentStaffRoutes.listAdminMedia),
    // While a file is being processed the grid checks every two seconds for its sizes.
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.asset.status === 'processing' && !item.asset.problem) ? 2_000 : false),
  });

export const useMediaLibrary = () => useQuery(mediaLibraryQueryOptions());

export const usePageSlots = () => useQuery(queryOptions({ queryKey: mediaKeys.slots(), queryFn: () => api(contentStaffRoutes.listAdminPageSlots) }));

export function useSaveMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: MediaUpdateRequest }) => api(contentStaffRoutes.putAdminMedia, { params: { id }, body: details }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(contentStaffRoutes.deleteAdminMedia, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useSetPageSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, mediaIds }: { slot: string; mediaIds: string[] }) =>
      api(contentStaffRoutes.putAdminPageSlot, { params: { slot }, body: { mediaIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** Asks for a presigned POST: a new photo, or (with `replaceId`) a new file for an existing one. */
export function requestUpload(request: MediaUploadRequest, replaceId?: string): Promise<MediaUploadResponse> {
  return replaceId
    ? api(contentStaffRoutes.replaceAdminMediaFile, { params: { id: replaceId }, body: request })
    : api(contentStaffRoutes.createAdminMediaUpload, { body: request });
}

/**
 * Sends the file with its presigned POST, reporting progress (0 to 1). XMLHttpRequest, because
 * fetch cannot report upload progress. Rejects with S3's own message when S3 refuses the file.
 */
export function sendUpload(upload: MediaUploadResponse['upload'], file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        const message = /<Message>([^<]*)<\/Message>/.exec(request.responseText)?.[1];
        reject(new Error(message ?? `The upload was refused (${request.status}).`));
      }
    });
    request.addEventListener('error', () => reject(new Error('The upload failed: check the connection and try again.')));
    request.send(form);
  });
}
