import { createHash } from 'node:crypto';
import { GuestSignedIn, PortalCodeRequested } from '#events/portal.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { portalSessionItem } from '../../adapters/dynamodb/portal-sessions-repository.ts';
import { portalSignInRepository, type PortalChallenge } from '../../adapters/dynamodb/portal-sign-in-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { rateLimitRepository } from '../../adapters/dynamodb/rate-limit-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { clientAddressKey } from '../../platform/http/client-address.ts';
import { windowOf } from '../../platform/http/rate-limit.ts';
import {
  challengeKeyFor,
  codeHashFor,
  codeMatches,
  linkKeyFor,
  newPortalCode,
  newPortalSecret,
  PORTAL_CODE_MAX_TRIES,
  PORTAL_CODE_TTL_SECONDS,
} from './portal-codes.ts';
import { newPortalSession, newPortalSessionToken } from '../../platform/auth/portal-session.ts';

/**
 * The portal's sign-in by e-mail (decision 022). A browser asks for a code and gets a challenge
 * (its own, in an HttpOnly cookie); the code e-mailed for it is only ever checked against that
 * challenge, 5 tries at most. The e-mail's link signs in on its own (its token is unguessable).
 * So a stranger's guesses only spend the stranger's challenges, and the owner's own code works.
 *
 * Codes e-mailed per e-mail are limited so a mailbox cannot be flooded, in a way that never
 * stops the owner: an address the guest signed in from in the last 90 days is not held to the
 * e-mail's limit, only to its own, and a code already sent keeps working until it expires. An
 * address the e-mail does not know may use only part of the e-mail's limit, so one stranger
 * cannot spend all of it and leave the owner, asking from a new address, without a code.
 */

/** Codes per e-mail and address it signed in from lately: the owner asking again and again. */
export const PORTAL_CODE_PAIR_LIMIT = { requests: 5, windowSeconds: 3600 } as const;
/**
 * Codes per e-mail and an address it has not signed in from: a retry or two for a guest on a new
 * device, and no more than that of unsolicited codes from one stranger (decision 053).
 */
export const PORTAL_CODE_NEW_ADDRESS_LIMIT = { requests: 2, windowSeconds: 3600 } as const;
/** Codes per e-mail from addresses it has not signed in from lately (known ones are not counted). */
export const PORTAL_CODE_EMAIL_LIMIT = { requests: 5, windowSeconds: 3600 } as const;
/** How long an address stays known to an e-mail after a sign-in from it (as decision 016). */
export const PORTAL_KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const knownKeyFor = (email: string, sourceIp: string | undefined) => sha256(`known:${email}|${clientAddressKey(sourceIp)}`);

export interface CodeRequest {
  /** Normalised (trimmed, lower-case). */
  email: string;
  sourceIp: string | undefined;
  now: Date;
}

/** Whether we hold anything made with this e-mail: a booking, a quote or a customer record. */
async function isCustomer(config: Config, email: string): Promise<boolean> {
  const [bookings, quotes, customer] = await Promise.all([
    bookingsRepository(config).listByEmail(email, 1),
    quotesRepository(config).listByEmail(email, 1),
    customersRepository(config).get(email),
  ]);
  return bookings.length > 0 || quotes.length > 0 || customer !== null;
}

/** Counts one code against a limit (a fixed window); false, and nothing counted, when it is full. */
async function takeCodeAllowance(
  config: Config,
  bucket: string,
  subject: string,
  limit: { requests: number; windowSeconds: number },
  now: Date,
): Promise<boolean> {
  const window = windowOf(now, limit.windowSeconds);
  const count = await rateLimitRepository(config).take({
    bucket,
    clientHash: sha256(subject),
    windowStart: window.start,
    limit: limit.requests,
    expiresAt: window.end + limit.windowSeconds,
  });
  return count !== null;
}

/**
 * Whether this request may have a code e-mailed: a known address, its own pair's limit only; any
 * other, the smaller pair limit for new addresses and then the e-mail's.
 */
async function mayEmailCode(config: Config, request: CodeRequest): Promise<boolean> {
  const pair = `${request.email}|${clientAddressKey(request.sourceIp)}`;
  const known = await portalSignInRepository(config).isKnown(knownKeyFor(request.email, request.sourceIp), epochSeconds(request.now));
  const pairLimit = known ? PORTAL_CODE_PAIR_LIMIT : PORTAL_CODE_NEW_ADDRESS_LIMIT;
  if (!(await takeCodeAllowance(config, 'portal-code-pair', pair, pairLimit, request.now))) return false;
  if (known) return true;
  return takeCodeAllowance(config, 'portal-code-email', request.email, PORTAL_CODE_EMAIL_LIMIT, request.now);
}

