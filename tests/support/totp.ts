import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Staff's second factor in the tests (decision 085). The test stacks' Cognito MFA stand-in hands
// each account a secret known from its e-mail (testTotpSecret, passed as the stack's
// totpSecretFor), so any test, in any worker, can compute an account's code from the clock
// whichever file set its authenticator up first.

/** The TOTP secret the test stacks give the account with this e-mail. */
export function testTotpSecret(email: string): string {
  const seed = createHash('sha1').update(`test-totp\n${email.trim().toLowerCase()}`).digest();
  return new Secret({ buffer: seed.buffer.slice(seed.byteOffset, seed.byteOffset + seed.byteLength) as ArrayBuffer }).base32;
}

/** The account's code at `at` (the real clock: the stand-in judges with it, whatever a test's own clock says). */
export function testTotpCode(email: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(testTotpSecret(email)), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** The stack option that makes the stand-in hand out testTotpSecret. */
export const totpSecretFor = (user: { username: string; email: string | undefined }) => testTotpSecret(user.email ?? user.username);

export interface LoginAnswer {
  status: number;
  body: unknown;
}

/**
 * Signs in through POST /api/auth/login as a browser's form does, second factor included: the
 * password; then, for staff who move money, the code, setting the authenticator up first if
 * needed. `post` sends one login body and returns the answer (its cookies kept by the caller).
 * Returns the last answer: the session's, or the refusal.
 */
export async function loginWithSecondFactor(
  post: (body: Record<string, string>) => Promise<LoginAnswer>,
  account: { email: string; password: string },
): Promise<LoginAnswer> {
  const attempt = async () => {
    const first = await post({ email: account.email, password: account.password });
    const step = first.status === 200 ? (first.body as { next?: string; session?: string } | null) : null;
    if (step?.next === 'totp-setup') return post({ email: account.email, password: account.password, code: testTotpCode(account.email) });
    if (step?.next === 'totp' && step.session) return post({ email: account.email, session: step.session, code: testTotpCode(account.email) });
    return first;
  };
  const answer = await attempt();
  // Two files setting the same account's app up at once: the one that verified second finds no
  // secret pending (CODE_EXPIRED). The account has its authenticator now; sign in again.
  const expired = answer.status === 401 && (answer.body as { error?: { code?: string } } | null)?.error?.code === 'CODE_EXPIRED';
  return expired ? attempt() : answer;
}
