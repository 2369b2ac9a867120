import * as z from '#domain/shared/zod.ts';
import { newPasswordSchema } from '../../app/people/password-policy.ts';
import { acceptInvite } from '../../app/people/team.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people.ts';
import { inviteExpired, inviteNotFound, tokenParams } from './invite-token.ts';

const body = z.object({ password: newPasswordSchema });

/**
 * POST /api/team/invites/{token} `{ password }`: takes up the invitation. The account is made with the
 * password in the role's group and the link stops working; the page then signs in as any staff
 * sign-in does (POST /api/auth/login).
 */
export const handler = httpHandler(routes.acceptTeamInvite, { params: tokenParams, body }, async ({ input, config, now }) => {
  const accepted = input.params.token ? await acceptInvite(config, input.params.token, input.body.password, now) : { outcome: 'not-found' as const };
  if (accepted.outcome === 'not-found') throw inviteNotFound();
  if (accepted.outcome === 'expired') throw inviteExpired();
  if (accepted.outcome === 'password-refused') {
    const message = 'The password was refused. Choose a longer one, unlike any you have used elsewhere.';
    throw new ValidationError(message, { password: message });
  }
  return json(200, { joined: accepted.joined });
});
