import { UserProfileCreated } from '#events/users.ts';
import { usersRepository } from '../../shared/data/users-repository.ts';
import { publishEvent } from '../../shared/events/publisher.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

/**
 * GET /api/user: the signed-in user, or 401 (the route's auth rule) when signed out.
 * The first time a verified identity calls, its profile is created and announced
 * (just-in-time provisioning: users created in the console or by the seed need no extra step).
 */
export const handler = httpHandler(routes.getCurrentUser, {}, async ({ principal, config, now }) => {
  const { profile, created } = await usersRepository(config).ensure({
    id: principal.sub,
    email: principal.email,
    createdAt: now.toISOString(),
  });
  if (created) {
    await publishEvent(config, UserProfileCreated, { userId: profile.id, email: profile.email, role: principal.role }, { now });
  }
  return json(200, { user: { id: profile.id, email: profile.email, role: principal.role, createdAt: profile.createdAt } });
});
