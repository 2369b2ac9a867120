import * as z from '../shared/zod.ts';
import { MAX_UPLOAD_BYTES, mediaDetailsSchema, mediaIdSchema, UPLOAD_CONTENT_TYPES, type MediaAsset, type MediaUse } from './media.ts';

/** What /admin/media sends and gets back (functions/http/admin/media/). */

export const mediaUploadRequestSchema = z.object({
  fileName: z
    .string()
    .check(z.trim(), z.minLength(1, { message: 'The file needs a name.' }), z.maxLength(200, { message: 'Keep the file name under 200 characters.' })),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { message: 'Upload a JPEG, PNG or WebP photo.' }),
  size: z
    .number()
    .check(
      z.int(),
      z.gte(1, { message: 'The file is empty.' }),
      z.lte(MAX_UPLOAD_BYTES, { message: `A photo may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` }),
    ),
});
export type MediaUploadRequest = z.infer<typeof mediaUploadRequestSchema>;

export interface MediaUploadResponse {
  asset: MediaAsset;
  /** Send a multipart POST to `url` with `fields` first and the file last, as `file`. */
  upload: { url: string; fields: Record<string, string> };
}

export const mediaUpdateRequestSchema = z.extend(mediaDetailsSchema, {
  /** The asset's updatedAt as the editor read it: a save over someone else's is refused. */
  updatedAt: z.string().check(z.minLength(1)),
});
export type MediaUpdateRequest = z.infer<typeof mediaUpdateRequestSchema>;

export interface AdminMediaItem {
  asset: MediaAsset;
  uses: MediaUse[];
}

export interface AdminMediaListResponse {
  items: AdminMediaItem[];
}

export interface AdminMediaItemResponse {
  item: AdminMediaItem;
}

export interface AdminPageSlotView {
  key: string;
  label: string;
  page: string;
  max: number;
  mediaIds: string[];
}

export interface AdminPageSlotsResponse {
  slots: AdminPageSlotView[];
}

export const pageSlotRequestSchema = z.object({
  mediaIds: z.array(mediaIdSchema).check(z.maxLength(30)),
});
