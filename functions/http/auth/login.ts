import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from '#domain/shared/zod.ts';
import { emailSchema } from '#domain/booking/schemas.ts';
import { otpauthUri } from '#domain/people/authenticator.ts';
import { authenticatorCodeSchema } from '#domain/people/authenticator-code.ts';
import { roleNeedsSecondFactor, staffRoleFromGroups } from '#domain/people/staff-roles.ts';
import { UserLoginFailed } from '#events/auth.ts';
import {
  answerTotpChallenge,
  associateSoftwareToken,
  type CodeAnswer,
  enableSoftwareToken,
  groupsOfFreshIdToken,
  signInWithPassword,
  type SignInTokens,
} from '../../adapters/cognito/cognito.ts';
import {
  releaseCode,
  releaseSignIn,
  reserveCode,
  reserveSignIn,
  settleFailedSignIn,
  settleRightCode,
  settleSuccessfulSignIn,
  settleWrongCode,
  type SignInAttempt,
  type ThrottleRule,
} from '../../app/people/login-throttle.ts';
import { passwordSchema } from '../../app/people/password-policy.ts';
import { deviceCookie, readDeviceId, readSessionCookies } from '../../platform/auth/session-cookies.ts';
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

// Cognito's challenge Sessions are opaque strings of about a kilobyte.
const sessionSchema = z.string().check(z.minLength(1), z.maxLength(4096));
// The password, or the `totp` step's Session with its code: one object, so a form's mistakes are
// named field by field (decision 003).
const body = z
  .object({
    email: emailSchema,
    password: z.optional(passwordSchema),
    session: z.optional(sessionSchema),
    code: z.optional(authenticatorCodeSchema),
  })
  .check(
    // `when` runs it on whatever was sent: a body that is no object has its own issue already.
    z.refine(
      (value) => typeof value !== 'object' || value === null || value.password !== undefined || (value.session !== undefined && value.code !== undefined),
      {
        path: ['password'],
        message: 'Enter your password.',
        // Also when the e-mail is wrong too, so an empty form hears about both; not twice about the password.
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password'),
      },
    ),
  );

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
  code: 'Too many wrong codes for this account. Please wait, then enter the code your authenticator app shows.',
};

const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
const SIGN_IN_AGAIN = 'This sign-in has expired. Please enter your password again.';

/**
 * The second factor's code (decision 085), reserved in the code throttle before Cognito judges it
 * (`judge`): a wrong code is a failure (401 CODE_INVALID, slowed as a wrong password is), a spent
 * sign-in gives the attempt back (401 CODE_EXPIRED), the right one makes the address and this
 * browser's device known to the account and answers the device cookie with the session's.
 */
async function withCode<T>(config: Config, attempt: SignInAttempt, judge: () => Promise<CodeAnswer<T>>): Promise<{ value: T; deviceId: string }> {
  const reservation = await reserveCode(config, attempt);
  if (!reservation.reserved) {
    logger.info('Sign-in code refused by the throttle', { email: attempt.email, rule: reservation.rule, retryAfterSeconds: reservation.retryAfterSeconds });
    await announceFailure(config, attempt, 'locked-out');
    throw new TooManyAttemptsError(reservation.retryAfterSeconds, REFUSAL_MESSAGES[reservation.rule]);
  }
  const answer = await judge();
  if (answer.outcome === 'wrong-code') {
    const { slowdownMs } = await settleWrongCode(config, reservation.reservation);
    await announceFailure(config, attempt, 'bad-credentials');
    await sleep(slowdownMs);
    throw new HttpError(401, 'CODE_INVALID', WRONG_CODE);
  }
  if (answer.outcome === 'expired') {
    await releaseCode(config, reservation.reservation);
    throw new HttpError(401, 'CODE_EXPIRED', SIGN_IN_AGAIN);
  }
  const deviceId = attempt.deviceId ?? randomBytes(32).toString('base64url');
  await settleRightCode(config, reservation.reservation, deviceId);
  return { value: answer.value, deviceId };
}

