import { profileSaveRequestSchema, type ProfileResponse } from '#domain/portal/guest-profile.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { saveProfile } from '../../../app/portal/profile.ts';
import * as routes from '../../routes/portal.ts';

/**
 * PUT /api/portal/profile: saves the guest's name, phone and e-mail preferences (400 and no change
 * on a bad field; 409 PROFILE_CHANGED, and no change, when it was saved elsewhere since the page read it).
 */
export const handler = guestHandler(routes.savePortalProfile, { body: profileSaveRequestSchema }, async ({ input, guest, config, now }) => {
  const { expectedUpdatedAt, ...update } = input.body;
  const result = await saveProfile(config, guest.email, update, expectedUpdatedAt, now);
  if (result.outcome === 'stale')
    throw new ConflictError('PROFILE_CHANGED', 'Your profile was changed in another window. Reload the page to see it, then make your change again.');
  const response: ProfileResponse = { profile: result.profile };
  return json(200, response);
});
