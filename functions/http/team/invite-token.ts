import * as z from '#domain/shared/zod.ts';
import { HttpError, NotFoundError } from '../../platform/http/errors.ts';

// An invitation link's token is 32 random bytes in base64url; anything else finds no invitation.
export const tokenParams = z.object({ token: z.catch(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))), null) });

export const inviteNotFound = () =>
  new NotFoundError('This invitation link does not work: it was used or cancelled. Ask the owner to invite you again.', 'TEAM_INVITE_NOT_FOUND');
export const inviteExpired = () => new HttpError(401, 'LINK_EXPIRED', 'This invitation has expired. Ask the owner to invite you again.');
