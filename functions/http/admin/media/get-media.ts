import type { AdminMediaItemResponse } from '#domain/content/media-api.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminMediaItem, mediaNotFound, mediaParams } from './media-views.ts';

/** GET /api/admin/media/{id}: one photo and its uses (the screen polls it while a file is processed). */
export const handler = signedInHandler(routes.getAdminMedia, { params: mediaParams }, async ({ input, config }) => {
  const asset = await mediaRepository(config).get(input.params.id);
  if (!asset) throw mediaNotFound();
  const response: AdminMediaItemResponse = { item: await adminMediaItem(config, asset) };
  return json(200, response);
});
