import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { ADMIN_NAVIGATION } from '#frontend/admin/admin-navigation.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, hydrated, launchChromium, openPage } from '#tests/support/browser.ts';
import { createUser, idTokenFor, sessionCookie } from '#tests/support/cognito.ts';
import { testTotpCode, testTotpSecret } from '#tests/support/totp.ts';

// Sign-in, the back-office guard and its frame (spec sections 4 and 6). The admin screens
// themselves have suites of their own; the frame is checked on /documentation, the one screen
// this suite owns.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
const NAVIGATION = ADMIN_NAVIGATION.map((item) => item.title);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** Waits for the address bar to show `path` (a first visit loads the app's code and asks who is signed in). */
async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: path }).toBe(path);
}

/** The browser's own report of a 401 (the signed-out GET /api/user, a refused sign-in) is not a fault. */
const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));

/** The sign-in page has loaded and asked who is signed in: the form is there. */
async function signInPage(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').waitFor();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInPage(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The authenticator's step after the password (decision 085): the known code of the account, then Verify. */
async function enterCode(page: Page, email: string, code = testTotpCode(email)): Promise<void> {
  const field = page.getByLabel('6-digit code');
  await field.waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Staff who move money: the password, then the code. */
async function signInStaff(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await enterCode(page, email);
}

/** A session made without the sign-in page (cognito-local's ID token in the session cookie). */
async function addSession(context: BrowserContext, email: string, password: string): Promise<void> {
  const [name, value] = sessionCookie(await idTokenFor(email, password)).split('=') as [string, string];
  // By domain and path: Chromium refuses a `__Host-` cookie given with an http:// url.
  await context.addCookies([{ name, value, domain: new URL(url).hostname, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' }]);
}

async function newCustomer(): Promise<{ email: string; password: string }> {
  const customer = { email: `guest-${randomUUID().slice(0, 8)}@test.example`, password: 'Guest-password-123' };
  await createUser(customer.email, customer.password);
  return customer;
}

const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

describe('signed out', () => {
  it('sends a visitor on a back-office page to /admin/login; /auth is the same page; neither is indexed', async () => {
    const { page, problems } = await openPage(browser, desktop);
    for (const path of ['/dashboard', '/quotes', '/documentation']) {
      await page.goto(url + path);
      await expectPath(page, '/admin/login');
      await signInPage(page);
    }
    expect(await page.title()).toBe(`Sign in | ${businessFacts.name}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    const form = async () => ({
      h1: await page.locator('h1').textContent(),
      email: await page.getByLabel('E-mail').getAttribute('autocomplete'),
      password: await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete'),
      submit: await page.getByRole('button', { name: 'Sign in', exact: true }).count(),
    });
    const adminLogin = await form();
    // The staff's sign-in has its own plain frame: the business's name back to the site, no
    // guest navigation, BOOK NOW, footer or bottom bar; the guests' /auth keeps the site's.
    const frame = async () => ({
      siteNav: await page.getByRole('navigation', { name: 'Main' }).count(),
      bookNow: await page.getByRole('link', { name: /book now/i }).count(),
      footer: await page.getByRole('contentinfo').count(),
      home: await page.getByRole('banner').getByRole('link', { name: businessFacts.name }).getAttribute('href'),
    });
    expect(await frame()).toEqual({ siteNav: 0, bookNow: 0, footer: 0, home: '/' });
    // No room is kept for the marketing header it does not have.
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    // Staff are sent to the team for help; guests to the phone.
    expect(await page.getByText('Trouble signing in? Ask an owner to invite you again').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${url}/auth`);
    await signInPage(page);
    expect(await form()).toEqual(adminLogin);
    expect((await frame()).siteNav).toBe(1);
    expect(await page.locator('.auth-card__help').getByRole('link', { name: businessFacts.phone.display }).count()).toBe(1);
    expect(adminLogin).toEqual({ h1: 'Sign in', email: 'username', password: 'current-password', submit: 1 });

    // The password can be shown and hidden again (the first click may wait for React to take
    // the prerendered page over: it is held until then, not lost).
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    await hydrated(page);
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it("answers a wrong password with the API's generic message in an alert that takes focus", async () => {
    const { page } = await openPage(browser, desktop);
    const customer = await newCustomer();
    await page.goto(`${url}/admin/login`);
    await signIn(page, customer.email, 'Not-the-password-1');
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    const wrongPassword = (await alert.textContent())!.trim();
    expect(wrongPassword.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await pathOf(page)).toBe('/admin/login');
    // The same words for an address with no account: the page never says which part was wrong.
    await page.getByLabel('E-mail').fill(`nobody-${randomUUID().slice(0, 8)}@test.example`);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await answered).status()).toBe(401);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect((await alert.textContent())!.trim()).toBe(wrongPassword);
    // Empty fields are caught before any request, beside the field.
    await page.getByLabel('E-mail').fill('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await page.getByText('Enter your e-mail address.').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.context().close();
  });

  it('says when to try again once an account is locked after too many attempts', async () => {
    const customer = await newCustomer();
    // Wrong passwords from addresses of their own, so only the account's own lockout can refuse.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt += 1) {
      ({ status } = await api('POST', '/api/auth/login', { from: newClientAddress(), body: { email: customer.email, password: `Wrong-password-${attempt}` } }));
    }
    expect(status).toBe(429);
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/auth`);
    await signIn(page, customer.email, customer.password);
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Try again in \d+ (second|minute|hour)s?\.$/);
    await page.context().close();
  });
});

describe("an office member's first sign-in (decision 085)", () => {
  it('sets the authenticator app up: a QR code and the key as text, a wrong code said in the alert, the right one signs in', async () => {
    const office = { email: `office-${randomUUID().slice(0, 8)}@test.example`, password: 'Office-password-123' };
    await createUser(office.email, office.password, ['office']);
    const { page, problems } = await openPage(browser, desktop);
    await page.goto(`${url}/admin/login`);
    await signIn(page, office.email, office.password);
    await page.getByRole('heading', { level: 2, name: 'Set up your authenticator app' }).waitFor();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).locator('path').waitFor();
    expect(await page.locator('.auth-setup__secret').textContent()).toBe(testTotpSecret(office.email).replace(/(.{4})(?=.)/g, '$1 '));
    expect(await axeViolations(page)).toEqual([]);
    await enterCode(page, office.email, testTotpCode(office.email) === '000000' ? '111111' : '000000');
    // The refusal comes back from the API: waited for as long as the test may take, where a poll's
    // one second failed on a busy machine.
    await page.locator('.auth-alert', { hasText: 'That code is not right' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await enterCode(page, office.email);
    await backOffice(page).waitFor();
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });
});

describe('the seeded admin', () => {
  it("signs in and returns to the page they asked for, with the back-office frame; the session is out of script's reach; signing out ends it", async () => {
    const { page, problems } = await openPage(browser, desktop);
    await page.goto(`${url}/documentation`);
    await expectPath(page, '/admin/login');
    await signInStaff(page, admin.email, admin.password);
    await expectPath(page, '/documentation');
    await page.getByRole('heading', { level: 1, name: 'Staff handbook' }).waitFor();
    expect(await page.title()).toBe(`Documentation | Back office | ${businessFacts.name}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);

    const nav = backOffice(page);
    expect((await nav.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(NAVIGATION);
    expect(await nav.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current]').count()).toBe(1);
    expect(await page.getByRole('banner').getByText(admin.email).count()).toBe(1);
    expect(await page.getByRole('banner').getByText(businessFacts.name).count()).toBe(1);

    // The handbook's contents link to its sections.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Partial leads' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#partial-leads');
    expect(await page.locator('#partial-leads').isVisible()).toBe(true);

    // HttpOnly: the page's script sees no session cookie, the browser holds one.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/session|refresh/i);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => /session/.test(cookie.name));
    expect(session?.httpOnly).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/auth');
    await signInPage(page);
    await page.goto(`${url}/dashboard`);
    await expectPath(page, '/admin/login');
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it('lands on /dashboard when nothing else was asked for, and a signed-in visit to the sign-in page goes straight on', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/admin/login`);
    await signInStaff(page, admin.email, admin.password);
    await expectPath(page, '/dashboard');
    await backOffice(page).waitFor();
    expect(await backOffice(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.goto(`${url}/auth?next=/documentation`);
    await expectPath(page, '/documentation');
    // A next that leaves the site is ignored.
    await page.goto(`${url}/auth?next=//evil.example/`);
    await expectPath(page, '/dashboard');
    await page.context().close();
  });

  it('signs in and moves around with the keyboard only', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${url}/admin/login`);
    await signInPage(page);
    // The skip link first, then straight into the form.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    // Pressed before React has taken the prerendered page over, the click is replayed once it has.
    await hydrated(page);
    await expect.poll(() => page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    // The authenticator's step takes focus in its code field (decision 085); Enter sends the code.
    await page.getByLabel('6-digit code').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type(testTotpCode(admin.email));
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard');
    await backOffice(page).waitFor();

    // In the back office: the skip link, then the header's link and Sign out, then the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
    await backOffice(page).getByRole('link', { name: 'Documentation' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/documentation');
    // Focus follows into the new page rather than staying in the navigation.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
    await page.context().close();
  });

  it('gets a Menu button on a phone that opens the navigation and closes with Escape', async () => {
    const { page } = await openPage(browser, mobile);
    await addSession(page.context(), admin.email, admin.password);
    await page.goto(`${url}/documentation`);
    const nav = backOffice(page);
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await nav.getByRole('link', { name: 'Quotes' }).isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Quotes' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Dashboard');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Quotes' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(await menu.getAttribute('aria-controls'));
    // A link closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Documentation' }).click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});

describe('an account under attack', () => {
  it('is shown to staff first on the dashboard: the account, its wrong passwords, the attempts turned away, the addresses and since when', async () => {
    const customer = await newCustomer();
    const addresses = [newClientAddress(), newClientAddress(), newClientAddress()];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await api('POST', '/api/auth/login', {
        from: addresses[attempt % addresses.length]!,
        body: { email: customer.email, password: `Wrong-password-${attempt}` },
      });
    }
    for (const viewport of [desktop, mobile]) {
      const { page, problems } = await openPage(browser, viewport);
      await addSession(page.context(), admin.email, admin.password);
      await page.goto(`${url}/dashboard`);
      const section = page.getByRole('region', { name: 'Accounts under attack' });
      await section.waitFor();
      expect((await page.getByRole('heading', { level: 2 }).allTextContents())[0]).toBe('Accounts under attack');
      const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: customer.email }) });
      const when = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/;
      const values = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
      expect(values.slice(0, 3)).toEqual(['6', '6', '3']);
      expect(values[3]).toMatch(when);
      expect(values[4]).toMatch(when);
      expect(await section.getByText('The owner can still sign in from where they usually do', { exact: false }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe('a signed-in account that is not an admin', () => {
  it("is sent to the portal's sign-in with the e-mail filled in, and sees Access Denied on a back-office page", async () => {
    const customer = await newCustomer();
    const { page, problems } = await openPage(browser, desktop);
    await page.goto(`${url}/auth`);
    await signIn(page, customer.email, customer.password);
    await expectPath(page, `/portal/login?email=${encodeURIComponent(customer.email)}`);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(customer.email);
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByText("You don't have permission to access this page").count()).toBe(1);
    expect(await pathOf(page)).toBe('/dashboard');
    expect(await backOffice(page).count()).toBe(0);
    expect(await page.title()).toBe(`Access Denied | ${businessFacts.name}`);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/auth');
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility', () => {
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    it(`has no axe violations on the sign-in page, with an error shown (${name})`, async () => {
      const { page } = await openPage(browser, viewport);
      await page.goto(`${url}/admin/login`);
      await signInPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Enter your e-mail address.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    it(`has no axe violations in the back-office frame, menu open and closed (${name})`, async () => {
      const { page } = await openPage(browser, viewport);
      await addSession(page.context(), admin.email, admin.password);
      await page.goto(`${url}/documentation`);
      await page.getByRole('heading', { level: 1, name: 'Staff handbook' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const menu = backOffice(page).getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.context().close();
    });

    it(`has no axe violations on Access Denied (${name})`, async () => {
      const customer = await newCustomer();
      const { page } = await openPage(browser, viewport);
      await addSession(page.context(), customer.email, customer.password);
      await page.goto(`${url}/documentation`);
      await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
