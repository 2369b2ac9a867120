import * as z from '#domain/shared/zod.ts';
import { ConflictError, NotFoundError } from '../../../platform/http/errors.ts';
import type { MemberChangeOutcome } from '../../../app/people/team.ts';

// An invitation's id is a SHA-256 in hex, a member's the account's sub: anything else names nothing
// and gets the same 404 as an unknown one.
export const inviteParams = z.object({ id: z.catch(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))), null) });
export const memberParams = z.object({ id: z.catch(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,128}$/))), null) });

export const memberNotFound = () =>
  new NotFoundError('Nobody on the team has this id. They may have been taken off the team already.', 'TEAM_MEMBER_NOT_FOUND');

/** The use case's refusal in HTTP, or nothing when the change was made. */
export function throwUnlessChanged(outcome: MemberChangeOutcome): void {
  if (outcome.outcome === 'not-found') throw memberNotFound();
  if (outcome.outcome === 'own-account') throw new ConflictError('OWN_ACCOUNT', 'You cannot change or remove your own account. Ask another owner to do it.');
  if (outcome.outcome === 'last-owner') throw new ConflictError('LAST_OWNER', 'The team needs at least one owner. Make someone else an owner first.');
}
