import { createHash } from 'node:crypto';
import { SIGN_IN_ALERT_DAYS } from '#domain/people/back-office.ts';
import type { Config } from '../../platform/config.ts';
import { loginFailuresRepository, type AttemptPolicy, type AttemptWindow } from '../../adapters/dynamodb/login-failures-repository.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { signInAlertsRepository } from '../../adapters/dynamodb/sign-in-alerts-repository.ts';
import { clientAddressKey } from '../../platform/http/client-address.ts';
import { logger } from '../../platform/logger.ts';

/**
 * The sign-in throttle (decision 016). Every attempt is reserved before Cognito is asked, with
 * one conditional write per subject, so attempts sent together cannot all slip past a limit: an
 * attempt waiting for Cognito's answer already counts. A wrong password keeps its place as a
 * failure, a success or a challenge gives it back; an attempt whose answer never came (Cognito
 * failed, the function died) keeps it until its window ends.
 *
 * - An account from one address (the pair): 5 attempts per 15-minute window, then refused until
 *   the window ends. This is the lockout, and it only ever locks out the address that guessed.
 * - An address, whatever the accounts: 10 attempts per 15 minutes (an office or a hotel shares
 *   one address), on top of the route's own limit of 20 requests per 10 minutes (functions/http/routes/people.ts).
 * - An account from the addresses it has not been signed in from in the last 90 days: 5
 *   attempts per hour, then one every 16 minutes. This slows a guesser spread over many
 *   addresses to about 8 guesses an hour, and never refuses the owner's usual addresses.
 *
 * The account and the addresses are counted whether or not the account exists (the answer never
 * tells), as SHA-256 hashes. Refused attempts count towards nothing but the alert staff see: a
 * run of refused attempts on one account from several addresses is listed on the dashboard.
 */
export const ACCOUNT_ADDRESS_LIMIT = { maxAttempts: 5, windowSeconds: 15 * 60 } as const;
export const ADDRESS_LIMIT = { maxAttempts: 10, windowSeconds: 15 * 60 } as const;
/**
 * 16 minutes: Cognito locks a user out by itself after five failures in a row and only forgets
 * them after 15 minutes without an attempt (decision 016); slower than that, the guesses let
 * through never make Cognito refuse the owner as well.
 */
export const ACCOUNT_SLOWDOWN = { maxAttempts: 5, windowSeconds: 60 * 60, slotSeconds: 16 * 60 } as const;
/** A successful sign-in makes its address known to the account for this long. */
export const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;
/** A run of refused attempts is shown to staff from 10 attempts from 3 addresses; a day without one ends it. */
export const ATTACK_ALERT = { minAttempts: 10, minAddresses: 3, quietSeconds: 24 * 60 * 60, keepSeconds: SIGN_IN_ALERT_DAYS * 24 * 60 * 60 } as const;

/** Each failure already counted from the caller's address delays the next failed answer this much more, up to four steps (1 s). */
export const FAILURE_SLOWDOWN_STEP_MS = 250;
const MAX_SLOWDOWN_STEPS = 4;

export interface SignInAttempt {
  email: string;
  /** The client's address (requestSourceIp). */
  sourceIp: string | undefined;
  /** The browser's device cookie, when it has one (decision 085). */
  deviceId?: string | undefined;
  now: Date;
}

/**
 * Second-factor codes (decision 085): an account takes 5 codes per 15-minute window, from
 * wherever they come, on top of the address's limit (ADDRESS_LIMIT, shared with passwords). Only
 * someone who gave the right password reaches the code, and each guess has about 3 in a million
 * chances (the code of now and the steps either side), so 5 every 15 minutes is hopeless to guess
 * through and still leaves the owner a few typos.
 */
export const CODE_LIMIT = { maxAttempts: 5, windowSeconds: 15 * 60 } as const;

/** Which limit refused an attempt. */
export type ThrottleRule = 'address' | 'account-address' | 'account' | 'code';

interface Subjects {
  accountHash: string;
  addressHash: string;
  account: string;
  address: string;
  pair: string;
  /** The account's second-factor codes (decision 085). */
  code: string;
  /** The account in the browser that sent its device cookie, if any (decision 085). */
  device: string | null;
}

interface Held {
  subject: string;
  windowId: string;
}

/** An attempt let through to Cognito, holding its place in each limit until it is settled. */
export interface ReservedSignIn {
  attempt: SignInAttempt;
  subjects: Subjects;
  /** The account has been signed in to from this address lately, so the account's slowdown does not apply. */
  knownAddress: boolean;
  held: { address: Held; pair: Held; account: Held | null };
}

export type SignInReservation = { reserved: true; reservation: ReservedSignIn } | { reserved: false; rule: ThrottleRule; retryAfterSeconds: number };

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

function subjectsOf(attempt: SignInAttempt): Subjects {
  const email = normaliseEmail(attempt.email);
  const addressKey = clientAddressKey(attempt.sourceIp);
  const accountHash = hash(email);
  const addressHash = hash(addressKey);
  return {
    accountHash,
    addressHash,
    account: `ACCOUNT#${accountHash}`,
    address: `ADDRESS#${addressHash}`,
    pair: `PAIR#${hash(`${email}\n${addressKey}`)}`,
    code: `CODE#${accountHash}`,
    device: attempt.deviceId ? `DEVICE#${hash(`${email}\n${attempt.deviceId}`)}` : null,
  };
}

