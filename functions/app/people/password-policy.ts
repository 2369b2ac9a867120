import * as z from '#domain/shared/zod.ts';
import { userPoolDefinition } from '../../adapters/cognito/user-pool.ts';

// Cognito's own rules on top of the pool's policy: at most 256 characters, no space at either
// end, and this set of "special characters".
const MAX_LENGTH = 256;
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

/** What a new password still lacks under the policy, as phrases for one message (empty when it is fine). */
export function missingFromPassword(password: string, policy: PasswordPolicy = userPoolDefinition.passwordPolicy): string[] {
  return [
    ...([...password].length < policy.minLength ? [`at least ${policy.minLength} characters`] : []),
    ...(policy.requireLowercase && !/[a-z]/.test(password) ? ['a lower-case letter'] : []),
    ...(policy.requireUppercase && !/[A-Z]/.test(password) ? ['an upper-case letter'] : []),
    ...(policy.requireDigits && !/[0-9]/.test(password) ? ['a digit'] : []),
    ...(policy.requireSymbols && !SYMBOLS.test(password) ? ['a symbol such as ! or #'] : []),
  ];
}

function listed(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * A new password, checked against the user pool's policy (functions/adapters/cognito/user-pool.ts) before
 * Cognito sees it, so the form can say exactly what is missing ("The password needs an
 * upper-case letter and a digit.").
 */
export const newPasswordSchema = z.string({ message: 'Choose a password.' }).check(
  z.maxLength(MAX_LENGTH, { message: `Keep the password to ${MAX_LENGTH} characters or fewer.` }),
  z.superRefine((password, ctx) => {
    if (password !== password.trim()) {
      ctx.addIssue({ code: 'custom', message: 'The password cannot begin or end with a space.' });
      return;
    }
    const missing = missingFromPassword(password);
    if (missing.length) ctx.addIssue({ code: 'custom', message: `The password needs ${listed(missing)}.` });
  }),
);

/** The password at sign-in: any the pool holds (the policy may have changed since it was set). */
export const passwordSchema = z
  .string({ message: 'Enter your password.' })
  .check(z.minLength(1, { message: 'Enter your password.' }), z.maxLength(MAX_LENGTH, { message: 'The password is too long.' }));
