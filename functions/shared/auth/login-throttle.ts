import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import { loginFailuresRepository, type FailureCounter } from '../data/login-failures-repository.ts';
import { normaliseEmail } from '../data/email-key.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { logger } from '../logger.ts';

/**
 * Failed sign-ins are counted per account (the normalised e-mail, whether or not it has an
 * account, so the answer never tells) and per source address (decision 006's client key: an
 * IPv4 address or an IPv6 /64). The failure that reaches a limit within its window starts a
 * lockout: every attempt until it ends is refused with 429 before Cognito is asked, so even the
 * right password does not get through, and a guesser learns nothing during it.
 *
 * - An account: 5 failures in 15 minutes locks it for 15 minutes. A person who forgot their
 *   password tries a few times; a guesser gets 5 tries per half hour (about 240 a day) whatever
 *   number of addresses they spread them over.
 * - An address: 10 failures in 15 minutes locks it for 15 minutes. Higher, since an office or a
 *   hotel shares one address; it stops one address trying a few passwords on many accounts. The
 *   route's own limit (20 requests per 10 minutes, routes.ts) caps it on top.
 *
 * A success clears the account's count (the owner is back) but not the address's: one valid
 * account must not let an address keep guessing others. Before a lockout, failed answers are
 * slowed down step by step.
 */
export const ACCOUNT_FAILURE_LIMIT = { maxFailures: 5, windowSeconds: 15 * 60, lockoutSeconds: 15 * 60 } as const;
export const ADDRESS_FAILURE_LIMIT = { maxFailures: 10, windowSeconds: 15 * 60, lockoutSeconds: 15 * 60 } as const;

/** Each failure already counted in the window delays the next failed answer this much more, up to four steps (1 s). */
export const FAILURE_SLOWDOWN_STEP_MS = 250;
const MAX_SLOWDOWN_STEPS = 4;

export interface SignInAttempt {
  email: string;
  /** `requestContext.http.sourceIp`. */
  sourceIp: string | undefined;
  now: Date;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

function subjects(attempt: SignInAttempt) {
  return {
    account: `ACCOUNT#${hash(normaliseEmail(attempt.email))}`,
    address: `ADDRESS#${hash(clientAddressKey(attempt.sourceIp))}`,
  };
}

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Seconds until the account's or the address's lockout ends (the longer of the two), or null
 * when neither is locked out.
 */
export async function lockoutRemaining(config: Config, attempt: SignInAttempt): Promise<number | null> {
  const repository = loginFailuresRepository(config);
  const { account, address } = subjects(attempt);
  const now = epochSeconds(attempt.now);
  const counters = await Promise.all([repository.get(account), repository.get(address)]);
  const lockedUntil = Math.max(...counters.map((counter) => counter?.lockedUntil ?? 0));
  return lockedUntil > now ? lockedUntil - now : null;
}

/**
 * Counts a failed sign-in against the account and the address, logs a lockout it starts, and
 * returns how long to hold the failed answer back.
 */
export async function recordFailedSignIn(config: Config, attempt: SignInAttempt): Promise<{ slowdownMs: number }> {
  const repository = loginFailuresRepository(config);
  const { account, address } = subjects(attempt);
  const now = epochSeconds(attempt.now);
  const [accountCount, addressCount] = await Promise.all([
    repository.recordFailure(account, { now, ...ACCOUNT_FAILURE_LIMIT }),
    repository.recordFailure(address, { now, ...ADDRESS_FAILURE_LIMIT }),
  ]);
  const lockout = (counter: FailureCounter) => ({ failures: counter.failures, lockedUntil: new Date((counter.lockedUntil ?? now) * 1000).toISOString() });
  if (accountCount.lockedNow) logger.warn('Account locked out after repeated failed sign-ins', { email: normaliseEmail(attempt.email), ...lockout(accountCount) });
  if (addressCount.lockedNow) logger.warn('Address locked out after repeated failed sign-ins', { sourceIp: attempt.sourceIp, ...lockout(addressCount) });
  const steps = Math.min(Math.max(accountCount.failures, addressCount.failures) - 1, MAX_SLOWDOWN_STEPS);
  return { slowdownMs: Math.max(steps, 0) * FAILURE_SLOWDOWN_STEP_MS };
}

/** A successful sign-in clears its account's failures (never its address's). */
export async function recordSuccessfulSignIn(config: Config, attempt: SignInAttempt): Promise<void> {
  await loginFailuresRepository(config).reset(subjects(attempt).account);
}
