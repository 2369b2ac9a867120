import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATOR_ISSUER } from '#domain/people/authenticator.ts';
import { STAFF_ROLE_GROUPS, type StaffRole } from '#domain/people/staff-roles.ts';
import { ACCOUNT_SLOWDOWN, CODE_LIMIT } from '#functions/app/people/login-throttle.ts';
import { createUser } from '#tests/support/cognito.ts';
import { testTotpCode, testTotpSecret } from '#tests/support/totp.ts';
import { api, newClientAddress, type ApiResponse } from './api-client.ts';

// Staff whose role moves money sign in with a second factor (decision 085): Cognito's software
// token, here the local stack's MFA stand-in in front of cognito-local. The stand-in gives each
// account a secret the tests know (tests/support/totp.ts), so a code is computed from the clock.

const PASSWORD = 'Staff-password-12345';
const DEVICE = '__Host-device';

async function newAccount(role: StaffRole | null): Promise<string> {
  const email = `mfa-${role ?? 'customer'}-${randomUUID().slice(0, 8)}@test.example`;
  await createUser(email, PASSWORD, role ? [STAFF_ROLE_GROUPS[role]] : []);
  return email;
}

/** A code that is not the account's now, nor a step either side. */
function wrongCode(email: string): string {
  const near = new Set([-30_000, 0, 30_000].map((offset) => testTotpCode(email, Date.now() + offset)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** One browser: an address and the cookies the API set (Max-Age=0 deletes). */
function browser(from = newClientAddress()) {
  const jar = new Map<string, string>();
  return {
    from,
    jar,
    async login(body: Record<string, string>): Promise<ApiResponse> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await api('POST', '/api/auth/login', { from, body, headers: cookie ? { cookie } : {} });
      for (const line of response.headers['set-cookie'] ?? []) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        if (/max-age=0(;|$)/i.test(line)) jar.delete(pair.slice(0, index));
        else jar.set(pair.slice(0, index), pair.slice(index + 1));
      }
      return response;
    },
    async me(): Promise<ApiResponse> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      return api('GET', '/api/user', { from, headers: cookie ? { cookie } : {} });
    },
  };
}

