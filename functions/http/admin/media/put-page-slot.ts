import { pageSlotRequestSchema, type AdminPageSlotsResponse } from '#domain/content/media-api.ts';
import { PAGE_SLOTS, pageSlot } from '#domain/content/page-slots.ts';
import { isPublished } from '#domain/content/media.ts';
import * as z from '#domain/shared/zod.ts';
import { PagePhotosChanged } from '#events/media.ts';
import { emitEvent } from '../../../adapters/eventbridge/publisher.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaRepository } from '../../../adapters/dynamodb/media-repository.ts';
import { MediaNotFoundError, MediaUsesConflictError, mediaUsedBy, setMediaUses } from '../../../adapters/dynamodb/media-usage.ts';
import * as routes from '../../routes/content-staff.ts';

/**
 * PUT /api/admin/media-slots/{slot} `{ mediaIds }`: the photos a page slot shows, in order (an
 * empty list: the illustration again). Only published photos (with alt text) may be chosen, so a
 * page never shows a picture without a description. Republishes the site (PagePhotosChanged).
 */
export const handler = signedInHandler(
  routes.putAdminPageSlot,
  { params: z.object({ slot: z.string() }), body: pageSlotRequestSchema },
  async ({ input, principal, config, now }) => {
    const slot = pageSlot(input.params.slot);
    if (!slot) throw new NotFoundError('No page slot with that name.', 'SLOT_NOT_FOUND');
    const ids = [...new Set(input.body.mediaIds)];
    if (ids.length > slot.max)
      throw new ValidationError(`${slot.label} shows at most ${slot.max} photo${slot.max === 1 ? '' : 's'}.`, { mediaIds: `Choose at most ${slot.max}.` });
    const assets = await mediaRepository(config).getMany(ids);
    const unusable = ids.find((id) => !assets.some((asset) => asset.id === id && isPublished(asset)));
    if (unusable)
      throw new ValidationError('Only a published photo (processed, with alt text) can go on a page.', {
        mediaIds: `Photo ${unusable} is not published: give it alt text first.`,
      });
    try {
      await setMediaUses(config, { kind: 'page-slot', ref: slot.key, label: slot.label }, ids);
    } catch (error) {
      if (error instanceof MediaNotFoundError)
        throw new ValidationError('A chosen photo was deleted.', { mediaIds: `Photo ${error.mediaId} no longer exists.` });
      if (error instanceof MediaUsesConflictError) throw new ConflictError('SLOT_CHANGED', error.message);
      throw error;
    }
    await emitEvent(config, PagePhotosChanged, { slots: [slot.key], reason: 'slot-chosen', updatedBy: principal.email }, { now });
    const slots = await Promise.all(PAGE_SLOTS.map(async (each) => ({ ...each, mediaIds: await mediaUsedBy(config, { kind: 'page-slot', ref: each.key }) })));
    const response: AdminPageSlotsResponse = { slots };
    return json(200, response);
  },
);
