import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMediaItemResponse, MediaUploadRequest, MediaUploadResponse, MediaUpdateRequest } from '#domain/content/media-api.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { uploadNeverArrived, type MediaAsset } from '#domain/content/media.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';

/** The media library's API for /admin/media (functions/http/admin/media/). */

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  library: () => [...mediaKeys.all, 'library'] as const,
  slots: () => [...mediaKeys.all, 'slots'] as const,
};

/**
 * Whether a photo of the library is still having its sizes made, as of `checkedAt` (the library's
 * last read): not one refused, nor one whose file never arrived, which would keep the grid asking forever.
 */
export function waitingForSizes(items: readonly { asset: Pick<MediaAsset, 'status' | 'problem' | 'updatedAt'> }[], checkedAt: Date): boolean {
  return items.some((item) => item.asset.status === 'processing' && !item.asset.problem && !uploadNeverArrived(item.asset, checkedAt));
}

export const mediaLibraryQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.library(),
    queryFn: () => api(contentStaffRoutes.listAdminMedia),
    // While a file is being processed the grid checks every two seconds for its sizes.
    refetchInterval: (query) => (query.state.data && waitingForSizes(query.state.data.items, new Date(query.state.dataUpdatedAt)) ? 2_000 : false),
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

export type ProcessingOutcome = { kind: 'ready' } | { kind: 'refused'; message: string } | { kind: 'still-processing' };

/**
 * What became of an uploaded file, asked of the photo every two seconds while the image function
 * works (a few seconds; a large photo under a minute): its sizes made, or refused. A new photo whose
 * file is refused leaves the library, and its 404 says why (decision 066).
 */
export async function processingOutcome(
  id: string,
  options: {
    read?: (id: string) => Promise<AdminMediaItemResponse>;
    pause?: () => Promise<void>;
    attempts?: number;
  } = {},
): Promise<ProcessingOutcome> {
  const read = options.read ?? ((mediaId: string) => api(contentStaffRoutes.getAdminMedia, { params: { id: mediaId } }));
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 2_000)));
  for (let attempt = 0; attempt < (options.attempts ?? 90); attempt += 1) {
    try {
      const { asset } = (await read(id)).item;
      if (asset.problem) return { kind: 'refused', message: asset.problem };
      if (asset.variants.length > 0) return { kind: 'ready' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'refused', message: error.details?.message ?? 'The file was refused.' };
      throw error;
    }
    await pause();
  }
  return { kind: 'still-processing' };
}
