import { setTimeout as sleep } from 'node:timers/promises';
import * as z from '#domain/zod.ts';
import { emailSchema } from '#domain/schemas.ts';
import { UserLoginFailed } from '#events/auth.ts';
import { signInWithPassword } from '../../shared/auth/cognito.ts';
import { lockoutRemaining, recordFailedSignIn, recordSuccessfulSignIn, type SignInAttempt } from '../../shared/auth/login-throttle.ts';
import { passwordSchema } from '../../shared/auth/password-policy.ts';
import { readSessionCookies } from '../../shared/auth/session-cookies.ts';
import { completeSignIn } from '../../shared/auth/sign-in.ts';
import type { Config } from '../../shared/config.ts';
import { normaliseEmail } from '../../shared/data/email-key.ts';
import { emitEvent } from '../../shared/events/publisher.ts';
import { requestSourceIp } from '../../shared/http/client-address.ts';
import { HttpError, InvalidCredentialsError, TooManyAttemptsError } from '../../shared/http/errors.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { logger } from '../../shared/logger.ts';
import { routes } from '../routes.ts';

const body = z.object({ email: emailSchema, password: passwordSchema });

async function announceFailure(config: Config, attempt: SignInAttempt, reason: 'bad-credentials' | 'locked-out'): Promise<void> {
  await emitEvent(config, UserLoginFailed, { email: attempt.email, reason, ...(attempt.sourceIp ? { sourceIp: attempt.sourceIp } : {}) }, { now: attempt.now });
}

/**
 * POST /api/auth/login `{ email, password }`: signs in against the user pool and answers
 * `{ user }` (as GET /api/user) with the session cookies (decision 010).
 *
 * A wrong e-mail and a wrong password get the same 401 INVALID_CREDENTIALS, after a delay that
 * grows with the recent failures. An account or address locked out after repeated failures gets
 * 429 TOO_MANY_ATTEMPTS with Retry-After, and Cognito is not asked at all, so not even the right
 * password gets through until the lockout ends (login-throttle.ts).
 */
export const handler = httpHandler(routes.login, { body }, async ({ input, event, config, now }) => {
  const attempt: SignInAttempt = { email: normaliseEmail(input.body.email), sourceIp: requestSourceIp(event), now };

  const retryAfter = await lockoutRemaining(config, attempt);
  if (retryAfter !== null) {
    logger.info('Sign-in refused during a lockout', { email: attempt.email, retryAfterSeconds: retryAfter });
    await announceFailure(config, attempt, 'locked-out');
    throw new TooManyAttemptsError(retryAfter);
  }

  const result = await signInWithPassword(config, attempt.email, input.body.password);
  if (result.outcome === 'bad-credentials') {
    const { slowdownMs } = await recordFailedSignIn(config, attempt);
    await announceFailure(config, attempt, 'bad-credentials');
    await sleep(slowdownMs);
    throw new InvalidCredentialsError();
  }
  if (result.outcome === 'challenge') {
    // Only the right password gets here: a user created in the Cognito console with a temporary
    // password. The site has no change-password step, so staff set a permanent one instead
    // (admin-set-user-password --permanent).
    logger.warn('Sign-in needs a step the site does not offer', { challenge: result.challenge });
    throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', 'This account needs a new password before it can sign in. Please contact us.');
  }

  await recordSuccessfulSignIn(config, attempt);
  const { user, cookies } = await completeSignIn(config, result.tokens, { now, previous: readSessionCookies(event.cookies, config) });
  return json(200, { user }, { cookies });
});
