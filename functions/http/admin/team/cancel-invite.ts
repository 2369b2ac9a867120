import { cancelInvite } from '../../../app/people/team.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';
import { inviteParams } from './team-params.ts';

/** DELETE /api/admin/team/invites/{id}: the invitation's link stops working. */
export const handler = signedInHandler(routes.cancelAdminTeamInvite, { params: inviteParams }, async ({ input, config }) => {
  if (!input.params.id || !(await cancelInvite(config, input.params.id)))
    throw new NotFoundError('No invitation has this id. It may have been taken up or cancelled already.', 'TEAM_INVITE_NOT_FOUND');
  return noContent();
});
