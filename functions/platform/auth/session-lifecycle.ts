import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import { sessionsRepository, type SessionRecord } from '../../adapters/dynamodb/sessions-repository.ts';
import { logger } from '../logger.ts';
import { refreshIdToken, revokeRefreshToken, type SignInTokens } from '../../adapters/cognito/cognito.ts';
import { clearedSessionCookies, readSessionCookies, sessionCookies, type SessionCookieValues } from './session-cookies.ts';
import { checkIdToken, type Principal } from './session.ts';

/**
 * A session is the pair of cookies (session-cookies.ts) plus what the table keeps: the session
 * (whose it is, when it was last used), keyed by the SHA-256 of its refresh token, and one item
 * per ID token it was issued, keyed by the token's SHA-256, naming the session. The table never
 * holds a token. The records make the server, not the browser, the judge of a session: a session
 * signed out or idle for longer than the limit is over, even for someone who kept a copy of the
 * cookies and whose ID token has not expired (Cognito cannot revoke an ID token).
 *
 * Every request to a route that is not public resolves the session: it verifies the ID token,
 * finds its session, renews an expired ID token with the session's refresh token
 * (REFRESH_TOKEN_AUTH) and sends the new one back as a cookie, and records the activity.
 */

/** A session with no API call for 30 minutes is over: the next call is answered 401 and clears the cookies. */
export const IDLE_LIMIT_SECONDS = 30 * 60;

/**
 * Activity is written at most once a minute per session (not on every call), so a session may
 * end up to a minute later than the limit says; a fair price for one write in many.
 */
export const ACTIVITY_RESOLUTION_SECONDS = 60;

export interface ResolvedSession {
  principal: Principal | null;
  /** Set-Cookie values for the answer: a renewed ID token, or the deletion of both cookies. */
  cookies: string[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A session's id: the SHA-256 of its refresh token. */
export const sessionIdFor = (refreshToken: string): string => sha256(refreshToken);
/** The key of the item that links an ID token to its session: the token's SHA-256. */
export const idTokenKeyFor = (idToken: string): string => sha256(idToken);

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function activityAt(now: Date) {
  return { lastActiveAt: now.toISOString(), expiresAt: epochSeconds(now) + IDLE_LIMIT_SECONDS };
}

function isIdle(session: SessionRecord, now: Date): boolean {
  return now.getTime() - Date.parse(session.lastActiveAt) >= IDLE_LIMIT_SECONDS * 1000;
}

/**
 * Links an ID token to its session. The link outlives the token by the idle limit: an expired
 * token still names its session for renewal as long as the session is in use.
 */
async function linkToken(config: Config, idToken: string, token: { sessionId: string; userId: string; tokenExpiresAt: number }): Promise<void> {
  await sessionsRepository(config).addToken(idTokenKeyFor(idToken), {
    sessionId: token.sessionId,
    userId: token.userId,
    expiresAt: token.tokenExpiresAt + IDLE_LIMIT_SECONDS,
  });
}

/** Starts the session for tokens Cognito just issued; returns whose it is and the cookies that carry it. */
export async function startSession(config: Config, tokens: SignInTokens, now: Date): Promise<{ principal: Principal; cookies: string[] }> {
  const check = await checkIdToken(tokens.idToken, config);
  if (check.status !== 'valid') throw new Error('Cognito issued an ID token that does not verify');
  const id = sessionIdFor(tokens.refreshToken);
  await sessionsRepository(config).create({ id, userId: check.principal.sub, startedAt: now.toISOString(), ...activityAt(now) });
  await linkToken(config, tokens.idToken, { sessionId: id, userId: check.principal.sub, tokenExpiresAt: check.expiresAt });
  return { principal: check.principal, cookies: sessionCookies(config, tokens) };
}

/**
 * Ends the session the cookies name (by either cookie): its record goes at once, so the API stops
 * accepting them, then the refresh token is revoked at Cognito. Revoking is defence in depth:
 * without the record the token cannot reach the API again, so a revocation that fails is logged,
 * not fatal.
 */
export async function endSession(config: Config, { idToken, refreshToken }: SessionCookieValues): Promise<void> {
  const repository = sessionsRepository(config);
  const ids = new Set<string>();
  if (refreshToken) ids.add(sessionIdFor(refreshToken));
  const linked = idToken ? await repository.sessionOfToken(idTokenKeyFor(idToken)) : null;
  if (linked) ids.add(linked.sessionId);
  await Promise.all([...ids].map((id) => repository.delete(id)));
  if (!refreshToken) return;
  try {
    const revocation = await revokeRefreshToken(config, refreshToken);
    if (revocation === 'unsupported') logger.warn('Cognito does not revoke refresh tokens for this client; the session was ended on our side only');
  } catch (error) {
    logger.error('Could not revoke a refresh token; the session was ended on our side', { error: error as Error });
  }
}

/**
 * Who is calling, from the session cookies. No cookies: signed out, nothing to clear. Anything
 * that is not a live session (a forged or foreign token, a token no session issued, an ended,
 * idle or revoked session, a refresh cookie on its own or of another session) is signed out too,
 * and the answer clears the cookies.
 */
export async function resolveSession(cookies: readonly string[] | undefined, config: Config, now: Date): Promise<ResolvedSession> {
  const values = readSessionCookies(cookies, config);
  const { idToken, refreshToken } = values;
  if (!idToken && !refreshToken) return { principal: null, cookies: [] };
  const signedOut = (reason: string): ResolvedSession => {
    logger.info('Session not accepted', { reason });
    return { principal: null, cookies: clearedSessionCookies(config) };
  };
  // The ID token names the session; a refresh token only renews the session it started, so a
  // refresh cookie planted on its own or beside another session's token signs no one in.
  if (!idToken) return signedOut('no-id-token');

  const token = await checkIdToken(idToken, config);
  if (token.status === 'invalid') return signedOut('invalid-token');
  const repository = sessionsRepository(config);
  const link = await repository.sessionOfToken(idTokenKeyFor(idToken));
  const session = link && link.userId === token.principal.sub ? await repository.get(link.sessionId) : null;
  if (!session) return signedOut('no-session');
  if (isIdle(session, now)) {
    await endSession(config, values);
    return signedOut('idle');
  }

  let principal = token.principal;
  let renewed: string[] = [];
  if (token.status === 'expired') {
    if (!refreshToken || sessionIdFor(refreshToken) !== session.id) return signedOut('no-refresh-token');
    const newIdToken = await refreshIdToken(config, refreshToken);
    const check = newIdToken ? await checkIdToken(newIdToken, config) : null;
    if (!newIdToken || !check || check.status !== 'valid' || check.principal.sub !== session.userId) {
      await repository.delete(session.id);
      return signedOut('refresh-refused');
    }
    await linkToken(config, newIdToken, { sessionId: session.id, userId: session.userId, tokenExpiresAt: check.expiresAt });
    // The renewed token also brings the user's current groups (an admin removed is a customer now).
    principal = check.principal;
    renewed = sessionCookies(config, { idToken: newIdToken });
    logger.info('Session renewed', { userId: principal.sub });
  }

  if (now.getTime() - Date.parse(session.lastActiveAt) >= ACTIVITY_RESOLUTION_SECONDS * 1000) {
    const activeSince = new Date(now.getTime() - IDLE_LIMIT_SECONDS * 1000).toISOString();
    if (!(await repository.touch(session.id, { ...activityAt(now), activeSince }))) return signedOut('ended');
  }
  return { principal, cookies: renewed };
}
