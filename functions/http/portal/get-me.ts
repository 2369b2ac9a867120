import { json } from '../../platform/http/response.ts';
import { guestHandler } from '../../platform/auth/guest-handler.ts';
import * as routes from '../routes/portal.ts';

/** GET /api/portal/me: the signed-in guest, `{ guest: { email } }`, or 401 (decision 022). */
export const handler = guestHandler(routes.getPortalGuest, {}, async ({ guest }) => json(200, { guest: { email: guest.email } }));
