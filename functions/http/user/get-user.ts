import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { signedInUser } from '../../app/people/signed-in-user.ts';
import * as routes from '../routes/people.ts';

/**
 * GET /api/user: the signed-in user, or 401 (the route's auth rule) when signed out. The first
 * call of a new identity creates and announces its profile (signedInUser).
 */
export const handler = signedInHandler(routes.getCurrentUser, {}, async ({ principal, config, now }) =>
  json(200, { user: await signedInUser(config, principal, now) }),
);
