import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { portalSessionsRepository, type PortalSessionRecord } from '../../adapters/dynamodb/portal-sessions-repository.ts';
import { clearedPortalSessionCookie, portalSessionCookieName, readPortalCookie } from './portal-cookies.ts';

/**
 * A guest's portal session (decision 022): a random token in the `__Host-portal` cookie, and on
 * the server `PORTAL_SESSION#<sha256(token)>` with the guest's e-mail. The server is the judge:
 * signing out, an hour without a request, or twelve hours since the code was used ends it, even
 * for someone who kept a copy of the cookie.
 */

/** A portal session with no request for an hour is over. Guests drop in to check or pay, rarely for long. */
export const PORTAL_IDLE_LIMIT_SECONDS = 60 * 60;
/** However active, a portal session ends 12 hours after the code or link opened it: a new code then. */
export const PORTAL_ABSOLUTE_LIMIT_SECONDS = 12 * 60 * 60;
/** Activity is written at most once a minute per session, as for staff (decision 010). */
export const PORTAL_ACTIVITY_RESOLUTION_SECONDS = 60;

/** Who a guest route serves: the signed-in guest's e-mail (normalised) and their session's id. */
export interface PortalGuest {
  email: string;
  sessionId: string;
}

export interface ResolvedPortalSession {
  guest: PortalGuest | null;
  /** Set-Cookie values for the answer: the session cookie's deletion when it no longer means anything. */
  cookies: string[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A session's id: the SHA-256 of its cookie token. */
export const portalSessionIdFor = (token: string): string => sha256(token);

/** A new session token: 32 random bytes (256 bits), URL-safe. */
export const newPortalSessionToken = (): string => randomBytes(32).toString('base64url');

/** When a session used at `lastActiveAt` that started at `startedAt` ends, in epoch seconds. */
export function portalSessionEndsAt(startedAt: Date, lastActiveAt: Date): number {
  return Math.min(epochSeconds(lastActiveAt) + PORTAL_IDLE_LIMIT_SECONDS, epochSeconds(startedAt) + PORTAL_ABSOLUTE_LIMIT_SECONDS);
}

/** A new session's record, for `token`, opened at `now`. */
export function newPortalSession(token: string, email: string, now: Date): PortalSessionRecord {
  return { id: portalSessionIdFor(token), email, startedAt: now.toISOString(), lastActiveAt: now.toISOString(), expiresAt: portalSessionEndsAt(now, now) };
}

/** Whether the session is over at `now` (idle too long, or too old), whatever TTL has done yet. */
export function isPortalSessionOver(session: Pick<PortalSessionRecord, 'startedAt' | 'lastActiveAt'>, now: Date): boolean {
  return epochSeconds(now) >= portalSessionEndsAt(new Date(session.startedAt), new Date(session.lastActiveAt));
}

/**
 * The guest the request's portal cookie names, or null. A cookie for no session, an ended one or
 * one over its limits is cleared on the answer; a session over its limits is deleted.
 */
export async function resolvePortalSession(cookies: readonly string[] | undefined, config: Config, now: Date): Promise<ResolvedPortalSession> {
  const token = readPortalCookie(cookies, portalSessionCookieName(config));
  if (!token) return { guest: null, cookies: [] };
  const repository = portalSessionsRepository(config);
  const id = portalSessionIdFor(token);
  const session = await repository.get(id);
  const signedOut = { guest: null, cookies: [clearedPortalSessionCookie(config)] };
  if (!session) return signedOut;
  if (isPortalSessionOver(session, now)) {
    await repository.delete(id);
    return signedOut;
  }
  if (now.getTime() - Date.parse(session.lastActiveAt) >= PORTAL_ACTIVITY_RESOLUTION_SECONDS * 1000) {
    const activeSince = new Date(now.getTime() - PORTAL_IDLE_LIMIT_SECONDS * 1000).toISOString();
    const recorded = await repository.touch(id, {
      lastActiveAt: now.toISOString(),
      expiresAt: portalSessionEndsAt(new Date(session.startedAt), now),
      activeSince,
    });
    if (!recorded) return signedOut;
  }
  return { guest: { email: session.email, sessionId: id }, cookies: [] };
}

/** Ends the session the cookie names, if any (signing out). */
export async function endPortalSession(cookies: readonly string[] | undefined, config: Config): Promise<void> {
  const token = readPortalCookie(cookies, portalSessionCookieName(config));
  if (token) await portalSessionsRepository(config).delete(portalSessionIdFor(token));
}
