import { describe, expect, it } from 'vitest';
import { portalPaths } from '#domain/portal/portal.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { portalSessionsRepository } from '#functions/adapters/dynamodb/portal-sessions-repository.ts';
import { PORTAL_CODE_MAX_TRIES } from '#functions/app/portal/portal-codes.ts';
import { PORTAL_ABSOLUTE_LIMIT_SECONDS, PORTAL_IDLE_LIMIT_SECONDS, portalSessionIdFor } from '#functions/platform/auth/portal-session.ts';
import { PORTAL_CODE_EMAIL_LIMIT, PORTAL_CODE_NEW_ADDRESS_LIMIT } from '#functions/app/portal/portal-sign-in.ts';
import { drainBus } from '#tests/support/bus.ts';
import { portalCodeEmails, portalCookie, nextPortalCodeEmail } from '#tests/support/portal.ts';
import { clockHeaders, testClock } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { guestQuote, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress, type ApiResponse } from './api-client.ts';

// The customer portal's sign-in through the local gateway (decision 022): codes and links by
// e-mail, their expiry, reuse and brute force, and the portal sessions they open.

const config = loadConfig();
const PORTAL = '__Host-portal';
const CHALLENGE = '__Host-portal-challenge';

/** A browser of sorts: one address, a cookie jar that follows Set-Cookie (Max-Age=0 deletes). */
function visitor(from = newClientAddress()) {
  const jar = new Map<string, string>();
  return {
    from,
    jar,
    async send(method: string, path: string, body?: unknown, at?: Date): Promise<ApiResponse> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers = { ...(cookie ? { cookie } : {}), ...(at ? clockHeaders(at) : {}) };
      const response = await api(method, path, { from, ...(body === undefined ? {} : { body }), headers });
      for (const line of response.headers['set-cookie'] ?? []) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        if (/Max-Age=0/i.test(line)) jar.delete(pair.slice(0, index));
        else jar.set(pair.slice(0, index), pair.slice(index + 1));
      }
      return response;
    },
  };
}

type Visitor = ReturnType<typeof visitor>;

/** A guest with a quote: someone the portal knows. */
async function customer(): Promise<string> {
  const email = uniqueEmail('portal');
  await guestQuote(email);
  return email;
}

/** Asks for a code from `browser` and answers the e-mail it brought (the owner's inbox). */
async function askForCode(browser: Visitor, email: string, at?: Date) {
  const seen = (await portalCodeEmails(email)).length;
  const response = await browser.send('POST', '/api/portal/code', { email }, at);
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return nextPortalCodeEmail(email, seen);
}

