import type { AdminPageSlotsResponse } from '#domain/content/media-api.ts';
import { PAGE_SLOTS } from '#domain/content/page-slots.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { mediaUsedBy } from '../../../adapters/dynamodb/media-usage.ts';
import * as routes from '../../routes/content-staff.ts';

/** GET /api/admin/media-slots: every page slot with the photos staff chose for it (none: the illustration). */
export const handler = signedInHandler(routes.listAdminPageSlots, {}, async ({ config }) => {
  const slots = await Promise.all(PAGE_SLOTS.map(async (slot) => ({ ...slot, mediaIds: await mediaUsedBy(config, { kind: 'page-slot', ref: slot.key }) })));
  const response: AdminPageSlotsResponse = { slots };
  return json(200, response);
});
