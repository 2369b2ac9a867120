import { mediaUploadRequestSchema, type MediaUploadResponse } from '#domain/content/media-api.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import { pendingUploadsRepository } from '../../../adapters/dynamodb/pending-uploads.ts';
import { createUploadPost } from '../../../app/content/upload-policy.ts';
import * as routes from '../../routes/content-staff.ts';
import { mediaNotFound, mediaParams, randomMediaId } from './media-views.ts';

/**
 * POST /api/admin/media/{id}/file `{ fileName, contentType, size }`: a new file for a photo, same
 * id, alt text and uses. The photo keeps showing its current file until the new one is processed;
 * the new one gets new URLs (a new revision), so no cache shows the old picture under them.
 */
export const handler = signedInHandler(
  routes.replaceAdminMediaFile,
  { params: mediaParams, body: mediaUploadRequestSchema },
  async ({ input, principal, config, now }) => {
    const asset = await mediaRepository(config).get(input.params.id);
    if (!asset) throw mediaNotFound();
    const revision = randomMediaId();
    await pendingUploadsRepository(config).put(
      {
        id: asset.id,
        revision,
        fileName: input.body.fileName,
        contentType: input.body.contentType,
        requestedBy: principal.email,
        requestedAt: now.toISOString(),
      },
      now,
    );
    const response: MediaUploadResponse = {
      asset,
      upload: await createUploadPost(config, { id: asset.id, revision, contentType: input.body.contentType, now }),
    };
    return json(201, response);
  },
);
