import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { organiserManifest } from '../../app/portal/organiser-manifest.ts';
import { guestHandler } from '../../platform/auth/guest-handler.ts';
import * as routes from '../routes/portal.ts';
import { tripParams } from './manifest-params.ts';

/** GET /api/portal/trips/{id}/manifest: the organiser's guest list and waiver link (OrganiserManifestResponse); 404 for another guest's trip. */
export const handler = guestHandler(routes.getPortalTripManifest, { params: tripParams }, async ({ input, guest, config, now }) => {
  const response: OrganiserManifestResponse = { manifest: orRefuse(await organiserManifest(config, input.params.id, guest.email, now)) };
  return json(200, response);
});