async function recordForStaff(config: Config, attempt: SignInAttempt, subjects: Subjects, outcome: 'failure' | 'refusal'): Promise<void> {
  const email = normaliseEmail(attempt.email);
  const { alert, listedNow } = await signInAlertsRepository(config).record(
    subjects.accountHash,
    { email, address: subjects.addressHash, outcome },
    { now: attempt.now, ...ATTACK_ALERT },
  );
  if (listedNow)
    logger.warn('Account under attack: refused sign-ins from several addresses', {
      email,
      failures: alert.failures,
      refused: alert.refused,
      addresses: alert.addresses,
      since: alert.since,
    });
}

type ReserveStep = { rule: ThrottleRule; subject: string; policy: AttemptPolicy };

/**
 * Reserves a place in each limit in turn; the first refusal gives back the places already taken,
 * is recorded for staff, and says which limit refused and when to try again.
 */
async function reserveEach(
  config: Config,
  attempt: SignInAttempt,
  subjects: Subjects,
  steps: readonly ReserveStep[],
): Promise<{ reserved: true; held: Held[] } | { reserved: false; rule: ThrottleRule; retryAfterSeconds: number }> {
  const repository = loginFailuresRepository(config);
  const held: Held[] = [];
  for (const step of steps) {
    const result = await repository.reserve(step.subject, step.policy);
    if (!result.reserved) {
      await Promise.all(held.map((hold) => repository.release(hold.subject, hold.windowId)));
      await recordForStaff(config, attempt, subjects, 'refusal');
      return { reserved: false, rule: step.rule, retryAfterSeconds: result.retryAfterSeconds };
    }
    held.push({ subject: step.subject, windowId: result.windowId });
  }
  return { reserved: true, held };
}

/**
 * Reserves an attempt in every limit that applies, before Cognito is asked. A refusal gives
 * back what was already reserved, is recorded for staff, and says which limit refused and when
 * to try again.
 */
export async function reserveSignIn(config: Config, attempt: SignInAttempt): Promise<SignInReservation> {
  const repository = loginFailuresRepository(config);
  const subjects = subjectsOf(attempt);
  const now = epochSeconds(attempt.now);
  // A browser that signed in to the account with its second factor is as known as an address it
  // signed in from (decision 085): the owner's own laptop on a new network is not a stranger.
  const [knownPair, knownDevice] = await Promise.all([
    repository.isKnown(subjects.pair, now),
    subjects.device ? repository.isKnown(subjects.device, now) : false,
  ]);
  const knownAddress = knownPair || knownDevice;

  const steps: ReserveStep[] = [
    { rule: 'address', subject: subjects.address, policy: { now, ...ADDRESS_LIMIT } },
    { rule: 'account-address', subject: subjects.pair, policy: { now, ...ACCOUNT_ADDRESS_LIMIT } },
    ...(knownAddress ? [] : [{ rule: 'account' as const, subject: subjects.account, policy: { now, ...ACCOUNT_SLOWDOWN } }]),
  ];
  const result = await reserveEach(config, attempt, subjects, steps);
  if (!result.reserved) return result;
  const [address, pair, account = null] = result.held as [Held, Held, Held?];
  return { reserved: true, reservation: { attempt, subjects, knownAddress, held: { address, pair, account } } };
}

/**
 * Cognito refused the password: the reserved attempts become failures. Logs a limit this
 * failure filled, records it for staff, and returns how long to hold the failed answer back.
 */
export async function settleFailedSignIn(config: Config, reservation: ReservedSignIn): Promise<{ slowdownMs: number }> {
  const repository = loginFailuresRepository(config);
  const { address, pair, account } = reservation.held;
  const [addressWindow, pairWindow, accountWindow] = await Promise.all([
    repository.recordFailure(address.subject, address.windowId),
    repository.recordFailure(pair.subject, pair.windowId),
    account ? repository.recordFailure(account.subject, account.windowId) : null,
  ]);
  const email = normaliseEmail(reservation.attempt.email);
  const filled = (window: AttemptWindow | null, limit: { maxAttempts: number }) => window !== null && window.failures === limit.maxAttempts;
  if (filled(pairWindow, ACCOUNT_ADDRESS_LIMIT))
    logger.warn('An address is locked out of an account after repeated failed sign-ins', { email, sourceIp: reservation.attempt.sourceIp });
  if (filled(addressWindow, ADDRESS_LIMIT)) logger.warn('An address is locked out after repeated failed sign-ins', { sourceIp: reservation.attempt.sourceIp });
  if (filled(accountWindow ?? null, ACCOUNT_SLOWDOWN))
    logger.warn('Sign-ins to an account from addresses it does not know are slowed down after repeated failures', { email });
  await recordForStaff(config, reservation.attempt, reservation.subjects, 'failure');
  const steps = Math.min(Math.max(addressWindow?.failures ?? 0, pairWindow?.failures ?? 0) - 1, MAX_SLOWDOWN_STEPS);
  return { slowdownMs: Math.max(steps, 0) * FAILURE_SLOWDOWN_STEP_MS };
}

