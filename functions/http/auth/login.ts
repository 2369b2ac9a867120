import { setTimeout as sleep } from 'node:timers/promises';
import * as z from '#domain/shared/zod.ts';
import { emailSchema } from '#domain/booking/schemas.ts';
import { UserLoginFailed } from '#events/auth.ts';
import { signInWithPassword } from '../../adapters/cognito/cognito.ts';
import {
  releaseSignIn,
  reserveSignIn,
  settleFailedSignIn,
  settleSuccessfulSignIn,
  type SignInAttempt,
  type ThrottleRule,
} from '../../app/people/login-throttle.ts';
import { passwordSchema } from '../../app/people/password-policy.ts';
import { readSessionCookies } from '../../platform/auth/session-cookies.ts';
import { completeSignIn } from '../../app/people/sign-in.ts';
import type { Config } from '../../platform/config.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { requestSourceIp } from '../../platform/http/client-address.ts';
import { HttpError, InvalidCredentialsError, TooManyAttemptsError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { logger } from '../../platform/logger.ts';
import * as routes from '../routes/people.ts';

const body = z.object({ email: emailSchema, password: passwordSchema });

async function announceFailure(config: Config, attempt: SignInAttempt, reason: 'bad-credentials' | 'locked-out'): Promise<void> {
  await emitEvent(config, UserLoginFailed, { email: attempt.email, reason, ...(attempt.sourceIp ? { sourceIp: attempt.sourceIp } : {}) }, { now: attempt.now });
}

/**
 * The account's slowdown refuses guessers spread over many addresses, and the owner only when
 * they try from an address they have not signed in from lately: that is what they can do about it.
 */
const REFUSAL_MESSAGES: Partial<Record<ThrottleRule, string>> = {
  account:
    'This account has had many failed sign-in attempts, so sign-ins from new places wait their turn. Please try again later, or from where you usually sign in.',
};

/**
 * POST /api/auth/login `{ email, password }`: signs in against the user pool and answers
 * `{ user }` (as GET /api/user) with the session cookies (decision 010).
 *
 * A wrong e-mail and a wrong password get the same 401 INVALID_CREDENTIALS, after a delay that
 * grows with the address's recent failures. Each attempt is reserved with the sign-in throttle
 * before Cognito is asked (login-throttle.ts, decision 016); one it refuses gets 429
 * TOO_MANY_ATTEMPTS with Retry-After and never reaches Cognito, so not even the right password
 * gets through from an address locked out of the account.
 */
export const handler = httpHandler(routes.login, { body }, async ({ input, event, config, now }) => {
  const attempt: SignInAttempt = { email: normaliseEmail(input.body.email), sourceIp: requestSourceIp(event), now };

  const reservation = await reserveSignIn(config, attempt);
  if (!reservation.reserved) {
    logger.info('Sign-in refused by the throttle', { email: attempt.email, rule: reservation.rule, retryAfterSeconds: reservation.retryAfterSeconds });
    await announceFailure(config, attempt, 'locked-out');
    throw new TooManyAttemptsError(reservation.retryAfterSeconds, REFUSAL_MESSAGES[reservation.rule]);
  }
  const reserved = reservation.reservation;

  // A call that fails here leaves the attempt reserved: Cognito may have judged the password.
  const result = await signInWithPassword(config, attempt.email, input.body.password);
  if (result.outcome === 'bad-credentials') {
    const { slowdownMs } = await settleFailedSignIn(config, reserved);
    await announceFailure(config, attempt, 'bad-credentials');
    await sleep(slowdownMs);
    throw new InvalidCredentialsError();
  }
  if (result.outcome === 'challenge') {
    // Only the right password gets here: a user created in the Cognito console with a temporary
    // password. The site has no change-password step, so staff set a permanent one instead
    // (admin-set-user-password --permanent).
    await releaseSignIn(config, reserved);
    logger.warn('Sign-in needs a step the site does not offer', { challenge: result.challenge });
    throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', 'This account needs a new password before it can sign in. Please contact us.');
  }

  await settleSuccessfulSignIn(config, reserved);
  const { user, cookies } = await completeSignIn(config, result.tokens, { now, previous: readSessionCookies(event.cookies, config) });
  return json(200, { user }, { cookies });
});
