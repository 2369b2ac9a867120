import { teamMemberChangeSchema } from '#domain/people/team.ts';
import { changeMemberRole } from '../../../app/people/team.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';
import { memberNotFound, memberParams, throwUnlessChanged } from './team-params.ts';

/** PUT /api/admin/team/members/{id} `{ role }`: another role, in effect at the member's next sign-in (within the hour). */
export const handler = signedInHandler(
  routes.putAdminTeamMember,
  { params: memberParams, body: teamMemberChangeSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw memberNotFound();
    throwUnlessChanged(await changeMemberRole(config, { memberId: input.params.id, role: input.body.role, by: principal.email }, now));
    return noContent();
  },
);
