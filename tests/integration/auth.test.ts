import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { routeList } from '#functions/http/routes.ts';
import type { AdminSummaryResponse } from '#domain/people/back-office.ts';
import { ACCOUNT_ADDRESS_LIMIT, ACCOUNT_SLOWDOWN, ADDRESS_LIMIT, ATTACK_ALERT } from '#functions/app/people/login-throttle.ts';
import { IDLE_LIMIT_SECONDS, idTokenKeyFor, sessionIdFor } from '#functions/platform/auth/session-lifecycle.ts';
import { loadConfig } from '#functions/platform/config.ts';
import type { AuditEntry } from '#functions/adapters/dynamodb/audit-repository.ts';
import { sessionsRepository } from '#functions/adapters/dynamodb/sessions-repository.ts';
import { cognitoClient } from '#infra/local/bootstrap.ts';
import { createUser, expiredCopyOf, tokensFor } from '#tests/support/cognito.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminSession, asAdmin } from './admin-support.ts';
import { api, newClientAddress, type ApiResponse } from './api-client.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';
import { testTotpCode } from '#tests/support/totp.ts';

// Sign-in, sessions and sign-out through the local gateway, against cognito-local and DynamoDB
// Local (decision 010). The stack runs with SESSION_COOKIE_SECURE=true, as the cloud does.

const { admin } = inject('stack');
const config = loadConfig();
const SESSION = '__Host-session';
const REFRESH = '__Secure-refresh';
const INVALID_CREDENTIALS = { error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is not right.' } };
const PASSWORD = 'Customer-password-123';

interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

function setCookiesOf(response: ApiResponse): SetCookie[] {
  const lines = response.headers['set-cookie'] ?? [];
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    return {
      name: pair.slice(0, index),
      value: decodeURIComponent(pair.slice(index + 1)),
      attributes: Object.fromEntries(
        attributes.map((attribute) => {
          const at = attribute.indexOf('=');
          return at < 0 ? [attribute.toLowerCase(), true] : [attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1)];
        }),
      ),
    };
  });
}

/** A browser of sorts: one address, a cookie jar that follows Set-Cookie (Max-Age=0 deletes). */
function visitor() {
  const from = newClientAddress();
  const jar = new Map<string, string>();
  return {
    from,
    jar,
    async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await api(method, path, { from, ...(body === undefined ? {} : { body }), headers: { ...(cookie ? { cookie } : {}), ...headers } });
      for (const set of setCookiesOf(response)) {
        if (set.attributes['max-age'] === '0') jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      return response;
    },
  };
}

