import { isPublished, usedWhereMessage } from '#domain/content/media.ts';
import { PublishedPhotosChanged } from '#events/media.ts';
import { emitEvent } from '../../../adapters/eventbridge/publisher.ts';
import { mediaBuckets } from '../../../adapters/s3/media-buckets.ts';
import { deleteObjects } from '../../../adapters/s3/media-storage.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import { deleteUnusedMedia } from '../../../adapters/dynamodb/media-usage.ts';
import { mediaObjectKey } from '../../../adapters/s3/media-objects.ts';
import * as routes from '../../routes/content-staff.ts';
import { mediaNotFound, mediaParams } from './media-views.ts';

/**
 * DELETE /api/admin/media/{id}: deletes a photo nothing uses. While a post, page slot, product or
 * block uses it the answer is 409 MEDIA_IN_USE naming each use, and nothing is deleted. The
 * record goes first, then its files (a file without a record is unreachable; a record without its
 * files would be a broken picture). Deleting a published photo republishes the press page.
 */
export const handler = signedInHandler(routes.deleteAdminMedia, { params: mediaParams }, async ({ input, config, principal, now }) => {
  const asset = await mediaRepository(config).get(input.params.id);
  if (!asset) throw mediaNotFound();
  const result = await deleteUnusedMedia(config, asset.id);
  if (!result.deleted && result.reason === 'not-found') throw mediaNotFound();
  if (!result.deleted && result.reason === 'in-use') throw new ConflictError('MEDIA_IN_USE', usedWhereMessage(result.uses), undefined, { uses: result.uses });
  if (asset.variants.length > 0) {
    const buckets = mediaBuckets(config);
    await deleteObjects(
      config,
      buckets.media,
      asset.variants.map((variant) => mediaObjectKey(variant.path)),
    );
  }
  // The press page listed it: republish, so the page never offers a download that is gone.
  if (isPublished(asset)) await emitEvent(config, PublishedPhotosChanged, { mediaId: asset.id, change: 'deleted', updatedBy: principal.email }, { now });
  return noContent();
});
