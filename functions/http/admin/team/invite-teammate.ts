import { STAFF_ROLE_LABELS } from '#domain/people/staff-roles.ts';
import { teamInviteRequestSchema } from '#domain/people/team.ts';
import { inviteTeammate } from '../../../app/people/team.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/people-staff.ts';

/**
 * POST /api/admin/team/invites `{ email, role }`: invites a teammate (201 with the invitation; the
 * link goes by e-mail only). Someone on the team already is a 409 naming their role.
 */
export const handler = signedInHandler(routes.inviteAdminTeammate, { body: teamInviteRequestSchema }, async ({ input, principal, config, now }) => {
  const invited = await inviteTeammate(config, input.body, principal.email, now);
  if (invited.outcome === 'already-staff') {
    const message = `${input.body.email} is on the team already (${STAFF_ROLE_LABELS[invited.role]}). Change their role in the list instead.`;
    throw new ConflictError('ALREADY_ON_TEAM', message, { email: message });
  }
  return json(201, { invite: invited.invite });
});
