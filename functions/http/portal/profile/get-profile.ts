import type { ProfileResponse } from '#domain/portal/guest-profile.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { profileView } from '../../../app/portal/profile.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/portal.ts';

/** GET /api/portal/profile: the signed-in guest's own profile (there is no other guest's to ask for). */
export const handler = guestHandler(routes.getPortalProfile, {}, async ({ guest, config }) => {
  const response: ProfileResponse = { profile: await profileView(config, guest.email) };
  return json(200, response);
});