/** Sets the account's authenticator up from `visitor` and answers the session's response. */
async function enrol(visitor: ReturnType<typeof browser>, email: string): Promise<ApiResponse> {
  expect((await visitor.login({ email, password: PASSWORD })).body.next).toBe('totp-setup');
  const done = await visitor.login({ email, password: PASSWORD, code: testTotpCode(email) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done;
}

describe('the second factor for staff who move money', () => {
  it('answers an office member without an authenticator with the set-up step, the secret as text and otpauth://, and no session', async () => {
    const email = await newAccount('office');
    const visitor = browser();
    const response = await visitor.login({ email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toEqual({ next: 'totp-setup', secret: testTotpSecret(email), otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const uri = new URL(response.body.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(testTotpSecret(email));
    expect(uri.searchParams.get('issuer')).toBe(AUTHENTICATOR_ISSUER);
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${AUTHENTICATOR_ISSUER}:${email}`);
    expect((await visitor.me()).status).toBe(401);
    // Shown, never confirmed: the next sign-in sets it up again rather than asking for a code.
    expect((await visitor.login({ email, password: PASSWORD })).body.next).toBe('totp-setup');
  });

  it('refuses a wrong code with 401 CODE_INVALID and counts it: after five, even the right code waits', async () => {
    const email = await newAccount('owner');
    const visitor = browser();
    expect((await visitor.login({ email, password: PASSWORD })).body.next).toBe('totp-setup');
    for (let attempt = 1; attempt <= CODE_LIMIT.maxAttempts; attempt += 1) {
      const wrong = await visitor.login({ email, password: PASSWORD, code: wrongCode(email) });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
      expect(wrong.body).toEqual({ error: { code: 'CODE_INVALID', message: expect.stringMatching(/6-digit code/) } });
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
    const refused = await visitor.login({ email, password: PASSWORD, code: testTotpCode(email) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/wrong codes/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(CODE_LIMIT.windowSeconds - 60);
    // The code's limit is the account's, wherever the codes come from.
    const elsewhere = browser();
    expect((await elsewhere.login({ email, password: PASSWORD, code: testTotpCode(email) })).status).toBe(429);
    // A malformed code is no attempt: 400, field by field.
    const malformed = await elsewhere.login({ email, password: PASSWORD, code: '12 345' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ code: 'Enter the 6-digit code your authenticator app shows.' });
  });

  it('starts the session for the right code; later sign-ins answer the challenge and finish with its code', async () => {
    const email = await newAccount('office');
    const first = browser();
    const enrolled = await enrol(first, email);
    expect(enrolled.body.user).toMatchObject({ email, role: 'admin', staffRole: 'office' });
    expect(first.jar.has(DEVICE)).toBe(true);
    expect((await first.me()).status).toBe(200);

    const later = browser();
    const challenge = await later.login({ email, password: PASSWORD });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ next: 'totp', session: expect.any(String) });
    expect(challenge.headers['set-cookie']).toBeUndefined();
    const wrong = await later.login({ email, session: challenge.body.session, code: wrongCode(email) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('CODE_INVALID');
    const right = await later.login({ email, session: challenge.body.session, code: testTotpCode(email) });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.user).toMatchObject({ email, staffRole: 'office' });
    expect((await later.me()).status).toBe(200);
    // A spent Session is a sign-in to start again, not a wrong code.
    const spent = await browser().login({ email, session: challenge.body.session, code: testTotpCode(email) });
    expect(spent.status).toBe(401);
    expect(spent.body.error.code).toBe('CODE_EXPIRED');
    // The password and the code in one request (the smoke check's way).
    expect((await browser().login({ email, password: PASSWORD, code: testTotpCode(email) })).status).toBe(200);
    // A wrong password never reaches the code.
    const wrongPassword = await browser().login({ email, password: 'Not-the-password-1', code: testTotpCode(email) });
    expect(wrongPassword.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is not right.' } });
  });

  it('leaves captains and customers to the password alone, a code sent or not', async () => {
    for (const role of ['captain', null] as const) {
      const email = await newAccount(role);
      const visitor = browser();
      const response = await visitor.login({ email, password: PASSWORD });
      expect(response.status, String(role)).toBe(200);
      expect(response.body.user).toMatchObject({ email, staffRole: role });
      expect(visitor.jar.has(DEVICE)).toBe(false);
      expect((await browser().login({ email, password: PASSWORD, code: '123456' })).body.user).toMatchObject({ email });
    }
  });
});

describe("the account's slowdown with a second factor (decision 085, revisiting 016)", () => {
  it("lets strangers' wrong passwords from many addresses hold back other strangers, not the owner's own browser on a new network", async () => {
    const email = await newAccount('owner');
    const laptop = browser();
    await enrol(laptop, email);
    // Strangers spread over addresses fill the account's allowance and take its slot.
    for (let attempt = 1; attempt <= ACCOUNT_SLOWDOWN.maxAttempts + 1; attempt += 1)
      expect((await browser().login({ email, password: `Wrong-password-${attempt}` })).status, `attempt ${attempt}`).toBe(401);
    const stranger = await browser().login({ email, password: PASSWORD });
    expect(stranger.status).toBe(429);

    // The owner's laptop, on a network it has never signed in from: its device cookie, set by the
    // sign-in with the code, makes it known to the account, so it does not wait in the slowdown.
    const hotel = browser();
    hotel.jar.set(DEVICE, laptop.jar.get(DEVICE)!);
    const challenge = await hotel.login({ email, password: PASSWORD });
    expect(challenge.body.next).toBe('totp');
    expect((await hotel.login({ email, session: challenge.body.session, code: testTotpCode(email) })).status).toBe(200);
    expect((await hotel.me()).status).toBe(200);

    // The device cookie is the account's only: another account's, or a made-up one, is a stranger's.
    const forged = browser();
    forged.jar.set(DEVICE, 'A'.repeat(43));
    expect((await forged.login({ email, password: PASSWORD })).status).toBe(429);
  });
});
