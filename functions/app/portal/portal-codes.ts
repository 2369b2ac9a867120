import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// The secrets of a portal sign-in (decision 022) and how they are kept: the table holds only
// hashes. A 6-digit code has a million values, so its hash alone could be reversed by trying
// them all; it is hashed with its challenge id, a 256-bit secret the table keeps only as a hash
// too, so what the table holds cannot be turned back into a code.

/** How long a code and its link work. */
export const PORTAL_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes a challenge takes before it is spent; a fresh code is a new challenge. */
export const PORTAL_CODE_MAX_TRIES = 5;

export const PORTAL_CODE_PATTERN = /^\d{6}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six digits, uniformly from 000000 to 999999 (leading zeros kept). */
export const newPortalCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** A challenge id or link token: 32 random bytes, URL-safe. */
export const newPortalSecret = (): string => randomBytes(32).toString('base64url');

/** The key a challenge is stored under: the SHA-256 of its id. */
export const challengeKeyFor = (challengeId: string): string => sha256(`challenge:${challengeId}`);

/** The key a link is stored under: the SHA-256 of its token. */
export const linkKeyFor = (linkToken: string): string => sha256(`link:${linkToken}`);

/** What is stored of a code: its SHA-256 with the challenge's id. */
export const codeHashFor = (challengeId: string, code: string): string => sha256(`code:${challengeId}:${code}`);

/** Whether `code` is the challenge's code, compared in constant time. A challenge with no code (none was sent) matches nothing. */
export function codeMatches(storedHash: string | undefined, challengeId: string, code: string): boolean {
  const given = Buffer.from(codeHashFor(challengeId, code), 'hex');
  // Compared against something of the same length even when there is no code, so a challenge
  // that was never sent a code takes as long to refuse as one that was.
  const stored = Buffer.from(storedHash ?? sha256(`no-code:${challengeId}`), 'hex');
  return timingSafeEqual(given, stored) && storedHash !== undefined;
}
