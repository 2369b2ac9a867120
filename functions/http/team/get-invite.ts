import { invitation } from '../../app/people/team.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people.ts';
import { inviteExpired, inviteNotFound, tokenParams } from './invite-token.ts';

/** GET /api/team/invites/{token}: the e-mail and role an invitation is for, or why its link no longer works. */
export const handler = httpHandler(routes.getTeamInvite, { params: tokenParams }, async ({ input, config, now }) => {
  const found = input.params.token ? await invitation(config, input.params.token, now) : 'not-found';
  if (found === 'not-found') throw inviteNotFound();
  if (found === 'expired') throw inviteExpired();
  return json(200, { invite: found });
});
