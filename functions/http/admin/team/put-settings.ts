import { teamSettingsRequestSchema } from '#domain/people/team.ts';
import { saveTeamSettings } from '../../../app/people/team.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';

/** PUT /api/admin/team/settings `{ officeRefundLimit, version }`: the largest refund office staff may give at once. */
export const handler = signedInHandler(routes.putAdminTeamSettings, { body: teamSettingsRequestSchema }, async ({ input, principal, config, now }) => {
  const saved = await saveTeamSettings(config, input.body, principal.email, now);
  if (saved === 'stale')
    throw new ConflictError('TEAM_SETTINGS_CHANGED', 'Another owner changed the refund limit a moment ago, so nothing was saved. Reload and try again.');
  return json(200, { settings: saved });
});
