import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalPaths } from '#domain/portal/portal.ts';
import { guestQuote, uniqueEmail } from '#tests/integration/admin-support.ts';
import { book, privateSelection, storedQuote } from '#tests/integration/booking-support.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { nextPortalCodeEmail, portalCodeEmails, signInToPortal } from '#tests/support/portal.ts';

// The customer portal's sign-in on a phone (decision 022): the code from the e-mail, the e-mail's
// link, the guard, signing out, and axe on every screen on the way.

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => page.evaluate(() => location.pathname + location.search);

async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: path, timeout: 15_000 }).toBe(path);
}

/** The browser's own report of a 401 (the signed-out GET /api/portal/me, a wrong code) is not a fault. */
const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));

/** A guest with a quote on file, so the portal sends them a code. */
async function guestWithQuote(): Promise<{ email: string; quote: Awaited<ReturnType<typeof guestQuote>> }> {
  const email = uniqueEmail('portal-e2e');
  return { email, quote: await guestQuote(email) };
}

describe('the portal on a phone', () => {
  it('a signed-out guest on the dashboard is sent to sign in, gets a code by e-mail, types it, and lands on their trips; signing out ends it', async () => {
    const { email, quote } = await guestWithQuote();
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${url}${portalPaths.dashboard}`);
    await expectPath(page, `${portalPaths.login}?next=${encodeURIComponent(portalPaths.dashboard)}`);
    await page.getByRole('heading', { level: 1, name: 'Your trips' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing typed: the field says so and keeps the focus.
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText('Enter your e-mail address.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await axeViolations(page)).toEqual([]);

    const seen = (await portalCodeEmails(email)).length;
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const { code } = await nextPortalCodeEmail(email, seen);

    // A wrong code first: the alert takes the focus and says how many tries are left.
    await page.getByLabel('6-digit code').fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'That code is not right. 4 tries left.' });
    await alert.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('6-digit code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, portalPaths.dashboard);
    await page.getByRole('heading', { level: 2, name: 'Open quotes' }).waitFor();
    await page.getByText(`Quote ${quote.quote.reference}`, { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Your trips' }).getByRole('link').allTextContents()).toEqual(['Dashboard', 'Profile']);
    expect(await axeViolations(page)).toEqual([]);

    // The session is an HttpOnly cookie: no script reads it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal');
    // Signed in: the sign-in page moves on to the dashboard.
    await page.goto(`${url}${portalPaths.home}`);
    await expectPath(page, portalPaths.dashboard);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, portalPaths.login);
    await page.goto(`${url}${portalPaths.dashboard}`);
    await expectPath(page, `${portalPaths.login}?next=${encodeURIComponent(portalPaths.dashboard)}`);
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it("signs in on another device with the e-mail's link, which asks before it is spent", async () => {
    const { email } = await guestWithQuote();
    const seen = (await portalCodeEmails(email)).length;
    const asked = await fetch(`${url}/api/portal/code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(asked.status).toBe(202);
    const { link } = await nextPortalCodeEmail(email, seen);
    expect(new URL(link).pathname).toBe(portalPaths.verify);

    const { page, problems } = await openPage(browser, phone);
    // Opening the link (as a mail scanner does) spends nothing: the page asks first.
    await page.goto(`${url}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to your trips' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, portalPaths.dashboard);
    await page.getByRole('heading', { level: 1, name: 'Your trips' }).waitFor();
    expect(faults(problems)).toEqual([]);
    await page.context().close();

    // Spent: the same link in a fresh browser says to ask for a new code.
    const second = await openPage(browser, phone);
    await second.page.goto(`${url}${new URL(link).pathname}${new URL(link).search}`);
    await second.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.page.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was already used.' }).waitFor();
    expect(await axeViolations(second.page)).toEqual([]);
    await second.page.context().close();
  });

  it('shows a booked trip on the dashboard with what is owed and a way to pay it, and links to the trip page', async () => {
    const email = uniqueEmail('portal-e2e-trip');
    const quote = await storedQuote(privateSelection(freshCruiseDate(2), 20));
    const booked = await book(quote.token, '13:30', { guest: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' } });
    expect(booked.status).toBe(201);
    const { booking } = booked.body as { booking: { id: string; reference: string; deposit: { depositAmount: number } } };
    const { page, problems } = await openPage(browser, phone);
    await signInToPortal(page, email);
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: `Booking ${booking.reference}` });
    await card.getByText(/^Deposit of \$[\d,]+\.\d{2} due now to keep the boat/).waitFor();
    expect(await card.getByRole('link', { name: /^Pay \$/ }).getAttribute('href')).toBe(`/quote/${quote.token}`);
    expect(await card.getByRole('link', { name: /^Open trip/ }).getAttribute('href')).toBe(`/portal/trips/${booking.id}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it('signInToPortal signs a guest in for other suites', async () => {
    const { email } = await guestWithQuote();
    const { page } = await openPage(browser, phone);
    await signInToPortal(page, email);
    expect(await pathOf(page)).toBe(portalPaths.dashboard);
    await page.context().close();
  });
});
