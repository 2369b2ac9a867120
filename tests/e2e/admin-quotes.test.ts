import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection, type CreateQuoteResponse, type QuoteSelection } from '#domain/booking/quotes.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import type { QuotePresetListResponse } from '#domain/booking/quote-presets.ts';

// Staff work a lead in the back office, in a browser: a guest's quote from the chat is found by
// e-mail, opened, amended (a new version with a new total; the old one kept and marked), and the
// customer's page shows both quotes and the e-mails the site sent. Every screen visited is axe clean.
// The lead's journey is three tests in order (each starts where the one before left the quote).

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
let browser: Browser;

function saturdayAfter(days: number): IsoDate {
  let date = addDays(calendarDateIn(new Date()), days);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

const selection: QuoteSelection = {
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: saturdayAfter(60),
  packageType: 'essentials',
  lilyPad: false,
};
const guest = { name: 'Riley Backoffice', email: `riley.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0166' };
let saved: CreateQuoteResponse;
/** The amended version's reference, from the second test of the journey for the third. */
let newReference: string;

beforeAll(async () => {
  browser = await launchChromium();
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: { selection, contact: guest, source: 'chat' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  saved = response.body as CreateQuoteResponse;
});
afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('the back office: from a guest quote to an amended quote', () => {
  it('finds the quote by e-mail and opens it: the breakdown, the link to send, the guest', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const reference = saved.quote.reference;

    await signInAt(page, `${url}/dashboard`, admin);
    await h1(page, 'Dashboard').waitFor();
    await page.getByRole('heading', { level: 2, name: 'At a glance' }).waitFor();
    expect(await page.getByRole('link', { name: /^Quote-to-booking conversion/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Quotes: search by the guest's e-mail; the search is in the URL and survives a reload.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Quotes', exact: true }).click();
    await h1(page, 'Quotes').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(guest.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${url}/quotes?q=${encodeURIComponent(guest.email)}`);
    await page.getByRole('status').filter({ hasText: '1 quote found' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
    expect(await page.getByRole('table', { name: 'Quotes, newest first' }).getByRole('row').count()).toBe(2);
    expect(await row.textContent()).toContain(formatMoney(saved.quote.price.totalPrice));
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('status').filter({ hasText: '1 quote found' }).waitFor();
    await row.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(guest.email);

    // The quote: the full breakdown (the public quote page's price table), the link to send, status.
    await row.getByRole('link', { name: reference }).click();
    await h1(page, new RegExp(`^Quote ${reference}`)).waitFor();
    const priceTable = page.getByRole('table', { name: `Price for quote ${reference}` });
    expect(await priceTable.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(saved.quote.price.totalPrice));
    const link = page.getByLabel("The guest's link");
    expect(await link.inputValue()).toBe(`${url}${saved.path}`);
    await page.getByRole('complementary').getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${url}${saved.path}`);
    expect(await page.getByText(guest.phone).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("amends it into a new version with its own link; the old version and the guest's old link point to it", async () => {
    const { page, problems } = await openPage(browser, desktop);
    const reference = saved.quote.reference;
    await signInAt(page, `${url}/quotes/${saved.quote.id}`, admin);
    await h1(page, new RegExp(`^Quote ${reference}`)).waitFor();

    // Amend: more guests; the live price is the engine's before saving.
    await page.getByRole('link', { name: 'Amend' }).click();
    await h1(page, `Amend quote ${reference}`).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(guest.email);
    const today = calendarDateIn(new Date());
    const amended = priceQuoteSelection({ ...selection, groupSize: 30 }, today, FIRST_PRICING);
    expect(amended.totalPrice).not.toBe(saved.quote.price.totalPrice);
    await page.getByLabel('Guests', { exact: true }).fill('30');
    // The running price is the server's (decision 035): it is asked for after typing pauses.
    await page
      .locator('[data-testid="chat-total"][data-price-status="current"]')
      .filter({ hasText: formatMoney(amended.totalPrice) })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save new version' }).click();

    // The new version: its own page, link to send, a different total; the old one still reachable.
    await page.getByRole('status').filter({ hasText: 'Saved as version 2.' }).waitFor();
    expect(page.url()).not.toContain(saved.quote.id);
    newReference = (await page.locator('h1').textContent())!.match(/Q-[A-Z0-9]+/)![0];
    expect(newReference).not.toBe(reference);
    expect(
      await page
        .getByRole('table', { name: `Price for quote ${newReference}` })
        .getByRole('row', { name: /^Total/ })
        .textContent(),
    ).toContain(formatMoney(amended.totalPrice));
    const newLink = await page.getByLabel('Link to send the guest').inputValue();
    expect(newLink).toMatch(new RegExp(`^${url}/quote/[A-Za-z0-9_-]{64}$`));
    expect(newLink).not.toBe(`${url}${saved.path}`);
    expect(await page.getByRole('link', { name: 'Open quote (opens in a new tab)' }).first().getAttribute('href')).toBe(newLink);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `Version 1: ${reference}` }).click();
    await h1(page, new RegExp(`^Quote ${reference}`)).waitFor();
    expect(await page.locator('h1').textContent()).toContain('Superseded');
    expect(await page.getByText('This version was amended.').count()).toBe(1);
    expect(
      await page
        .getByRole('table', { name: `Price for quote ${reference}` })
        .getByRole('row', { name: /^Total/ })
        .textContent(),
    ).toContain(formatMoney(saved.quote.price.totalPrice));
    expect(await page.getByRole('link', { name: 'Amend' }).count()).toBe(0);

    // The guest's old link still shows the old quote, and points to the new version.
    const guestView = await openPage(browser, desktop);
    await guestView.page.goto(url + saved.path);
    const latest = guestView.page.getByRole('link', { name: 'See the latest version' });
    await latest.waitFor();
    expect(await latest.getAttribute('href')).toBe(new URL(newLink).pathname);
    expect(guestView.problems).toEqual([]);
    await guestView.page.context().close();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows both versions, their e-mails and a note on the customer page; the lists staff open from there are axe clean', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const reference = saved.quote.reference;
    await signInAt(page, `${url}/quotes/${saved.quote.id}`, admin);
    await h1(page, new RegExp(`^Quote ${reference}`)).waitFor();

    // The customer: both quotes, the e-mails the site sent them (one per quote), a note.
    await page.getByRole('link', { name: /^Customer page/ }).click();
    await h1(page, guest.name).waitFor();
    const quotes = page.getByRole('table', { name: `Quotes for ${guest.name}, newest first` });
    await quotes.waitFor();
    expect(await quotes.getByRole('link', { name: reference }).count()).toBe(1);
    expect(await quotes.getByRole('link', { name: newReference }).count()).toBe(1);
    const emails = page.getByRole('table', { name: `E-mails sent to ${guest.email}, newest first` });
    await expect
      .poll(
        async () => {
          await page.reload();
          await h1(page, guest.name).waitFor();
          return emails.getByRole('row').count();
        },
        { timeout: 15_000 },
      )
      .toBe(3);
    expect(await emails.getByText(reference).count()).toBe(1);
    expect(await emails.getByText(newReference).count()).toBe(1);
    await page.getByLabel('Add a note').fill('Called: moving to 30 guests.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Called: moving to 30 guests.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The other lists staff open from here.
    for (const [title, path] of [
      ['Customers', '/customers'],
      ['Partial leads', '/partial-leads'],
      ['New quote', '/quotes/new'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(`${url}${path}`);
      await h1(page, title).waitFor();
      await page.waitForFunction(() => !document.querySelector('.spinner'));
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('stacks the quote list into cards on a phone and stays axe clean', async () => {
    const { page, problems } = await openPage(browser, mobile);
    await signInAt(page, `${url}/quotes?q=${encodeURIComponent(guest.email)}`, admin);
    await h1(page, 'Quotes').waitFor();
    const cell = page.getByRole('rowheader').first();
    await cell.waitFor();
    // A card: the row's cells one under the other, each named.
    expect(await cell.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('rowheader').first().getByRole('link').click();
    await h1(page, /^Quote Q-/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

// Saved quote presets (issue 18, decision 029): one flow over both widths, signing in once.
describe('the back office: saved quote presets', () => {
  const presetName = `Bachelorette Saturday, ultimate ${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    // The stack keeps at most 50 presets: one this flow left behind (a failure before its delete) goes.
    const left = ((await asAdmin('GET', '/api/admin/quote-presets')).body as QuotePresetListResponse).presets.filter((preset) => preset.name === presetName);
    for (const preset of left) await asAdmin('DELETE', `/api/admin/quote-presets/${preset.id}`);
  });

  it('saves the form as a preset, starts a new quote from it, and deletes it on /templates, axe clean at 1440 and 390', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/quotes/new`, admin);
    await h1(page, 'New quote').waitFor();
    await page.getByLabel('Occasion').selectOption('bachelorette');
    await page.getByLabel('Guests', { exact: true }).fill('14');
    await page.getByRole('radio', { name: /^Ultimate/ }).check();
    await page.getByLabel('Full name').fill('Not In The Preset');
    await page.getByLabel('Preset name').fill(presetName);
    await page.getByRole('button', { name: 'Save as preset' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved the preset “${presetName}”.` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new quote on a phone: the preset fills the choices, the date typed stays, the price is today's.
    await page.setViewportSize(mobile);
    await page.goto(`${url}/quotes/new`);
    await h1(page, 'New quote').waitFor();
    const cruiseDay = saturdayAfter(75);
    await page.getByLabel('Cruise date').fill(cruiseDay);
    const start = page.getByLabel('Start from a preset');
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.selectOption({ label: presetName });
    await page
      .getByRole('status')
      .filter({ hasText: `Applied the preset “${presetName}”.` })
      .waitFor();
    expect(await page.getByLabel('Occasion').inputValue()).toBe('bachelorette');
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('14');
    expect(await page.getByRole('radio', { name: /^Ultimate/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Cruise date').inputValue()).toBe(cruiseDay);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    const price = priceQuoteSelection(
      { kind: 'private', eventType: 'bachelorette', groupSize: 14, eventDate: cruiseDay, packageType: 'ultimate', lilyPad: false },
      calendarDateIn(new Date()),
      FIRST_PRICING,
    );
    await page
      .locator('[data-testid="chat-total"][data-price-status="current"]')
      .filter({ hasText: formatMoney(price.totalPrice) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // /templates lists it with what it sets; deleting asks first, then it is gone.
    for (const size of [mobile, desktop]) {
      await page.setViewportSize(size);
      await page.goto(`${url}/templates`);
      await h1(page, 'E-mail templates').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Quote presets' }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: presetName }) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Bachelorette Party, 14 guests');
      expect(await axeViolations(page)).toEqual([]);
    }
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: presetName }) });
    await row.getByRole('button', { name: `Delete ${presetName}` }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
