import { UserProfileCreated } from '#events/users.ts';
import type { Principal } from '../../platform/auth/session.ts';
import type { Config } from '../../platform/config.ts';
import { usersRepository } from '../../adapters/dynamodb/users-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';

/** The signed-in user as the API shows it (GET /api/user, sign-in and registration answers). */
export interface SignedInUser {
  id: string;
  email: string;
  role: Principal['role'];
  staffRole: Principal['staffRole'];
  createdAt: string;
}

/**
 * The first time a verified identity is seen, its profile is created and announced (just-in-time
 * provisioning: users created in the console or by the seed need no extra step). The role is the
 * token's, never stored: group changes apply at the next token.
 */
export async function signedInUser(config: Config, principal: Principal, now: Date): Promise<SignedInUser> {
  const event = pendingEvent(UserProfileCreated, { userId: principal.sub, email: principal.email, role: principal.role }, { now });
  const { profile, created } = await usersRepository(config).ensure({ id: principal.sub, email: principal.email, createdAt: now.toISOString() }, event);
  if (created) await publishPending(config, [event]);
  return { id: profile.id, email: profile.email, role: principal.role, staffRole: principal.staffRole, createdAt: profile.createdAt };
}
