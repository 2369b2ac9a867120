import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

// Sign-in events, for the audit log staff read. They carry who and what happened, never a
// password or a token.

/** Someone signed in (with a password, or by registering) and got a session. */
export const UserLoggedIn = defineEvent({
  source: 'cruises.auth',
  detailType: 'UserLoggedIn',
  version: 1,
  data: () =>
    z.object({
      userId: z.string().check(z.minLength(1)),
      email: z.email(),
      role: z.enum(['admin', 'customer']),
    }),
  sample: { userId: '0f6b8d4e-3c2a-4b51-9a57-1d2e3f4a5b6c', email: 'captain@laketravispartycruises.example', role: 'admin' },
});

export const LOGIN_FAILURE_REASONS = ['bad-credentials', 'locked-out'] as const;

/**
 * A sign-in was refused: the e-mail or password was wrong (whichever; the caller is not told),
 * or the account or the address was locked out after repeated failures and Cognito was not asked.
 */
export const UserLoginFailed = defineEvent({
  source: 'cruises.auth',
  detailType: 'UserLoginFailed',
  version: 1,
  data: () =>
    z.object({
      /** As typed, normalised (trimmed, lower-case); it may belong to no account. */
      email: z.email(),
      reason: z.enum(LOGIN_FAILURE_REASONS),
      /** The caller's address as API Gateway saw it, for staff looking into an attack. */
      sourceIp: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
  sample: { email: 'captain@laketravispartycruises.example', reason: 'bad-credentials', sourceIp: '198.51.100.23' },
});

/** A customer created an account on the site (never an admin: staff are added to the group by hand). */
export const UserRegistered = defineEvent({
  source: 'cruises.auth',
  detailType: 'UserRegistered',
  version: 1,
  data: () =>
    z.object({
      userId: z.string().check(z.minLength(1)),
      email: z.email(),
      name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    }),
  sample: { userId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', email: 'jordan.rivera@example.com', name: 'Jordan Rivera' },
});