/**
 * POST /api/auth/login: signs in against the user pool and answers `{ user }` (as GET /api/user)
 * with the session cookies (decision 010), or, for staff whose role moves money, the second
 * factor's step first (decision 085):
 *
 * - `{ email, password }`: a customer or a captain is signed in. Staff with an authenticator get
 *   `{ next: 'totp', session }` (Cognito's SOFTWARE_TOKEN_MFA challenge); staff without one get
 *   `{ next: 'totp-setup', secret, otpauthUri }` (AssociateSoftwareToken) and no session.
 * - `{ email, session, code }` answers the challenge (RespondToAuthChallenge).
 * - `{ email, password, code }` sets the authenticator up (VerifySoftwareToken, then
 *   SetUserMFAPreference makes it required), or answers the challenge at once.
 *
 * A wrong e-mail and a wrong password get the same 401 INVALID_CREDENTIALS, after a delay that
 * grows with the address's recent failures. Each attempt is reserved with the sign-in throttle
 * before Cognito is asked (login-throttle.ts, decision 016); one it refuses gets 429
 * TOO_MANY_ATTEMPTS with Retry-After and never reaches Cognito, so not even the right password
 * gets through from an address locked out of the account. Codes have their own limit.
 */
export const handler = httpHandler(routes.login, { body }, async ({ input, event, config, now }) => {
  const attempt: SignInAttempt = {
    email: normaliseEmail(input.body.email),
    sourceIp: requestSourceIp(event),
    deviceId: readDeviceId(event.cookies, config),
    now,
  };
  const finish = async (tokens: SignInTokens, deviceId?: string) => {
    const { user, cookies } = await completeSignIn(config, tokens, { now, previous: readSessionCookies(event.cookies, config) });
    return json(200, { user }, { cookies: deviceId ? [...cookies, deviceCookie(config, deviceId)] : cookies });
  };

  const { password, session, code } = input.body;
  if (password === undefined) {
    // The body's check lets no password through only with the `totp` step's Session and a code.
    if (session === undefined || code === undefined) throw new Error('A sign-in without a password has a Session and a code');
    const { value: tokens, deviceId } = await withCode(config, attempt, () => answerTotpChallenge(config, attempt.email, session, code));
    return finish(tokens, deviceId);
  }

  const reservation = await reserveSignIn(config, attempt);
  if (!reservation.reserved) {
    logger.info('Sign-in refused by the throttle', { email: attempt.email, rule: reservation.rule, retryAfterSeconds: reservation.retryAfterSeconds });
    await announceFailure(config, attempt, 'locked-out');
    throw new TooManyAttemptsError(reservation.retryAfterSeconds, REFUSAL_MESSAGES[reservation.rule]);
  }
  const reserved = reservation.reservation;

  // A call that fails here leaves the attempt reserved: Cognito may have judged the password.
  const result = await signInWithPassword(config, attempt.email, password);
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
  if (result.outcome === 'totp') {
    // The right password, and an authenticator: no session before its code (decision 085).
    await releaseSignIn(config, reserved);
    if (!code) return json(200, { next: 'totp', session: result.session });
    const { value: tokens, deviceId } = await withCode(config, attempt, () => answerTotpChallenge(config, attempt.email, result.session, code));
    return finish(tokens, deviceId);
  }

  if (roleNeedsSecondFactor(staffRoleFromGroups(groupsOfFreshIdToken(result.tokens.idToken)))) {
    // Staff who move money and have no authenticator yet: set one up before any session.
    await releaseSignIn(config, reserved);
    if (!code) {
      const secret = await associateSoftwareToken(config, result.accessToken);
      logger.info('A member of staff is setting up their authenticator', { email: attempt.email });
      return json(200, { next: 'totp-setup', secret, otpauthUri: otpauthUri(attempt.email, secret) });
    }
    const { deviceId } = await withCode(config, attempt, () => enableSoftwareToken(config, result.accessToken, code));
    logger.info('A member of staff set up their authenticator', { email: attempt.email });
    return finish(result.tokens, deviceId);
  }

  await settleSuccessfulSignIn(config, reserved);
  return finish(result.tokens);
});