const linkTokenOf = (link: string) => new URL(link).searchParams.get('link')!;
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('asking for a code', () => {
  it('answers a customer and a stranger alike, and e-mails only the customer a code and a link', async () => {
    const email = await customer();
    const stranger = uniqueEmail('stranger');
    const [known, unknown] = [visitor(), visitor()];
    const forCustomer = await known.send('POST', '/api/portal/code', { email: `  ${email.toUpperCase()} ` });
    const forStranger = await unknown.send('POST', '/api/portal/code', { email: stranger });
    expect(forCustomer.status).toBe(202);
    expect(forStranger.status).toBe(202);
    expect(forStranger.body).toEqual(forCustomer.body);
    expect(known.jar.has(CHALLENGE) && unknown.jar.has(CHALLENGE)).toBe(true);
    const cookie = (forCustomer.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${CHALLENGE}=`));
    expect(cookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Strict$/);

    const [sent] = await eventually(async () => {
      const emails = await portalCodeEmails(email);
      return emails.length ? emails : undefined;
    });
    expect(sent!.code).toMatch(/^\d{6}$/);
    expect(new URL(sent!.link).pathname).toBe(portalPaths.verify);
    await drainBus();
    expect(await portalCodeEmails(stranger)).toEqual([]);
  });

  it('refuses a body that is not an e-mail with 400, and sets no challenge', async () => {
    const browser = visitor();
    for (const body of [{}, { email: 'not-an-e-mail' }, { email: 42 }]) {
      const response = await browser.send('POST', '/api/portal/code', body);
      expect(response.status).toBe(400);
      expect(browser.jar.size).toBe(0);
    }
  });

  it('keeps the code and the link out of the audit log', async () => {
    const email = await customer();
    await askForCode(visitor(), email);
    await drainBus();
    const entries = await auditRepository(config).latest(5000);
    const entry = entries.find((candidate) => candidate.detailType === 'PortalCodeRequested' && (candidate.data as { email?: string }).email === email);
    expect(entry?.data).toEqual({ email, expiresAt: expect.any(String) });
  });
});

describe('signing in with the code', () => {
  it('signs in with the right code in the browser that asked, once; the code works for 10 minutes', async () => {
    const email = await customer();
    const browser = visitor();
    const at = minutesAfter(testClock, 7);
    const { code } = await askForCode(browser, email, at);

    // Another browser holds no challenge: the code alone is not enough there.
    expect((await visitor().send('POST', '/api/portal/session', { code }, at)).body.error.code).toBe('CODE_EXPIRED');

    const late = visitor(browser.from);
    late.jar.set(CHALLENGE, browser.jar.get(CHALLENGE)!);
    const expired = await late.send('POST', '/api/portal/session', { code }, minutesAfter(at, 10));
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('CODE_EXPIRED');

    const signedIn = await browser.send('POST', '/api/portal/session', { code }, new Date(at.getTime() + 599_000));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toEqual({ guest: { email } });
    expect((signedIn.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${PORTAL}=`))).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(browser.jar.has(CHALLENGE)).toBe(false);
    expect((await browser.send('GET', '/api/portal/me', undefined, minutesAfter(at, 10))).body).toEqual({ guest: { email } });

    // Used: the same code in the same challenge is refused, and so is its link.
    const again = visitor(browser.from);
    again.jar.set(CHALLENGE, late.jar.get(CHALLENGE)!);
    expect((await again.send('POST', '/api/portal/session', { code }, minutesAfter(at, 2))).body.error.code).toBe('CODE_EXPIRED');
  });

  it('refuses a wrong code with the tries left, and spends the challenge after 5 wrong ones (the right code then too)', async () => {
    const email = await customer();
    const browser = visitor();
    const { code } = await askForCode(browser, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let tries = PORTAL_CODE_MAX_TRIES - 1; tries >= 1; tries--) {
      const response = await browser.send('POST', '/api/portal/session', { code: wrong });
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', triesLeft: tries });
    }
    expect((await browser.send('POST', '/api/portal/session', { code: wrong })).body.error.code).toBe('CODE_EXPIRED');
    expect((await browser.send('POST', '/api/portal/session', { code })).body.error.code).toBe('CODE_EXPIRED');
    expect(browser.jar.has(PORTAL)).toBe(false);
  });

  it("refuses a stranger's challenge like a wrong code: nothing tells who is a customer", async () => {
    const browser = visitor();
    await browser.send('POST', '/api/portal/code', { email: uniqueEmail('stranger') });
    const response = await browser.send('POST', '/api/portal/session', { code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'CODE_INVALID', triesLeft: PORTAL_CODE_MAX_TRIES - 1 });
  });

  it('refuses malformed codes and links with 400 without spending a try', async () => {
    const email = await customer();
    const browser = visitor();
    const { code } = await askForCode(browser, email);
    for (const body of [{ code: '12345' }, { code: '1234567' }, { code: 'abcdef' }, { link: 'short' }, { code, link: 'x'.repeat(43) }, {}]) {
      expect((await browser.send('POST', '/api/portal/session', body)).status).toBe(400);
    }
    expect((await browser.send('POST', '/api/portal/session', { code })).status).toBe(200);
  });
});