/**
 * Answers a new challenge id for the browser, whoever asks: for a customer within the limits it
 * has a code and link, stored hashed with the event that e-mails them; otherwise it has none, and
 * its tries are refused exactly as wrong codes are, so the answer never tells who is a customer.
 */
export async function requestPortalCode(config: Config, request: CodeRequest): Promise<{ challengeId: string; expiresInSeconds: number }> {
  const challengeId = newPortalSecret();
  const expiresAt = epochSeconds(request.now) + PORTAL_CODE_TTL_SECONDS;
  const challenge: PortalChallenge = { email: request.email, attempts: 0, createdAt: request.now.toISOString(), expiresAt };
  const repository = portalSignInRepository(config);
  const challengeKey = challengeKeyFor(challengeId);
  // The limits are counted for every e-mail, so a stranger's address costs the same work as a customer's.
  const allowed = await mayEmailCode(config, request);
  if (!allowed || !(await isCustomer(config, request.email))) {
    await repository.create({ challengeKey, challenge });
    return { challengeId, expiresInSeconds: PORTAL_CODE_TTL_SECONDS };
  }
  const code = newPortalCode();
  const linkToken = newPortalSecret();
  const linkKey = linkKeyFor(linkToken);
  const event = pendingEvent(
    PortalCodeRequested,
    { email: request.email, code, linkToken, expiresAt: new Date(expiresAt * 1000).toISOString() },
    { now: request.now },
  );
  await repository.create({
    challengeKey,
    challenge: { ...challenge, codeHash: codeHashFor(challengeId, code), linkKey },
    sent: { link: { email: request.email, challengeKey, expiresAt }, event },
  });
  await publishPending(config, [event]);
  return { challengeId, expiresInSeconds: PORTAL_CODE_TTL_SECONDS };
}

export type VerifyOutcome =
  | { outcome: 'signed-in'; email: string; sessionToken: string }
  | { outcome: 'wrong-code'; triesLeft: number }
  /** Expired, used, out of tries, or never issued: ask for a new code. */
  | { outcome: 'expired' };

interface SignInContext {
  sourceIp: string | undefined;
  now: Date;
}

/** Spends the challenge (and its link) and opens the session, announcing the sign-in; 'expired' if it was spent meanwhile. */
async function signIn(
  config: Config,
  spent: { email: string; challengeKey: string; linkKey: string | undefined },
  method: 'code' | 'link',
  context: SignInContext,
): Promise<VerifyOutcome> {
  const sessionToken = newPortalSessionToken();
  const session = newPortalSession(sessionToken, spent.email, context.now);
  const event = pendingEvent(
    GuestSignedIn,
    { email: spent.email, method, ...(context.sourceIp ? { sourceIp: context.sourceIp.slice(0, 64) } : {}) },
    { now: context.now },
  );
  const repository = portalSignInRepository(config);
  const done = await repository.spend(
    { challengeKey: spent.challengeKey, linkKey: spent.linkKey, nowSeconds: epochSeconds(context.now), usedAt: context.now.toISOString() },
    [portalSessionItem(session)],
    event,
  );
  if (!done) return { outcome: 'expired' };
  await publishPending(config, [event]);
  await repository.markKnown(knownKeyFor(spent.email, context.sourceIp), epochSeconds(context.now) + PORTAL_KNOWN_ADDRESS_SECONDS);
  return { outcome: 'signed-in', email: spent.email, sessionToken };
}

/** Signs in with the code typed into the browser that holds `challengeId`. Each call spends one of the challenge's tries. */
export async function verifyPortalCode(config: Config, challengeId: string, code: string, context: SignInContext): Promise<VerifyOutcome> {
  const challengeKey = challengeKeyFor(challengeId);
  const challenge = await portalSignInRepository(config).takeTry(challengeKey, epochSeconds(context.now), PORTAL_CODE_MAX_TRIES);
  if (!challenge) return { outcome: 'expired' };
  if (!codeMatches(challenge.codeHash, challengeId, code)) return { outcome: 'wrong-code', triesLeft: Math.max(0, PORTAL_CODE_MAX_TRIES - challenge.attempts) };
  return signIn(config, { email: challenge.email, challengeKey, linkKey: challenge.linkKey }, 'code', context);
}

/** Signs in with the e-mailed link's token, on any device. */
export async function verifyPortalLink(config: Config, linkToken: string, context: SignInContext): Promise<VerifyOutcome> {
  const linkKey = linkKeyFor(linkToken);
  const link = await portalSignInRepository(config).getLink(linkKey);
  if (!link || link.usedAt || link.expiresAt <= epochSeconds(context.now)) return { outcome: 'expired' };
  return signIn(config, { email: link.email, challengeKey: link.challengeKey, linkKey }, 'link', context);
}
