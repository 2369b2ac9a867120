import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions, fetchCurrentUser, signIn, userFromResponse, type SessionUser } from './api.ts';
import { destinationAfterSignIn, landingPathFor, requestedPath, safeNextPath } from './next-path.ts';
import { forgetSession, rememberSignedIn } from './session-cache.ts';
import { retryAdvice, retryAfterSeconds, SignInError, signInProblem } from './sign-in-errors.ts';
import { checkSignInFields } from './sign-in-form.tsx';

const admin: SessionUser = { id: 'u-1', email: 'staff@test.example', role: 'admin', staffRole: 'owner', createdAt: '2026-01-01T00:00:00.000Z' };

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'application/json', ...headers } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/quotes/abc?tab=history#notes', '/quotes/abc?tab=history#notes'],
    ['/', '/'],
    ['/customers/a%40b.example', '/customers/a%40b.example'],
    ['/quotes/../customers', '/customers'],
    // Dot segments are resolved first; a '//' they leave behind would name another host.
    ['/..//evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/quotes/..//..//evil.example/x?a=1', '/evil.example/x?a=1'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['/quotes//q1', '/quotes/q1'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example/dashboard'],
    ['another host behind a backslash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a tab hiding //', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['the empty string', ''],
    ['a number', 42],
    ['null', null],
    ['an over-long path', `/${'a'.repeat(2000)}`],
    ['the sign-in page', '/auth'],
    ['the admin sign-in page', '/admin/login?next=/quotes'],
    ['the sign-in page with a trailing slash', '/admin/login/'],
  ])('refuses %s', (_what, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('answers a same-origin path or nothing, whatever it is given, and its answer is kept as it is', () => {
    const origin = 'https://www.laketravispartycruises.example';
    // Paths built from the pieces that confuse URL parsers, plus arbitrary text.
    const piece = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '\\', '?', '#', '@', ':', 'evil.example', 'quotes', ' ', '\t');
    const hostile = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const path = safeNextPath(value);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // What the browser and React Router would do with it: stay on this site.
        expect(new URL(path, origin).origin).toBe(origin);
        expect(safeNextPath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('where signing in leads', () => {
  it("prefers ?next=, then the guard's state, then the landing page of the role", () => {
    const state = { from: { pathname: '/quotes/q1', search: '?v=2', hash: '' } };
    expect(requestedPath({ search: '?next=%2Fcustomers', state })).toBe('/customers');
    expect(requestedPath({ search: '', state })).toBe('/quotes/q1?v=2');
    expect(requestedPath({ search: '?next=//evil.example', state })).toBe('/quotes/q1?v=2');
    expect(requestedPath({ search: '', state: { from: { pathname: '//evil.example' } } })).toBeNull();
    expect(requestedPath({ search: '', state: { from: 'nonsense' } })).toBeNull();
    expect(requestedPath({ search: '', state: null })).toBeNull();
    expect(destinationAfterSignIn({ search: '' }, 'admin')).toBe('/dashboard');
    expect(destinationAfterSignIn({ search: '' }, 'customer')).toBe('/');
    // A customer's trips are in the portal, which their e-mail's code opens (decision 022).
    expect(destinationAfterSignIn({ search: '' }, 'customer', 'Jo+trips@example.com')).toBe('/portal/login?email=Jo%2Btrips%40example.com');
    expect(destinationAfterSignIn({ search: '' }, 'admin', 'staff@example.com')).toBe('/dashboard');
    expect(destinationAfterSignIn({ search: '?next=/documentation' }, 'customer')).toBe('/documentation');
    expect(landingPathFor('admin')).toBe('/dashboard');
    // A captain's work is the day's manifests (decision 075).
    expect(destinationAfterSignIn({ search: '' }, 'admin', 'sam@example.com', 'captain')).toBe('/admin/manifests');
    expect(landingPathFor('admin', 'office')).toBe('/dashboard');
    expect(landingPathFor('customer', 'captain')).toBe('/');
  });
});

describe('the current user', () => {
  it('reads {user} from GET /api/user with credentials', async () => {
    const fetch = respond(200, JSON.stringify({ user: admin }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCurrentUser()).toEqual(admin);
    expect(fetch).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('is null after a 401, without logging: that is simply signed out', async () => {
    vi.stubGlobal('fetch', respond(401, '{"error":{"code":"UNAUTHORIZED","message":"Sign in"}}'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchCurrentUser()).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => respond(500, '{"error":{"code":"INTERNAL","message":"x"}}')],
    ['a network failure', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['a body without a user', () => respond(200, '{"ok":true}')],
  ])('logs %s and treats it as signed out', async (_what, make) => {
    vi.stubGlobal('fetch', make());
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchCurrentUser()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('lets a cancelled request be a cancellation, not a sign-out', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrentUser({ signal: controller.signal })).rejects.toThrow('aborted');
    expect(log).not.toHaveBeenCalled();
  });

  it('is cached under /api/user and never ends in an error state', async () => {
    vi.stubGlobal('fetch', respond(503, 'Service Unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(currentUserQueryOptions().queryKey).toEqual(['/api/user']);
    expect(await client.fetchQuery(currentUserQueryOptions())).toBeNull();
    expect(client.getQueryState(currentUserQueryKey)?.status).toBe('success');
  });

  it('refuses a user without the fields the app reads', () => {
    expect(() => userFromResponse({ user: { id: 'x', email: 'a@b.example' } })).toThrow();
    expect(() => userFromResponse(null)).toThrow();
    expect(userFromResponse({ user: { ...admin, extra: true } })).toEqual(admin);
  });
});

describe('the session in the query cache', () => {
  it('signing in sets the user from the response and invalidates every cached query', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/admin/quotes'], { quotes: [] });
    client.setQueryData(currentUserQueryKey, null);
    rememberSignedIn(client, admin);
    expect(client.getQueryData(currentUserQueryKey)).toEqual(admin);
    expect(client.getQueryState(['/api/admin/quotes'])?.isInvalidated).toBe(true);
  });

  it('signing out clears the whole cache', () => {
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, admin);
    client.setQueryData(['/api/admin/quotes'], { quotes: [] });
    forgetSession(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('signing in', () => {
  it('posts the credentials as JSON with credentials and returns the user', async () => {
    const fetch = respond(200, JSON.stringify({ user: admin }));
    vi.stubGlobal('fetch', fetch);
    expect(await signIn({ email: admin.email, password: 'secret' })).toEqual(admin);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify({ email: admin.email, password: 'secret' }) }),
    );
  });

  it("keeps Retry-After on a refusal, as an ApiError with the spec's message", async () => {
    vi.stubGlobal('fetch', respond(429, '{"error":{"code":"TOO_MANY_ATTEMPTS","message":"Too many attempts."}}', { 'retry-after': '120' }));
    const error = await signIn({ email: 'a@b.example', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as SignInError).retryAfter).toBe('120');
    expect((error as SignInError).message).toBe('429: {"error":{"code":"TOO_MANY_ATTEMPTS","message":"Too many attempts."}}');
  });
});

describe('what a refused sign-in shows', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it("shows the API's message for wrong credentials", () => {
    const error = new SignInError(401, '{"error":{"code":"INVALID_CREDENTIALS","message":"Incorrect e-mail or password."}}', 'Unauthorized', null);
    expect(signInProblem(error, now)).toEqual({ message: 'Incorrect e-mail or password.', fields: {} });
  });

  it('adds when to try again after too many attempts', () => {
    const body = '{"error":{"code":"TOO_MANY_ATTEMPTS","message":"Too many sign-in attempts."}}';
    expect(signInProblem(new SignInError(429, body, 'Too Many Requests', '900'), now).message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(signInProblem(new SignInError(429, body, 'Too Many Requests', 'Fri, 01 May 2026 12:00:30 GMT'), now).message).toBe(
      'Too many sign-in attempts. Try again in 30 seconds.',
    );
    expect(signInProblem(new SignInError(429, body, 'Too Many Requests', null), now).message).toBe(
      'Too many sign-in attempts. Please wait a while before trying again.',
    );
  });

  it('passes field messages on, and never shows a server fault or a network error raw', () => {
    const invalid = new ApiError(400, '{"error":{"code":"VALIDATION","message":"Check the form.","fields":{"email":"Enter a valid e-mail."}}}', 'Bad Request');
    expect(signInProblem(invalid, now)).toEqual({ message: 'Check the form.', fields: { email: 'Enter a valid e-mail.' } });
    expect(signInProblem(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), now).message).toMatch(/^Something went wrong on our side/);
    expect(signInProblem(new TypeError('Failed to fetch'), now).message).toMatch(/^We couldn't reach the server/);
  });

  it('reads Retry-After as seconds or a date, and rounds the advice up', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 61 ', now)).toBe(61);
    expect(retryAfterSeconds('Fri, 01 May 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAdvice(0)).toBe('You can try again now.');
    expect(retryAdvice(1)).toBe('Try again in 1 second.');
    expect(retryAdvice(61)).toBe('Try again in 2 minutes.');
    expect(retryAdvice(60)).toBe('Try again in 1 minute.');
    expect(retryAdvice(3601)).toBe('Try again in 2 hours.');
  });
});

describe("the sign-in form's own checks", () => {
  it('asks for both fields and an e-mail shape before calling the API', async () => {
    expect(await checkSignInFields('', '')).toEqual({ email: 'Enter your e-mail address.', password: 'Enter your password.' });
    expect((await checkSignInFields('staff', 'x')).email).toMatch(/like name@example.com/);
    expect((await checkSignInFields('staff jess@test.example', 'x')).email).toMatch(/cannot contain spaces/);
    expect(await checkSignInFields('staff@test.example', 'x')).toEqual({});
  });
});