describe('signing in with the link', () => {
  it('signs in on any browser with the link, once; the code of the same e-mail is spent with it', async () => {
    const email = await customer();
    const asker = visitor();
    const { code, link } = await askForCode(asker, email);
    const phone = visitor();
    const signedIn = await phone.send('POST', '/api/portal/session', { link: linkTokenOf(link) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toEqual({ guest: { email } });
    expect((await phone.send('GET', '/api/portal/me')).status).toBe(200);

    const reused = await visitor().send('POST', '/api/portal/session', { link: linkTokenOf(link) });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('LINK_EXPIRED');
    expect((await asker.send('POST', '/api/portal/session', { code })).body.error.code).toBe('CODE_EXPIRED');
  });

  it('refuses a link after 10 minutes, and an unknown one', async () => {
    const email = await customer();
    const at = minutesAfter(testClock, 31);
    const { link } = await askForCode(visitor(), email, at);
    expect((await visitor().send('POST', '/api/portal/session', { link: linkTokenOf(link) }, minutesAfter(at, 10))).body.error.code).toBe('LINK_EXPIRED');
    expect((await visitor().send('POST', '/api/portal/session', { link: 'A'.repeat(43) })).body.error.code).toBe('LINK_EXPIRED');
    expect((await visitor().send('POST', '/api/portal/session', { link: linkTokenOf(link) }, minutesAfter(at, 9))).status).toBe(200);
  });
});

describe('brute force', () => {
  it("one stranger's address asking again and again cannot spend the e-mail's allowance: the owner on a new address still gets a code (decision 053)", async () => {
    const email = await customer();
    const at = minutesAfter(testClock, 23);
    // The attack of issue 28: five requests for the guest's e-mail from one address.
    const stranger = visitor();
    for (let request = 0; request < 5; request++) {
      expect((await stranger.send('POST', '/api/portal/code', { email }, at)).status).toBe(202);
    }
    await drainBus();
    // The guest's mailbox got the stranger's share of unsolicited codes, not the e-mail's whole allowance.
    expect(await portalCodeEmails(email)).toHaveLength(PORTAL_CODE_NEW_ADDRESS_LIMIT.requests);
    expect(PORTAL_CODE_NEW_ADDRESS_LIMIT.requests).toBeLessThan(PORTAL_CODE_EMAIL_LIMIT.requests);

    // The owner, on a phone the portal has never seen, in the same hour: a code arrives and works.
    const phone = visitor();
    const { code } = await askForCode(phone, email, at);
    expect((await phone.send('POST', '/api/portal/session', { code }, at)).status).toBe(200);
  });

  it('1,000 wrong codes for one e-mail from many addresses never sign in, flood no mailbox, and the owner still gets and uses a fresh code', async () => {
    const email = await customer();
    // One moment inside one hour's window: the e-mail's limit counts per fixed hour.
    const at = minutesAfter(testClock, 13);
    // The owner signed in once before, from home.
    const home = visitor();
    const first = await askForCode(home, email, at);
    expect((await home.send('POST', '/api/portal/session', { code: first.code }, at)).status).toBe(200);
    // And asked for a code on the laptop, just before the attack began.
    const laptop = visitor();
    const waiting = await askForCode(laptop, email, at);

    // The attacker: 40 addresses, 5 challenges each, 5 guesses per challenge.
    const challenges = Array.from({ length: 40 }, () => newClientAddress()).flatMap((from) => Array.from({ length: 5 }, () => visitor(from)));
    await inBatches(challenges, 8, async (browser) => {
      expect((await browser.send('POST', '/api/portal/code', { email }, at)).status).toBe(202);
    });
    await drainBus();
    const sent = await portalCodeEmails(email);
    // The mailbox got the e-mail's limit and no more, however many addresses asked.
    expect(sent).toHaveLength(PORTAL_CODE_EMAIL_LIMIT.requests);
    const realCodes = new Set(sent.map((message) => message.code));
    const guesses = Array.from({ length: 1_100 }, (_, index) => String((index * 7919) % 1_000_000).padStart(6, '0'))
      .filter((code) => !realCodes.has(code))
      .slice(0, 1_000);

    const statuses = new Map<number, number>();
    await inBatches(
      challenges.flatMap((browser, index) => guesses.slice(index * 5, index * 5 + 5).map((code) => ({ browser, code }))),
      8,
      async ({ browser, code }) => {
        const response = await browser.send('POST', '/api/portal/session', { code }, at);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      },
    );
    expect(Object.fromEntries(statuses)).toEqual({ 401: 1_000 });
    expect(challenges.some((browser) => browser.jar.has(PORTAL))).toBe(false);

    // The owner's code from before the attack still works, and home, where the owner signed in
    // before, still gets a fresh code past the e-mail's limit, and it works.
    expect((await laptop.send('POST', '/api/portal/session', { code: waiting.code }, at)).status).toBe(200);
    const fresh = await askForCode(home, email, at);
    expect((await home.send('POST', '/api/portal/session', { code: fresh.code }, at)).status).toBe(200);
  }, 180_000);
});

describe('portal sessions', () => {
  it('is 401 without a session, with a forged or unknown cookie, and with a staff-looking cookie', async () => {
    expect((await api('GET', '/api/portal/me', { from: newClientAddress() })).status).toBe(401);
    for (const cookie of [`${PORTAL}=${'x'.repeat(43)}`, `${PORTAL}=`, '__Host-session=abc', `portal=${'y'.repeat(43)}`]) {
      const response = await api('GET', '/api/portal/me', { from: newClientAddress(), headers: { cookie } });
      expect(response.status, cookie).toBe(401);
    }
  });

  it('signing out ends the session at once, even for a copy of the cookie', async () => {
    const email = await customer();
    const browser = visitor();
    const { code } = await askForCode(browser, email);
    await browser.send('POST', '/api/portal/session', { code });
    const copy = `${PORTAL}=${browser.jar.get(PORTAL)}`;
    const out = await browser.send('POST', '/api/portal/logout');
    expect(out.status).toBe(204);
    expect(browser.jar.has(PORTAL)).toBe(false);
    expect((await api('GET', '/api/portal/me', { from: newClientAddress(), headers: { cookie: copy } })).status).toBe(401);
    // Signed out already: the same 204.
    expect((await api('POST', '/api/portal/logout', { from: newClientAddress(), headers: { cookie: copy } })).status).toBe(204);
  });

  it('ends after an hour without a request, and clears the cookie', async () => {
    const email = await customer();
    const cookie = await portalCookie(email);
    const opened = new Date(Math.max(Date.now(), testClock.getTime()));
    const me = (at: Date) => api('GET', '/api/portal/me', { from: newClientAddress(), headers: { cookie, ...clockHeaders(at) } });
    expect((await me(new Date(opened.getTime() + (PORTAL_IDLE_LIMIT_SECONDS - 60) * 1000))).status).toBe(200);
    // Used a minute before the hour was up, so the hour starts again from there.
    expect((await me(new Date(opened.getTime() + (2 * PORTAL_IDLE_LIMIT_SECONDS - 120) * 1000))).status).toBe(200);
    const idle = await me(new Date(opened.getTime() + 3 * PORTAL_IDLE_LIMIT_SECONDS * 1000));
    expect(idle.status).toBe(401);
    expect(idle.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${PORTAL}=; Path=/; Max-Age=0`));
    expect(await portalSessionsRepository(config).get(portalSessionIdFor(cookie.split('=')[1]!))).toBeNull();
  });

  it('ends 12 hours after sign-in however active', async () => {
    const email = await customer();
    const cookie = await portalCookie(email);
    const opened = new Date(Math.max(Date.now(), testClock.getTime()));
    const me = (seconds: number) =>
      api('GET', '/api/portal/me', { from: newClientAddress(), headers: { cookie, ...clockHeaders(new Date(opened.getTime() + seconds * 1000)) } });
    for (let seconds = 50 * 60; seconds < PORTAL_ABSOLUTE_LIMIT_SECONDS; seconds += 50 * 60) expect((await me(seconds)).status, `${seconds} s`).toBe(200);
    expect((await me(PORTAL_ABSOLUTE_LIMIT_SECONDS)).status).toBe(401);
  });

  it('portalCookie gives a live session for tests', async () => {
    const email = uniqueEmail('portal-support');
    const response = await api('GET', '/api/portal/me', { from: newClientAddress(), headers: { cookie: await portalCookie(` ${email.toUpperCase()}`) } });
    expect(response.body).toEqual({ guest: { email } });
  });
});

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
