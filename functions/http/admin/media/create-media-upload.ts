import { mediaUploadRequestSchema, type MediaUploadResponse } from '#domain/content/media-api.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import { pendingUploadsRepository } from '../../../adapters/dynamodb/pending-uploads.ts';
import { createUploadPost } from '../../../app/content/upload-policy.ts';
import * as routes from '../../routes/content-staff.ts';
import { randomMediaId } from './media-views.ts';

/**
 * POST /api/admin/media/uploads `{ fileName, contentType, size }`: a new photo. Records it as
 * processing and answers a presigned POST the browser sends the file with, straight to S3; the
 * image function then makes its sizes. A type or size the library does not take is a 400 naming
 * the field, and nothing is stored.
 */
export const handler = signedInHandler(routes.createAdminMediaUpload, { body: mediaUploadRequestSchema }, async ({ input, principal, config, now }) => {
  const id = randomMediaId();
  const revision = randomMediaId();
  const at = now.toISOString();
  const asset: MediaAsset = {
    id,
    fileName: input.body.fileName,
    alt: '',
    tags: [],
    width: 0,
    height: 0,
    status: 'processing',
    variants: [],
    createdAt: at,
    updatedAt: at,
  };
  await pendingUploadsRepository(config).put(
    { id, revision, fileName: input.body.fileName, contentType: input.body.contentType, requestedBy: principal.email, requestedAt: at },
    now,
  );
  const stored = await mediaRepository(config).put(asset);
  const response: MediaUploadResponse = { asset: stored, upload: await createUploadPost(config, { id, revision, contentType: input.body.contentType, now }) };
  return json(201, response);
});
