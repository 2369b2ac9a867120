import { usedWhereMessage } from '#domain/media.ts';
import { mediaBuckets } from '../../../shared/media/media-buckets.ts';
import { deleteObjects } from '../../../shared/media/media-storage.ts';
import { ConflictError } from '../../../shared/http/errors.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { noContent } from '../../../shared/http/response.ts';
import { mediaRepository } from '../../../shared/media/media-repository.ts';
import { deleteUnusedMedia } from '../../../shared/media/media-usage.ts';
import { mediaObjectKey } from '../../../shared/media/media-objects.ts';
import { routes } from '../../routes.ts';
import { mediaNotFound, mediaParams } from './media-views.ts';

/**
 * DELETE /api/admin/media/{id}: deletes a photo nothing uses. While a post, page slot, product or
 * block uses it the answer is 409 MEDIA_IN_USE naming each use, and nothing is deleted. The
 * record goes first, then its files (a file without a record is unreachable; a record without its
 * files would be a broken picture).
 */
export const handler = signedInHandler(routes.deleteAdminMedia, { params: mediaParams }, async ({ input, config }) => {
  const asset = await mediaRepository(config).get(input.params.id);
  if (!asset) throw mediaNotFound();
  const result = await deleteUnusedMedia(config, asset.id);
  if (!result.deleted && result.reason === 'not-found') throw mediaNotFound();
  if (!result.deleted && result.reason === 'in-use') throw new ConflictError('MEDIA_IN_USE', usedWhereMessage(result.uses), undefined, { uses: result.uses });
  if (asset.variants.length > 0) {
    const buckets = mediaBuckets(config);
    await deleteObjects(config, buckets.media, asset.variants.map((variant) => mediaObjectKey(variant.path)));
  }
  return noContent();
});
