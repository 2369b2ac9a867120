import { mediaUpdateRequestSchema, type AdminMediaItemResponse } from '#domain/content/media-api.ts';
import { isPublished, statusFor, type MediaAsset } from '#domain/content/media.ts';
import { PagePhotosChanged, PublishedPhotosChanged } from '#events/media.ts';
import { emitEvent } from '../../../adapters/eventbridge/publisher.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import * as routes from '../../routes/content-staff.ts';
import { adminMediaItem, mediaNotFound, mediaParams } from './media-views.ts';

/**
 * PUT /api/admin/media/{id} `{ alt, caption, tags, updatedAt }`: what staff say about a photo.
 * Alt text publishes a processed photo; clearing it unpublishes the photo (public pages then show
 * the illustration). A save over someone else's is 409 MEDIA_CHANGED. When a page slot shows the
 * photo and what the page shows changed, the site is republished (PagePhotosChanged); otherwise a
 * change to what the press page shows (published, unpublished, alt text or caption of a published
 * photo) republishes it (PublishedPhotosChanged).
 */
export const handler = signedInHandler(
  routes.putAdminMedia,
  { params: mediaParams, body: mediaUpdateRequestSchema },
  async ({ input, principal, config, now }) => {
    const media = mediaRepository(config);
    const current = await media.get(input.params.id);
    if (!current) throw mediaNotFound();
    const { updatedAt, caption, ...details } = input.body;
    const edited: MediaAsset = { ...current, ...details, updatedAt: now.toISOString() };
    if (caption) edited.caption = caption;
    else delete edited.caption;
    const next: MediaAsset = { ...edited, status: statusFor(edited) };
    if (updatedAt !== current.updatedAt || !(await media.replace(next, current.updatedAt))) {
      throw new ConflictError(
        'MEDIA_CHANGED',
        'This photo changed since you opened it (someone saved it, or its new file finished processing). Reload it and save again.',
      );
    }
    const item = await adminMediaItem(config, next);
    const slots = item.uses.filter((use) => use.kind === 'page-slot').map((use) => use.ref);
    const shownChanged = isPublished(current) !== isPublished(next) || current.alt !== next.alt || current.caption !== next.caption;
    if (slots.length > 0 && shownChanged) await emitEvent(config, PagePhotosChanged, { slots, reason: 'photo-changed', updatedBy: principal.email }, { now });
    else if (shownChanged && (isPublished(current) || isPublished(next))) {
      // The press page (/media) lists every published photo: one rebuild, whichever event asks for it.
      const change = isPublished(current) === isPublished(next) ? 'edited' : isPublished(next) ? 'published' : 'unpublished';
      await emitEvent(config, PublishedPhotosChanged, { mediaId: next.id, change, updatedBy: principal.email }, { now });
    }
    const response: AdminMediaItemResponse = { item };
    return json(200, response);
  },
);
