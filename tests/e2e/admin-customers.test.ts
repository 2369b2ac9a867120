import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminCustomerDetailResponse } from '#domain/people/back-office.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { eventually } from '#tests/support/wait.ts';

// Staff find a customer, download the list as searched, and correct the contact in a browser:
// name and phone, an e-mail that is another customer's (refused, said at the field), then a new
// e-mail (the page follows the record to it); then merge another record of the same person in.
// At 1440 and 390 wide, every screen axe clean.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
let browser: Browser;

const selection: QuoteSelection = {
  kind: 'private',
  eventType: 'birthday',
  groupSize: 12,
  eventDate: addDays(calendarDateIn(new Date()), 70),
  packageType: 'essentials',
  lilyPad: false,
};
const tag = randomUUID().slice(0, 8);
const guest = { name: 'Morgan Shoreline', email: `morgan.${tag}@test.example`, phone: '512-555-0181' };
const other = { name: 'Avery Dock', email: `avery.${tag}@test.example`, phone: '512-555-0182' };
/** Avery again, under a work address: the record staff merge into Avery's. */
const sameAvery = { name: 'Avery Dock', email: `avery.work.${tag}@test.example`, phone: '512-555-0183' };
const movedTo = `morgan.new.${tag}@test.example`;

async function customerFor(contact: typeof guest) {
  const quote = await api('POST', '/api/quotes', { from: newClientAddress(), body: { selection, contact, source: 'chat' } });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  await eventually(
    async () => ((await asAdmin('GET', `/api/admin/customers/${encodeURIComponent(contact.email)}`)).body as AdminCustomerDetailResponse).customer,
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  await Promise.all([customerFor(guest), customerFor(other), customerFor(sameAvery)]);
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's report of the refusals the tests provoke (another customer's e-mail, a merge with itself, a merge of an address with no record) is not a fault. */
const faults = (problems: string[]) => problems.filter((problem) => !/status of (404|409|422)/.test(problem));
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.spinner'));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the back office: customers', () => {
  it('searches, downloads the list as CSV and corrects the contact, refusing another customer’s e-mail', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/customers?q=${encodeURIComponent(tag)}`, admin);
    await h1(page, 'Customers').waitFor();
    await settled(page);
    await page.getByRole('link', { name: guest.name }).waitFor();
    // Avery has two records (the third test merges them).
    expect(await page.getByRole('link', { name: other.name }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // The download is the list as searched.
    const download = page.getByRole('link', { name: 'Download CSV of these customers' });
    expect(await download.getAttribute('href')).toBe(`/api/admin/customer-export?q=${tag}`);
    const csv = await page.evaluate(
      async (href) => {
        const response = await fetch(href, { credentials: 'include' });
        return { type: response.headers.get('content-type'), text: await response.text() };
      },
      (await download.getAttribute('href')) ?? '',
    );
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Phone,Quotes,Leads,First seen,Last activity,Former e-mails');
    expect(
      lines
        .filter((line) => line.includes(tag))
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([other.email, sameAvery.email, guest.email].sort());

    // The contact, corrected: the form opens on its first field and gives focus back when saved.
    await page.getByRole('link', { name: guest.name }).click();
    await h1(page, guest.name).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Edit contact' }).click();
    const form = page.getByRole('form', { name: 'Edit the contact' });
    await form.waitFor();
    expect(await form.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    await form.getByLabel('Name').fill('Morgan Shoreline-Reyes');
    await form.getByLabel('Phone').fill('+1 512 555 0190');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await toast(page, 'Saved Morgan Shoreline-Reyes').waitFor();
    await h1(page, 'Morgan Shoreline-Reyes').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit contact');
    await page.getByRole('link', { name: '+1 512 555 0190' }).waitFor();

    // Another customer's address is refused at the field, which takes focus; nothing changes.
    await page.getByRole('button', { name: 'Edit contact' }).click();
    await form.getByLabel('E-mail').fill(other.email);
    await form.getByText('The customer moves to the new address, with their history.').waitFor();
    await form.getByRole('button', { name: 'Save contact' }).click();
    await form.getByRole('alert').getByText(`Another customer has ${other.email}.`, { exact: false }).waitFor();
    const emailInput = form.getByLabel('E-mail');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId(page)).toBe(await emailInput.getAttribute('id'));
    expect(await axeViolations(page, form)).toEqual([]);

    // A new address moves the record, and the page follows it.
    await emailInput.fill(movedTo);
    await form.getByRole('button', { name: 'Save contact' }).click();
    await toast(page, `The customer is now at ${movedTo}.`).waitFor();
    await page.waitForURL(`${url}/customers/${encodeURIComponent(movedTo)}`);
    await h1(page, 'Morgan Shoreline-Reyes').waitFor();
    await page.getByRole('definition').filter({ hasText: guest.email }).waitFor();
    expect(await page.getByRole('link', { name: movedTo }).getAttribute('href')).toBe(`mailto:${movedTo}`);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it('fits the list and the contact form on a phone, axe clean', async () => {
    const { page, problems } = await openPage(browser, mobile);
    await signInAt(page, `${url}/customers?q=${encodeURIComponent(other.email)}`, admin);
    await h1(page, 'Customers').waitFor();
    await settled(page);
    await page.getByRole('link', { name: other.name }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: other.name }).click();
    await h1(page, other.name).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Edit contact' }).click();
    const form = page.getByRole('form', { name: 'Edit the contact' });
    await form.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Cancel closes the form and hands focus back to the button that opened it.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit contact');
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });

  it('merges another record of the same person into this one, after a confirmation', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/customers/${encodeURIComponent(other.email)}`, admin);
    await h1(page, other.name).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Merge another record' }).click();
    const form = page.getByRole('form', { name: 'Merge another record into this one' });
    const from = form.getByLabel('E-mail of the other record');
    await from.waitFor();
    expect(await from.evaluate((input) => input === document.activeElement)).toBe(true);

    // Its own address, and an address with no record, are refused at the field before any
    // confirmation is asked for; the cursor goes back to the box.
    for (const [address, refusal] of [
      [other.email, 'That is this customer’s own address: enter the other record’s e-mail.'],
      [`nobody.${tag}@test.example`, 'No customer has this e-mail address.'],
    ] as const) {
      await from.fill(address);
      await form.getByRole('button', { name: 'Continue' }).click();
      await form.getByText(refusal).waitFor();
      expect(await from.getAttribute('aria-invalid')).toBe('true');
      expect(await from.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByRole('button', { name: 'Yes, merge the records' }).count()).toBe(0);
    }

    // The confirmation names the other record and what it holds.
    await from.fill(sameAvery.email);
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('region', { name: `Merge ${sameAvery.name} (${sameAvery.email}) into ${other.name}?` });
    await confirm.waitFor();
    await confirm.getByText('That record has 0 bookings and 1 quote.').waitFor();
    expect(await focusedId(page)).toBe(await confirm.getByRole('heading').getAttribute('id'));
    expect(await axeViolations(page, confirm)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, merge the records' }).click();
    await toast(page, `Merged ${sameAvery.email} into ${other.name}`).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Merge another record');
    await page.getByRole('definition').filter({ hasText: sameAvery.email }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /^Quotes for Avery Dock/ })
          .getByRole('rowheader')
          .count(),
      )
      .toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });
});
