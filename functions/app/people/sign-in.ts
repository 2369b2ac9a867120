import { UserLoggedIn } from '#events/auth.ts';
import type { Config } from '../../platform/config.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { signedInUser, type SignedInUser } from './signed-in-user.ts';
import type { SignInTokens } from '../../adapters/cognito/cognito.ts';
import type { SessionCookieValues } from '../../platform/auth/session-cookies.ts';
import { endSession, startSession } from '../../platform/auth/session-lifecycle.ts';

/**
 * The end of every way in (login, registration): starts the session for the tokens Cognito just
 * issued, ends the session this browser held before (its cookies came with the request),
 * announces UserLoggedIn and returns the user as GET /api/user shows it, with the cookies.
 */
export async function completeSignIn(
  config: Config,
  tokens: SignInTokens,
  options: { now: Date; previous: SessionCookieValues },
): Promise<{ user: SignedInUser; cookies: string[] }> {
  if (options.previous.idToken || options.previous.refreshToken) await endSession(config, options.previous);
  const { principal, cookies } = await startSession(config, tokens, options.now);
  const user = await signedInUser(config, principal, options.now);
  await emitEvent(config, UserLoggedIn, { userId: principal.sub, email: principal.email, role: principal.role }, { now: options.now });
  return { user, cookies };
}
