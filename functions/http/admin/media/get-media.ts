import type { AdminMediaItemResponse } from '#domain/content/media-api.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import { pendingUploadsRepository } from '../../../adapters/dynamodb/pending-uploads.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminMediaItem, mediaNotFound, mediaParams } from './media-views.ts';

/**
 * GET /api/admin/media/{id}: one photo and its uses (the screen polls it while a file is
 * processed). A new photo whose file was refused is no longer there: its 404 says why.
 */
export const handler = signedInHandler(routes.getAdminMedia, { params: mediaParams }, async ({ input, config }) => {
  const asset = await mediaRepository(config).get(input.params.id);
  if (!asset) {
    const refusal = await pendingUploadsRepository(config).refusalOf(input.params.id);
    throw refusal ? new NotFoundError(`${refusal} It was not added to the library.`, 'MEDIA_NOT_FOUND') : mediaNotFound();
  }
  const response: AdminMediaItemResponse = { item: await adminMediaItem(config, asset) };
  return json(200, response);
});