/**
 * The owner is in: the account's failures from this address are cleared and the address is
 * known to the account from now on. The address's count and the account's count from other
 * addresses only get this attempt back: one valid account must not let an address keep
 * guessing others, nor the owner's sign-in hand a guesser elsewhere a fresh allowance.
 */
export async function settleSuccessfulSignIn(config: Config, reservation: ReservedSignIn): Promise<void> {
  const repository = loginFailuresRepository(config);
  const { address, pair, account } = reservation.held;
  await Promise.all([
    repository.clear(pair.subject),
    repository.release(address.subject, address.windowId),
    account ? repository.release(account.subject, account.windowId) : null,
    repository.remember(pair.subject, epochSeconds(reservation.attempt.now) + KNOWN_ADDRESS_SECONDS),
  ]);
}

/** The password was right but no session followed (a challenge the site cannot answer): not a failure, so the attempt is given back. */
export async function releaseSignIn(config: Config, reservation: ReservedSignIn): Promise<void> {
  const repository = loginFailuresRepository(config);
  const { address, pair, account } = reservation.held;
  await Promise.all([address, pair, account].map((hold) => (hold ? repository.release(hold.subject, hold.windowId) : null)));
}

// Second-factor codes (decision 085), reserved, then asked, as passwords are.

/** A code attempt let through to Cognito, holding its place in the account's code limit and the address's limit. */
export interface ReservedCode {
  attempt: SignInAttempt;
  subjects: Subjects;
  held: { address: Held; code: Held };
}

export type CodeReservation = { reserved: true; reservation: ReservedCode } | { reserved: false; rule: ThrottleRule; retryAfterSeconds: number };

/** Reserves a code attempt before Cognito is asked: the account's 5 codes per 15 minutes, and the address's limit. */
export async function reserveCode(config: Config, attempt: SignInAttempt): Promise<CodeReservation> {
  const subjects = subjectsOf(attempt);
  const now = epochSeconds(attempt.now);
  const steps: ReserveStep[] = [
    { rule: 'address', subject: subjects.address, policy: { now, ...ADDRESS_LIMIT } },
    { rule: 'code', subject: subjects.code, policy: { now, ...CODE_LIMIT } },
  ];
  const result = await reserveEach(config, attempt, subjects, steps);
  if (!result.reserved) return result;
  const [address, code] = result.held as [Held, Held];
  return { reserved: true, reservation: { attempt, subjects, held: { address, code } } };
}

/** Cognito refused the code: a failure for the account's codes and the address, recorded for staff; returns how long to hold the answer back. */
export async function settleWrongCode(config: Config, reservation: ReservedCode): Promise<{ slowdownMs: number }> {
  const repository = loginFailuresRepository(config);
  const { address, code } = reservation.held;
  const [addressWindow, codeWindow] = await Promise.all([
    repository.recordFailure(address.subject, address.windowId),
    repository.recordFailure(code.subject, code.windowId),
  ]);
  if (codeWindow?.failures === CODE_LIMIT.maxAttempts)
    logger.warn('Second-factor codes for an account are refused for a while after repeated wrong codes', { email: normaliseEmail(reservation.attempt.email) });
  await recordForStaff(config, reservation.attempt, reservation.subjects, 'failure');
  const steps = Math.min(Math.max(addressWindow?.failures ?? 0, codeWindow?.failures ?? 0) - 1, MAX_SLOWDOWN_STEPS);
  return { slowdownMs: Math.max(steps, 0) * FAILURE_SLOWDOWN_STEP_MS };
}

/** The code was not judged (the sign-in expired): the attempt is given back. */
export async function releaseCode(config: Config, reservation: ReservedCode): Promise<void> {
  const repository = loginFailuresRepository(config);
  await Promise.all([reservation.held.address, reservation.held.code].map((hold) => repository.release(hold.subject, hold.windowId)));
}

/**
 * The right code: the owner is in. The attempt is given back, the account's failures from this
 * address are cleared, and the address and the browser's device (its cookie, `deviceId`) are
 * known to the account from now on, so neither waits in the account's slowdown (decision 085).
 */
export async function settleRightCode(config: Config, reservation: ReservedCode, deviceId: string): Promise<void> {
  const repository = loginFailuresRepository(config);
  const knownUntil = epochSeconds(reservation.attempt.now) + KNOWN_ADDRESS_SECONDS;
  const device = subjectsOf({ ...reservation.attempt, deviceId }).device!;
  await Promise.all([
    repository.release(reservation.held.address.subject, reservation.held.address.windowId),
    repository.release(reservation.held.code.subject, reservation.held.code.windowId),
    repository.clear(reservation.subjects.pair),
    repository.remember(reservation.subjects.pair, knownUntil),
    repository.remember(device, knownUntil),
  ]);
}
