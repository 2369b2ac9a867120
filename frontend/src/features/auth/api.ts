import { queryOptions } from '@tanstack/react-query';
import { peopleRoutes, type LoginBody, type LoginStep } from '#contracts/routes/people.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/people/staff-roles.ts';
import { getQueryFn } from '../../lib/api-client.ts';
import { api, apiKey, apiUrl } from '../../lib/api.ts';
import { SignInError } from './sign-in-errors.ts';

/** The user field of the current-user and sign-in responses (spec section 3: only role is read). */
export interface SessionUser {
  id: string;
  email: string;
  /** 'admin' opens the back office; anything else is a customer. */
  role: string;
  /** A member of staff's role (decision 075): the sections they are shown; null for a customer. */
  staffRole: StaffRole | null;
  createdAt: string;
}

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface RegistrationInput extends SignInCredentials {
  name?: string;
}

/** The current user's query key; the default fetcher GETs the joined key, the route's path. */
export const currentUserQueryKey = apiKey(peopleRoutes.getCurrentUser);

/** Reads `{user}` from a response body; throws on anything else (a proxy's HTML page, say). */
export function userFromResponse(body: unknown): SessionUser {
  const user = (body as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user !== 'object' || typeof user['id'] !== 'string' || typeof user['email'] !== 'string' || typeof user['role'] !== 'string') {
    throw new Error('The response does not carry a user');
  }
  const staffRole = STAFF_ROLES.find((role) => role === user['staffRole']) ?? null;
  return { id: user['id'], email: user['email'], role: user['role'], staffRole, createdAt: typeof user['createdAt'] === 'string' ? user['createdAt'] : '' };
}

const fetchUserBody = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * Who is signed in (spec section 4): a 401 means signed out, and so does any other failure
 * (network, a 5xx, a body without a user), which is logged to the console. The query therefore
 * never ends in an error state: the cached answer is a user or null.
 */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  try {
    const body = await fetchUserBody(signal ? { queryKey: currentUserQueryKey, signal } : { queryKey: currentUserQueryKey });
    return body === null ? null : userFromResponse(body);
  } catch (error) {
    // A cancelled request (the cache was cleared, the page left) is not a failure to report.
    if (signal?.aborted) throw error;
    console.error('Could not load the signed-in user; continuing signed out.', error);
    return null;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => fetchCurrentUser({ signal }) });
}

/**
 * `POST /api/auth/login`. The session arrives as HttpOnly cookies; the body carries the user. It
 * is the request helper's call plus the Retry-After header, which a 429 needs to say when to
 * try again and which `apiRequest` does not expose.
 */
export async function signIn(credentials: LoginBody): Promise<SessionUser | LoginStep> {
  const response = await fetch(apiUrl(peopleRoutes.login), {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) {
    throw new SignInError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
  }
  const body = (await response.json()) as unknown;
  // Staff who move money: the authenticator's step comes first (decision 085).
  const next = (body as { next?: unknown } | null)?.next;
  if (next === 'totp' || next === 'totp-setup') return body as LoginStep;
  return userFromResponse(body);
}

export type { LoginBody, LoginStep };

/** `POST /api/auth/logout`: the API expires the session cookies (204). */
export function signOut(): Promise<void> {
  return api(peopleRoutes.logout);
}

/** `POST /api/auth/register` (201 {user}); the caller signs in next (spec section 4). */
export async function registerAccount(input: RegistrationInput): Promise<SessionUser> {
  return userFromResponse(await api(peopleRoutes.register, { body: input }));
}
