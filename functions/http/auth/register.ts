import * as z from '#domain/zod.ts';
import { emailSchema, fullNameSchema } from '#domain/schemas.ts';
import { UserRegistered } from '#events/auth.ts';
import { registerCustomer, signInWithPassword } from '../../shared/auth/cognito.ts';
import { newPasswordSchema } from '../../shared/auth/password-policy.ts';
import { readSessionCookies } from '../../shared/auth/session-cookies.ts';
import { completeSignIn } from '../../shared/auth/sign-in.ts';
import { normaliseEmail } from '../../shared/data/email-key.ts';
import { emitEvent } from '../../shared/events/publisher.ts';
import { ConflictError, ValidationError } from '../../shared/http/errors.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

const body = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  // Forms send '' for a name left blank.
  name: z.pipe(z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)), z.optional(fullNameSchema)),
});

/**
 * POST /api/auth/register `{ email, password, name? }`: creates a customer account (never an
 * admin), confirms it, announces UserRegistered and signs the customer in as login does: 201
 * `{ user }` with the session cookies.
 *
 * An e-mail that already has an account is 409 EMAIL_TAKEN. That tells a caller the account
 * exists, which login never does; the route's limit (5 per hour per address) keeps it from
 * being a way to list accounts, and the site gains a plain "sign in instead" (decision 010).
 */
export const handler = httpHandler(routes.register, { body }, async ({ input, event, config, now }) => {
  const email = normaliseEmail(input.body.email);
  const { password, name } = input.body;
  const registration = await registerCustomer(config, { email, password, name });
  if (registration.outcome === 'email-taken') {
    throw new ConflictError('EMAIL_TAKEN', 'An account with this e-mail already exists. Sign in instead.', { email: 'This e-mail already has an account.' });
  }
  if (registration.outcome === 'password-refused') {
    throw new ValidationError('The request body is not valid.', { password: 'This password is not accepted. Choose another.' });
  }
  await emitEvent(config, UserRegistered, { userId: registration.userId, email, ...(name ? { name } : {}) }, { now });

  const signIn = await signInWithPassword(config, email, password);
  if (signIn.outcome !== 'signed-in') throw new Error(`A new account could not sign in (${signIn.outcome})`);
  const { user, cookies } = await completeSignIn(config, signIn.tokens, { now, previous: readSessionCookies(event.cookies, config) });
  return json(201, { user }, { cookies });
});
