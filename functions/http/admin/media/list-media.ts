import type { AdminMediaListResponse } from '#domain/content/media-api.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminMediaItem } from './media-views.ts';

/** GET /api/admin/media: the whole library, newest first, each photo with where it is used. */
export const handler = signedInHandler(routes.listAdminMedia, {}, async ({ config }) => {
  const assets = await mediaRepository(config).list();
  const response: AdminMediaListResponse = { items: await Promise.all(assets.map((asset) => adminMediaItem(config, asset))) };
  return json(200, response);
});
