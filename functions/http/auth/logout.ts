import { clearedSessionCookies, readSessionCookies } from '../../platform/auth/session-cookies.ts';
import { endSession } from '../../platform/auth/session-lifecycle.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { noContent } from '../../platform/http/response.ts';
import * as routes from '../routes/people.ts';

/**
 * POST /api/auth/logout: ends the session the cookies name (the API stops accepting them at once
 * and the refresh token is revoked at Cognito), clears both cookies and answers 204. Signed out
 * already, or with cookies that no longer mean anything: the same 204, cookies cleared.
 */
export const handler = httpHandler(routes.logout, {}, async ({ event, config }) => {
  const cookies = readSessionCookies(event.cookies, config);
  if (cookies.idToken || cookies.refreshToken) await endSession(config, cookies);
  return noContent({ cookies: clearedSessionCookies(config) });
});
