import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, holdHydration, launchChromium, openPage } from '#tests/support/browser.ts';
import { createUser } from '#tests/support/cognito.ts';

// /chat, /quote/{token} and /auth are prerendered (decision 007): the HTML carries the chat's
// first question, the quote page's shell (with its quote, decision 093) and the sign-in form, and React takes them over later.
// These tests hold React's code back (the hydrate chunk) to act on the page before it is
// hydrated, then let it through and check that the page works and nothing was lost. Any
// hydration mismatch would show in the console, which every test checks.

const { url } = inject('stack');
const mobile = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset['hydrated'] === 'true');
const waitHydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
const answers = (page: Page) => page.locator('.chat-msg--guest .chat-msg__answer').allTextContents();
const question = (page: Page) => page.locator('.chat-msg--question');
/** The browser's own report of a 401 (the signed-out GET /api/user) is not a fault. */
const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));

describe('/chat, prerendered with its first question', () => {
  it('is served as HTML that asks the first question', async () => {
    const response = await fetch(`${url}/chat`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-app-route="/chat"');
    expect(html).toContain('What are you celebrating?');
    expect(html).toContain('<title>Get your instant quote | ');
  });

  it('answers a quick reply tapped before React has loaded, once it has', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(`${url}/chat`);
    await page.getByRole('button', { name: 'Birthday' }).click();
    await gate.requested;
    // Held, not lost: React is not there yet and the chat has not moved; the guest is told the tap was taken.
    expect(await hydrated(page)).toBe(false);
    expect(await answers(page)).toEqual([]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'One moment...' }).count()).toBe(1);
    gate.release();
    await waitHydrated(page);
    await expect.poll(() => answers(page)).toEqual(['Birthday']);
    expect(await question(page).textContent()).toBe('Which day would you like to cruise?');
    expect(await page.locator('.held-tap').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('says so when a tap was held for React, or comes after, and its code never comes (the network dropped)', async () => {
    const failure = 'The page could not start its interactive parts';
    const saysSo = async (page: Page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'This page could not finish loading.' });
      await alert.waitFor();
      expect(await alert.getByRole('button', { name: 'Reload' }).count()).toBe(1);
      expect(await page.getByRole('status').filter({ hasText: 'One moment...' }).count()).toBe(0);
      expect(await answers(page)).toEqual([]);
    };
    // Held: the tap waits for React's code, which then fails.
    const held = await openPage(browser, mobile);
    let abort!: () => void;
    const aborted = new Promise<void>((resolve) => {
      abort = resolve;
    });
    await held.page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await aborted;
      await route.abort();
    });
    await held.page.goto(`${url}/chat`);
    await held.page.getByRole('button', { name: 'Birthday' }).click();
    await held.page.getByRole('status').filter({ hasText: 'One moment...' }).waitFor();
    abort();
    await saysSo(held.page);
    expect(held.problems.some((problem) => problem.includes(failure))).toBe(true);
    // After: the code failed at the first intent, and the tap comes later.
    const after = await openPage(browser, mobile);
    await after.page.route(/\/assets\/hydrate-[^/]+\.js$/, (route) => route.abort());
    await after.page.goto(`${url}/chat`);
    await after.page.mouse.move(5, 300);
    await expect.poll(() => after.problems.some((problem) => problem.includes(failure))).toBe(true);
    await after.page.getByRole('button', { name: 'Birthday' }).click();
    await saysSo(after.page);
  });

  it('keeps an answer typed and sent before React has loaded', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(`${url}/chat`);
    await page.getByLabel('Type your answer', { exact: true }).fill('a bachelorette party');
    await page.getByLabel('Type your answer', { exact: true }).press('Enter');
    await gate.requested;
    expect(await hydrated(page)).toBe(false);
    expect(await page.getByLabel('Type your answer', { exact: true }).inputValue()).toBe('a bachelorette party');
    gate.release();
    await waitHydrated(page);
    await expect.poll(() => answers(page)).toEqual(['Bachelorette Party']);
    expect(await question(page).textContent()).toBe('Which day would you like to cruise?');
    expect(problems).toEqual([]);
  });

  it('stays where the guest scrolled while React was loading (a tap then lands on what they aimed at)', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(`${url}/chat`);
    await page.mouse.wheel(0, 300);
    await gate.requested;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => window.scrollY);
    gate.release();
    await waitHydrated(page);
    // Two frames after the hand-over: the router's scroll restoration has had its turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(problems).toEqual([]);
  });

  it("restores a guest's kept conversation without ever showing the first question", async () => {
    const { page, problems } = await openPage(browser, mobile);
    await page.goto(`${url}/chat`);
    await page.getByRole('button', { name: 'Wedding' }).click();
    // The first click loads React, which a busy machine takes seconds to do: wait for the answer to
    // be shown rather than poll for a fixed second.
    await page.locator('.chat-msg--guest .chat-msg__answer').first().waitFor();
    expect(await answers(page)).toEqual(['Wedding']);

    const gate = await holdHydration(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    // No interaction: the kept conversation sends for React at once, and until it is rendered
    // the prerendered conversation (its first question) stays hidden.
    await gate.requested;
    expect(await page.evaluate(() => document.documentElement.dataset['clientRender'])).toBe('');
    expect(await page.getByText('What are you celebrating?').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Get your instant quote' }).isVisible()).toBe(true);
    gate.release();
    await page.waitForFunction(() => document.documentElement.dataset['clientRender'] === undefined);
    expect(await answers(page)).toEqual(['Wedding']);
    expect(await question(page).textContent()).toBe('Which day would you like to cruise?');
    expect(await question(page).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('/book from a link that fills the form in', () => {
  // The partners' and ads' links, and the thank-you e-mail's "book again" (issue 27: rendering
  // such a page in the browser painted nothing for 4 s on a phone).
  it("paints the prerendered form with the link's choices, without React, and React keeps them when the guest starts", async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(`${url}/book?package=essentials&groupSize=24&eventType=corporate&ref=P1`);
    const cruise = page.getByLabel('Cruise', { exact: true });
    const guests = page.getByLabel('Number of guests', { exact: true });
    const occasion = page.getByLabel('Occasion', { exact: true });
    const shown = async () => [await cruise.inputValue(), await guests.inputValue(), await occasion.inputValue()];
    expect(await shown()).toEqual(['essentials', '24', 'corporate']);
    expect(await cruise.isVisible()).toBe(true);
    expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).not.toHaveProperty('clientRender');
    expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).not.toHaveProperty('prefill');
    expect(await hydrated(page)).toBe(false);
    // The guest starts on the form: React takes it over, reading the same choices from the link.
    await page.getByLabel('Full name', { exact: true }).click();
    await gate.requested;
    gate.release();
    await waitHydrated(page);
    await page.getByLabel('Full name', { exact: true }).fill('Robin Link');
    expect(await shown()).toEqual(['essentials', '24', 'corporate']);
    await guests.fill('30');
    expect(await guests.inputValue()).toBe('30');
    expect(await axeViolations(page)).toEqual([]);
    expect(faults(problems)).toEqual([]);
  });
});

/** A Saturday about three months out. */
function saturdayAfter(days: number): IsoDate {
  let date = addDays(calendarDateIn(new Date()), days);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

// Decision 093 amends 007 for the quote: its page is rendered with its quote by a function, into
// the prerendered shell (tests/e2e/quote-page-rendered.test.ts checks the page in full).
describe('/quote/{token}, rendered into its prerendered shell', () => {
  let saved: CreateQuoteResponse;
  beforeAll(async () => {
    const request: QuoteRequestInput = {
      selection: { kind: 'private', eventType: 'graduation', groupSize: 16, eventDate: saturdayAfter(80), packageType: 'essentials' },
      contact: { name: 'Ada Shell', email: `ada.${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0134' },
      source: 'chat',
    };
    const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: request, headers: { 'idempotency-key': randomUUID() } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    saved = response.body as CreateQuoteResponse;
  });

  it('is served the shell with its own quote in it, hydrated on intent, and the shell alone for a link the quote builder takes', async () => {
    const response = await fetch(url + saved.path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-app-route="/quote/:token"');
    expect(html).toContain('data-hydrate="on-intent"');
    expect(html).not.toContain('data-first-get');
    expect(html).not.toContain('Loading your quote...');
    expect(html).toContain(saved.quote.reference);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // A legacy quote id (the builder's) still gets the shell, which sends the guest on in the browser.
    const legacy = await (await fetch(`${url}/quote/abc123`)).text();
    expect(legacy).toContain('Loading your quote...');
    expect(legacy).not.toContain(saved.quote.reference);
  });

  it('hands the quote to React at the first intent, asking the API nothing', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/quotes/by-token/')) asked.push(request.url());
    });
    const gate = await holdHydration(page);
    await page.goto(url + saved.path);
    // The quote paints while React's code is held back.
    await page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` }).waitFor();
    expect(await hydrated(page)).toBe(false);
    gate.release();
    await page.mouse.move(5, 300);
    await waitHydrated(page);
    expect(await page.getByText('Hi Ada,').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Book this cruise' }).count()).toBe(1);
    expect(await page.getByText('Loading your quote...').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('/auth, prerendered with its form', () => {
  it('signs in with what was typed and sent before React loaded, and never puts the password in an address', async () => {
    const customer = { email: `early-${randomUUID().slice(0, 8)}@test.example`, password: 'Early-password-123' };
    await createUser(customer.email, customer.password);
    const { page, problems } = await openPage(browser, mobile);
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/user' || pathname.startsWith('/api/auth/')) requests.push(`${request.method()} ${pathname}`);
    });
    const gate = await holdHydration(page);
    const askedWhoIsSignedIn = page.waitForRequest(`${url}/api/user`);
    await page.goto(`${url}/auth`);
    // Asked as the page loads, before React is there (it is held until released below).
    await askedWhoIsSignedIn;
    await page.getByLabel('E-mail').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await gate.requested;
    expect(await hydrated(page)).toBe(false);
    expect(page.url()).toBe(`${url}/auth`);
    gate.release();
    // A customer who is not staff is sent on to the portal's sign-in (decision 022): a password proves no mailbox.
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/portal/login');
    expect(page.url()).not.toContain('password');
    // Who is signed in was asked once, as the page loaded; React took that answer.
    expect(requests.slice(0, requests.indexOf('POST /api/auth/login'))).toEqual(['GET /api/user']);
    expect(faults(problems)).toEqual([]);
  });
});

describe('the prerendered app routes, styled as they paint', () => {
  const stylesheets = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname).sort());

  // A frame's styles left for React to bring showed the portal's sign-in unstyled until the
  // visitor's first move: every stylesheet the first view needs is in the HTML.
  it.each(['/portal/login', '/portal', '/auth', '/book'])('%s links before React loads every stylesheet it has once React has taken over', async (path) => {
    const { page, problems } = await openPage(browser, mobile);
    // React's code is held until the painted page has been read: Chromium itself sends a page a
    // pointer move as it lays out under the pointer's resting place, which some loads take as the
    // visitor's intent before the stylesheets are read.
    const gate = await holdHydration(page);
    await page.goto(`${url}${path}`);
    const painted = await stylesheets(page);
    expect(await hydrated(page)).toBe(false);
    if (path.startsWith('/portal')) expect(await page.locator('.portal-masthead').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
    gate.release();
    // The visitor's first move hands the page to React (on intent).
    await page.mouse.move(20, 20);
    await page.keyboard.press('Tab');
    await waitHydrated(page);
    expect((await stylesheets(page)).filter((href) => !painted.includes(href))).toEqual([]);
    expect(faults(problems)).toEqual([]);
  });
});

// The pages a booking's links open (decision 061's shells) are rendered with their data by their
// routes: the share page (093, tests/e2e/pay-page-rendered.test.ts), the waiver (094,
// tests/e2e/waiver-page-rendered.test.ts) and the trip (095, tests/e2e/portal-trip-rendered.test.ts),
// each checked there for its own link only, without JavaScript, and hydrated without a shift.
