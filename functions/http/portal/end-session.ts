import { httpHandler } from '../../platform/http/handler.ts';
import { noContent } from '../../platform/http/response.ts';
import { clearedPortalSessionCookie } from '../../platform/auth/portal-cookies.ts';
import { endPortalSession } from '../../platform/auth/portal-session.ts';
import * as routes from '../routes/portal.ts';

/**
 * POST /api/portal/logout: ends the portal session the cookie names (it stops working at once),
 * clears the cookie and answers 204; signed out already, the same 204 (decision 022).
 */
export const handler = httpHandler(routes.endPortalSession, {}, async ({ event, config }) => {
  await endPortalSession(event.cookies, config);
  return noContent({ cookies: [clearedPortalSessionCookie(config)] });
});