async function signedIn(email: string, password: string) {
  const browser = visitor();
  const response = await browser.send('POST', '/api/auth/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return browser;
}

async function newCustomer(): Promise<string> {
  const email = `auth-${randomUUID().slice(0, 8)}@test.example`;
  await createUser(email, PASSWORD);
  return email;
}

function expectCleared(response: ApiResponse) {
  const cookies = setCookiesOf(response);
  expect(cookies.map((cookie) => cookie.name)).toEqual([SESSION, REFRESH]);
  for (const cookie of cookies) {
    expect(cookie.value, cookie.name).toBe('');
    expect(cookie.attributes, cookie.name).toEqual({
      path: cookie.name === SESSION ? '/' : '/api',
      'max-age': '0',
      httponly: true,
      secure: true,
      samesite: 'Strict',
    });
  }
}

async function refreshWith(refreshToken: string) {
  return cognitoClient(config.COGNITO_ENDPOINT!, config.AWS_REGION).send(
    new InitiateAuthCommand({ ClientId: config.USER_POOL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );
}

function auditEntry(detailType: string, matches: (data: Record<string, unknown>) => boolean): Promise<AuditEntry> {
  return eventually(async () =>
    (await recentAuditEntries(config)).find((entry) => entry.detailType === detailType && matches(entry.data as Record<string, unknown>)),
  );
}

const subOf = (idToken: string): string => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub;

describe('POST /api/auth/login', () => {
  it('signs the admin in with HttpOnly, Secure, SameSite=Strict cookies and answers the user as GET /api/user does', async () => {
    // The owner has set the authenticator app up, as any file's first sign-in as the owner does
    // (setting it up is second-factor.test.ts's to prove). When this test set it up itself, it
    // raced the files starting beside it: the one that verified second found no secret pending.
    await adminSession();
    const browser = visitor();
    // The e-mail is matched as typed in any case.
    const password = await browser.send('POST', '/api/auth/login', { email: ` ${admin.email.toUpperCase()} `, password: admin.password });
    // The owner moves money: the password alone is no session, it asks for the code (decision 085).
    expect(password.status).toBe(200);
    expect(password.headers['set-cookie']).toBeUndefined();
    expect(password.body).toEqual({ next: 'totp', session: expect.any(String) });
    const { session } = password.body as { session: string };
    const response = await browser.send('POST', '/api/auth/login', { email: admin.email, session, code: testTotpCode(admin.email) });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      user: { id: expect.any(String), email: admin.email, role: 'admin', staffRole: 'owner', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });

    const cookies = setCookiesOf(response);
    expect(cookies.map((cookie) => cookie.name)).toEqual([SESSION, REFRESH, '__Host-device']);
    // __Host-: Secure, Path=/ and no Domain, or the browser refuses it. No Max-Age: gone when the browser closes.
    expect(cookies[0]!.attributes).toEqual({ path: '/', httponly: true, secure: true, samesite: 'Strict' });
    // The refresh token goes to API calls only.
    expect(cookies[1]!.attributes).toEqual({ path: '/api', httponly: true, secure: true, samesite: 'Strict' });
    // The device the second factor signed in from, kept 90 days (decision 085).
    expect(cookies[2]!.attributes).toEqual({ path: '/', 'max-age': String(90 * 24 * 3600), httponly: true, secure: true, samesite: 'Strict' });
    expect(subOf(cookies[0]!.value)).toBe(response.body.user.id);

    const me = await browser.send('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: response.body.user });
    expect(me.headers['set-cookie']).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail with the same 401, and sets no cookie', async () => {
    const email = await newCustomer();
    const wrongPassword = await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password: 'Not-the-password-1' } });
    const unknownEmail = await api('POST', '/api/auth/login', {
      from: newClientAddress(),
      body: { email: `nobody-${randomUUID()}@test.example`, password: PASSWORD },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('says what is missing in a malformed request, and counts it as no attempt', async () => {
    const response = await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email: 'not-an-email', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request body is not valid.',
        fields: { email: 'Enter a valid e-mail address.', password: 'Enter your password.' },
      },
    });
    const empty = await api('POST', '/api/auth/login', { from: newClientAddress(), body: {} });
    expect(empty.body.error.fields).toEqual({ email: 'Enter your e-mail address.', password: 'Enter your password.' });
  });

  it(`locks an address out of an account after ${ACCOUNT_ADDRESS_LIMIT.maxAttempts} failures: the right password from it is refused too, Cognito unasked; the owner elsewhere signs in`, async () => {
    const email = await newCustomer();
    const owner = newClientAddress();
    expect((await api('POST', '/api/auth/login', { from: owner, body: { email, password: PASSWORD } })).status).toBe(200);
    const guesser = newClientAddress();
    for (let attempt = 1; attempt <= ACCOUNT_ADDRESS_LIMIT.maxAttempts; attempt += 1) {
      const response = await api('POST', '/api/auth/login', { from: guesser, body: { email, password: `Wrong-password-${attempt}` } });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await api('POST', '/api/auth/login', { from: guesser, body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed sign-in attempts. Please wait a while and try again.' } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(ACCOUNT_ADDRESS_LIMIT.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_ADDRESS_LIMIT.windowSeconds);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The owner's own address is not locked out.
    expect((await api('POST', '/api/auth/login', { from: owner, body: { email, password: PASSWORD } })).status).toBe(200);

    const lockedOut = await auditEntry('UserLoginFailed', (data) => data['email'] === email && data['reason'] === 'locked-out');
    expect(lockedOut).toMatchObject({ source: 'cruises.auth', data: { sourceIp: guesser } });
  });

  it("lets no one lock the owner out: after wrong passwords from five addresses the owner's own address signs in, other addresses wait their turn", async () => {
    const email = await newCustomer();
    const owner = newClientAddress();
    expect((await api('POST', '/api/auth/login', { from: owner, body: { email, password: PASSWORD } })).status).toBe(200);
    // Five addresses, the e-mail in upper case: the account's allowance for addresses it does not know.
    for (let attempt = 1; attempt <= ACCOUNT_SLOWDOWN.maxAttempts; attempt += 1) {
      const response = await api('POST', '/api/auth/login', {
        from: newClientAddress(),
        body: { email: email.toUpperCase(), password: `Wrong-password-${attempt}` },
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    expect((await api('POST', '/api/auth/login', { from: owner, body: { email, password: PASSWORD } })).status).toBe(200);
    // Beyond the allowance, one attempt from an unknown address per slot; the next waits for the next slot.
    expect((await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password: 'Wrong-password-6' } })).status).toBe(401);
    const waiting = await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password: PASSWORD } });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/from where you usually sign in/) });
    const retryAfter = Number(waiting.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(ACCOUNT_SLOWDOWN.slotSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.slotSeconds);
    // The owner still gets in from their own address, as often as they like.
    for (let visit = 0; visit < 3; visit += 1)
      expect((await api('POST', '/api/auth/login', { from: owner, body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("clears an address's failures on an account when its owner signs in from it", async () => {
    const email = await newCustomer();
    const from = newClientAddress();
    const fail = () => api('POST', '/api/auth/login', { from, body: { email, password: 'Wrong-password-1' } });
    for (let attempt = 1; attempt < ACCOUNT_ADDRESS_LIMIT.maxAttempts; attempt += 1) expect((await fail()).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { from, body: { email, password: PASSWORD } })).status).toBe(200);
    // Two more failures would be one over the limit had the sign-in not cleared the first ones.
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await fail()).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { from, body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it(`locks an address out after ${ADDRESS_LIMIT.maxAttempts} failures on any accounts, whoever signs in from it next`, async () => {
    const from = newClientAddress();
    for (let attempt = 1; attempt <= ADDRESS_LIMIT.maxAttempts; attempt += 1) {
      // A different account each time, so no account's own limit is reached.
      const response = await api('POST', '/api/auth/login', { from, body: { email: `spray-${randomUUID()}@test.example`, password: PASSWORD } });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const email = await newCustomer();
    const refused = await api('POST', '/api/auth/login', { from, body: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is fine: the refusal was the address's.
    expect((await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('shows staff an account under attack on the dashboard: which account, how many failures, from how many addresses, since when', async () => {
    const email = await newCustomer();
    const addresses = [newClientAddress(), newClientAddress(), newClientAddress(), newClientAddress()];
    const before = new Date();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push(
        (await api('POST', '/api/auth/login', { from: addresses[attempt % addresses.length]!, body: { email, password: `Wrong-password-${attempt}` } })).status,
      );
    }
    const failures = answers.filter((status) => status === 401).length;
    expect(failures).toBe(ACCOUNT_SLOWDOWN.maxAttempts + 1);
    expect(answers.filter((status) => status === 429)).toHaveLength(12 - failures);
    // A forgetful customer on one device is nobody's business.
    const forgetful = await newCustomer();
    const device = newClientAddress();
    for (let attempt = 0; attempt < ATTACK_ALERT.minAttempts; attempt += 1)
      await api('POST', '/api/auth/login', { from: device, body: { email: forgetful, password: 'Wrong-password-1' } });

    const summary = await asAdmin('GET', '/api/admin/summary');
    expect(summary.status).toBe(200);
    const { signInAlerts } = summary.body as AdminSummaryResponse;
    const alert = signInAlerts.find((entry) => entry.email === email);
    expect(alert).toEqual({ email, failures, refused: 12 - failures, addresses: 4, since: expect.any(String), lastAttemptAt: expect.any(String) });
    expect(Date.parse(alert!.since)).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(Date.parse(alert!.lastAttemptAt)).toBeGreaterThan(Date.parse(alert!.since));
    expect(signInAlerts.some((entry) => entry.email === forgetful)).toBe(false);
    // Latest attempt first.
    const times = signInAlerts.map((entry) => entry.lastAttemptAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('records sign-ins and refused sign-ins in the audit log staff read', async () => {
    const email = await newCustomer();
    const from = newClientAddress();
    await api('POST', '/api/auth/login', { from, body: { email, password: 'Wrong-password-1' } });
    const browser = await signedIn(email, PASSWORD);
    const userId = subOf(browser.jar.get(SESSION)!);

    const failed = await auditEntry('UserLoginFailed', (data) => data['email'] === email);
    expect(failed).toMatchObject({ source: 'cruises.auth', data: { email, reason: 'bad-credentials', sourceIp: from } });
    const loggedIn = await auditEntry('UserLoggedIn', (data) => data['userId'] === userId);
    expect(loggedIn).toMatchObject({ source: 'cruises.auth', data: { userId, email, role: 'customer' } });
    // Never a password or a token.
    expect(JSON.stringify([failed.data, loggedIn.data])).not.toMatch(/password|eyJ/i);
  });
});

describe('sessions', () => {
  it('renews an expired ID token with the refresh cookie, silently, and sends the new one', async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const refreshToken = browser.jar.get(REFRESH)!;
    // The token the session was issued an hour ago, now expired: genuine in every way but its
    // expiry, and linked to the session as the sign-in links the tokens it issues.
    const expired = expiredCopyOf(browser.jar.get(SESSION)!);
    await sessionsRepository(config).addToken(idTokenKeyFor(expired), {
      sessionId: sessionIdFor(refreshToken),
      userId: subOf(expired),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    browser.jar.set(SESSION, expired);

    const renewed = await browser.send('GET', '/api/user');
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.id).toBe(subOf(expired));
    const cookies = setCookiesOf(renewed);
    expect(cookies.map((cookie) => cookie.name)).toEqual([SESSION]);
    expect(cookies[0]!.attributes).toEqual({ path: '/', httponly: true, secure: true, samesite: 'Strict' });
    expect(cookies[0]!.value).not.toBe(expired);

    // The new token is the session now: no further renewal.
    const again = await browser.send('GET', '/api/user');
    expect(again.status).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it("does not renew an expired ID token without its own session's refresh cookie, and clears the cookies", async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const other = await signedIn(await newCustomer(), PASSWORD);
    const expired = expiredCopyOf(browser.jar.get(SESSION)!);
    await sessionsRepository(config).addToken(idTokenKeyFor(expired), {
      sessionId: sessionIdFor(browser.jar.get(REFRESH)!),
      userId: subOf(expired),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const withCookies = (cookie: string) => api('GET', '/api/user', { from: newClientAddress(), headers: { cookie } });

    const alone = await withCookies(`${SESSION}=${expired}`);
    expect(alone.status).toBe(401);
    expectCleared(alone);
    const foreign = await withCookies(`${SESSION}=${expired}; ${REFRESH}=${other.jar.get(REFRESH)}`);
    expect(foreign.status).toBe(401);
    // A refresh cookie on its own is no session either.
    const refreshOnly = await withCookies(`${REFRESH}=${browser.jar.get(REFRESH)}`);
    expect(refreshOnly.status).toBe(401);
    expectCleared(refreshOnly);
  });

  it(`ends a session idle for ${IDLE_LIMIT_SECONDS / 60} minutes: 401, cookies cleared, the refresh token revoked`, async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const refreshToken = browser.jar.get(REFRESH)!;
    const sessions = sessionsRepository(config);
    const session = (await sessions.get(sessionIdFor(refreshToken)))!;
    await sessions.create({ ...session, lastActiveAt: new Date(Date.now() - (IDLE_LIMIT_SECONDS + 5) * 1000).toISOString() });

    const response = await browser.send('GET', '/api/user');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
    expectCleared(response);
    expect(browser.jar.size).toBe(0);
    expect(await sessions.get(session.id)).toBeNull();
    await expect(refreshWith(refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('keeps a session used within the limit and records the activity', async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const sessions = sessionsRepository(config);
    const session = (await sessions.get(sessionIdFor(browser.jar.get(REFRESH)!)))!;
    const lastActiveAt = new Date(Date.now() - (IDLE_LIMIT_SECONDS - 60) * 1000).toISOString();
    await sessions.create({ ...session, lastActiveAt });

    const response = await browser.send('GET', '/api/user');
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const touched = (await sessions.get(session.id))!;
    expect(Date.parse(touched.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(touched.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + IDLE_LIMIT_SECONDS - 60);
  });

  it('refuses a tampered session cookie and clears the cookies', async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const token = browser.jar.get(SESSION)!;
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const payloadAt = token.indexOf('.') + 5;
    for (const tampered of [flip(token, payloadAt), flip(token, token.length - 5)]) {
      const response = await api('GET', '/api/user', {
        from: newClientAddress(),
        headers: { cookie: `${SESSION}=${tampered}; ${REFRESH}=${browser.jar.get(REFRESH)}` },
      });
      expect(response.status).toBe(401);
      expectCleared(response);
    }
    // The genuine cookies still work.
    expect((await browser.send('GET', '/api/user')).status).toBe(200);
  });

  it("accepts no bearer token anywhere: the spec's fixed development token is not a session", async () => {
    const { idToken } = await tokensFor(admin.email, admin.password);
    for (const token of ['dev-token', 'development', idToken]) {
      for (const path of ['/api/user', '/api/admin/summary']) {
        const response = await api('GET', path, { from: newClientAddress(), headers: { authorization: `Bearer ${token}` } });
        expect(response.status, `${path} ${token.slice(0, 12)}`).toBe(401);
        expect(response.body.error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: 204, both cookies cleared, the old cookies refused and the refresh token revoked', async () => {
    const browser = await signedIn(await newCustomer(), PASSWORD);
    const old = new Map(browser.jar);
    const response = await browser.send('POST', '/api/auth/logout');
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expectCleared(response);

    // A copy of the cookies kept from before is no use: the session is over on the server.
    const replay = await api('GET', '/api/user', {
      from: newClientAddress(),
      headers: { cookie: [...old].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(replay.status).toBe(401);
    await expect(refreshWith(old.get(REFRESH)!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('answers 204 and clears the cookies without a session too', async () => {
    const response = await api('POST', '/api/auth/logout', { from: newClientAddress() });
    expect(response.status).toBe(204);
    expectCleared(response);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a customer (never an admin), signs them in and announces it', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@test.example`;
    const browser = visitor();
    const response = await browser.send('POST', '/api/auth/register', { email: email.toUpperCase(), password: 'Brand-new-password-1', name: 'Jordan Rivera' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ user: { id: expect.any(String), email, role: 'customer', staffRole: null, createdAt: expect.any(String) } });
    expect(setCookiesOf(response).map((cookie) => cookie.name)).toEqual([SESSION, REFRESH]);
    expect((await browser.send('GET', '/api/user')).body).toEqual(response.body);
    // The spec's client signs in next with the same e-mail and password.
    expect((await browser.send('POST', '/api/auth/login', { email, password: 'Brand-new-password-1' })).status).toBe(200);

    const registered = await auditEntry('UserRegistered', (data) => data['email'] === email);
    expect(registered.data).toEqual({ userId: response.body.user.id, email, name: 'Jordan Rivera' });
  });

  it('answers 409 EMAIL_TAKEN for an e-mail that has an account, however it is written', async () => {
    const response = await api('POST', '/api/auth/register', {
      from: newClientAddress(),
      body: { email: admin.email.toUpperCase(), password: 'Brand-new-password-1' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: { code: 'EMAIL_TAKEN', message: expect.any(String), fields: { email: expect.any(String) } } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("says what a password lacks under the pool's policy, and checks the e-mail", async () => {
    const register = (body: unknown) => api('POST', '/api/auth/register', { from: newClientAddress(), body });
    const weak = await register({ email: `weak-${randomUUID()}@test.example`, password: 'short1' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ password: 'The password needs at least 12 characters and an upper-case letter.' });
    const noEmail = await register({ email: 'nope', password: 'Brand-new-password-1', name: '' });
    expect(noEmail.body.error.fields).toEqual({ email: 'Enter a valid e-mail address.' });
  });

  // Each back-office route answers before its handler runs, so a missing handler module shows
  // here as a 500 from the gateway.
  const adminRoutes = routeList.filter((route) => route.auth === 'admin');
  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 signed out, 403 to a registered customer',
    async (_key, route) => {
      const path = route.path
        .replace('{id}', randomUUID())
        .replace('{email}', encodeURIComponent('someone@test.example'))
        .replace(/\{[^}]+\}/g, 'x');
      const body = route.method === 'GET' ? undefined : {};
      const signedOut = await api(route.method, path, { from: newClientAddress(), ...(body ? { body } : {}) });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.error.code).toBe('UNAUTHORIZED');

      const customer = visitor();
      const registered = await customer.send('POST', '/api/auth/register', {
        email: `customer-${randomUUID().slice(0, 8)}@test.example`,
        password: 'Brand-new-password-1',
      });
      expect(registered.body.user.role).toBe('customer');
      const refused = await customer.send(route.method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    },
  );
});
