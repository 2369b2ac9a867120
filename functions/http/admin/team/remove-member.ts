import { changeMemberRole } from '../../../app/people/team.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';
import { memberNotFound, memberParams, throwUnlessChanged } from './team-params.ts';

/**
 * DELETE /api/admin/team/members/{id}: takes a member off the team (out of every role's group). Their
 * account stays, as a customer's, with its history; the back office closes to them at their next
 * sign-in (within the hour).
 */
export const handler = signedInHandler(routes.removeAdminTeamMember, { params: memberParams }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw memberNotFound();
  throwUnlessChanged(await changeMemberRole(config, { memberId: input.params.id, role: null, by: principal.email }, now));
  return noContent();
});
