import * as z from '#domain/shared/zod.ts';
import { emailSchema, fullNameSchema } from '#domain/booking/schemas.ts';
import { UserRegistered } from '#events/auth.ts';
import { deleteAccount, registerCustomer, signInWithPassword, type Registration, type SignInTokens } from '../../adapters/cognito/cognito.ts';
import { newPasswordSchema } from '../../app/people/password-policy.ts';
import { readSessionCookies } from '../../platform/auth/session-cookies.ts';
import { completeSignIn } from '../../app/people/sign-in.ts';
import type { Config } from '../../platform/config.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { ConflictError, ValidationError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { logger } from '../../platform/logger.ts';
import * as routes from '../routes/people.ts';

/** Cognito's longest user name; ours is the e-mail address, so a longer one can hold no account. */
const COGNITO_USERNAME_MAX_LENGTH = 128;

const body = z.object({
  email: z.pipe(
    emailSchema,
    z
      .string()
      .check(z.maxLength(COGNITO_USERNAME_MAX_LENGTH, { message: `An account needs an e-mail address of at most ${COGNITO_USERNAME_MAX_LENGTH} characters.` })),
  ),
  password: newPasswordSchema,
  // Forms send '' for a name left blank.
  name: z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(fullNameSchema),
  ),
});

type Account = { email: string; password: string; name?: string | undefined };

/** Undoes what a failed registration left, logging (not throwing) if even that fails: the request's own error is the one to answer. */
async function undo(config: Config, username: string, options: { unconfirmedOnly?: boolean } = {}): Promise<boolean> {
  try {
    return await deleteAccount(config, username, options);
  } catch (error) {
    logger.error('A failed registration could not be undone', { error: error instanceof Error ? error : String(error) });
    return false;
  }
}

/**
 * Signs the account up and confirms it. Should either call fail, an account left unconfirmed
 * (it could never sign in, and would answer every retry with EMAIL_TAKEN) is deleted. An
 * unconfirmed account found under the e-mail is one an earlier attempt left when it stopped
 * between the two calls: it is deleted and the account signed up afresh, so a retry heals it.
 */
async function signUp(config: Config, account: Account, retried = false): Promise<Registration> {
  let registration: Registration;
  try {
    registration = await registerCustomer(config, account);
  } catch (error) {
    await undo(config, account.email, { unconfirmedOnly: true });
    throw error;
  }
  if (registration.outcome === 'email-taken' && !retried && (await undo(config, account.email, { unconfirmedOnly: true }))) {
    logger.warn('Replacing an unconfirmed account a failed registration had left');
    return signUp(config, account, true);
  }
  return registration;
}

/**
 * POST /api/auth/register `{ email, password, name? }`: creates a customer account (never an
 * admin), confirms it, announces UserRegistered and signs the customer in as login does: 201
 * `{ user }` with the session cookies.
 *
 * An e-mail that already has an account is 409 EMAIL_TAKEN. That tells a caller the account
 * exists, which login never does; the route's limit (5 per hour per address) keeps it from
 * being a way to list accounts, and the site gains a plain "sign in instead" (decision 010).
 *
 * Never half an account: the body is checked before Cognito is asked, and until UserRegistered
 * is out any failure deletes the account again, so the request can simply be sent again. After
 * that the account is whole; a failure to start the session leaves the customer to sign in.
 */
export const handler = httpHandler(routes.register, { body }, async ({ input, event, config, now }) => {
  const email = normaliseEmail(input.body.email);
  const { password, name } = input.body;
  const registration = await signUp(config, { email, password, name });
  if (registration.outcome === 'email-taken') {
    throw new ConflictError('EMAIL_TAKEN', 'An account with this e-mail already exists. Sign in instead.', { email: 'This e-mail already has an account.' });
  }
  if (registration.outcome === 'password-refused') {
    throw new ValidationError('The request body is not valid.', { password: 'This password is not accepted. Choose another.' });
  }

  let tokens: SignInTokens;
  try {
    const signIn = await signInWithPassword(config, email, password);
    if (signIn.outcome !== 'signed-in') throw new Error(`A new account could not sign in (${signIn.outcome})`);
    await emitEvent(config, UserRegistered, { userId: registration.userId, email, ...(name ? { name } : {}) }, { now });
    tokens = signIn.tokens;
  } catch (error) {
    await undo(config, registration.userId);
    throw error;
  }
  const { user, cookies } = await completeSignIn(config, tokens, { now, previous: readSessionCookies(event.cookies, config) });
  return json(201, { user }, { cookies });
});
