import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { priceQuoteSelection, type CreateQuoteResponse, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { AdminQuoteCreatedResponse } from '#domain/people/back-office.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// One price everywhere (issue 25, decision 035): on a day a seasonal rule prices, which the
// price version built into the site knows nothing of, the staff quote form and /chat show the
// server's price while they are filled in, and the quote saved is that price to the cent.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
const suffix = randomUUID().slice(0, 8);
let browser: Browser;
// A day far from every other browser suite's, with a rule of its own.
const ruleDay = freshCruiseDate(6, { fromDays: 300, toDays: 700 });
const rule = { name: `One price ${suffix}`, kind: 'holiday', startDate: ruleDay, endDate: ruleDay, percent: 20, appliesTo: 'both' };
let ruleId = '';

beforeAll(async () => {
  browser = await launchChromium();
  const created = await asAdmin('POST', '/api/admin/pricing', { action: 'newRule', rule });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ruleId = (created.body as { rules: { id: string; name: string }[] }).rules.find((r) => r.name === rule.name)!.id;
});
afterAll(async () => {
  if (ruleId) await asAdmin('POST', '/api/admin/pricing', { action: 'editRule', id: ruleId, rule: { ...rule, active: false } });
  await browser?.close();
});

/** The running price once it is the server's for the choices as they stand. */
const currentTotal = async (page: Page) => {
  const total = page.locator('[data-testid="chat-total"][data-price-status="current"] strong');
  await total.waitFor();
  return total.textContent();
};

const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: ruleDay, packageType: 'essentials', lilyPad: false };
// What the site's built-in version alone would show: the old preview.
const builtIn = () => formatMoney(priceQuoteSelection(selection, calendarDateIn(new Date()), FIRST_PRICING).totalPrice);

describe('preview = saved on a seasonal-rule day', () => {
  it('the staff quote form shows the price the quote is saved with', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/quotes/new`, admin);
    await page.getByRole('heading', { level: 1, name: 'New quote' }).waitFor();
    await page.getByLabel('Occasion').selectOption('birthday');
    await page.getByLabel('Cruise date').fill(ruleDay);
    await page.getByLabel('Guests', { exact: true }).fill('20');
    await page.getByRole('radio', { name: /^Essentials/ }).check();
    const shown = await currentTotal(page);
    expect(shown).not.toBe(builtIn());
    // The rule is itemised in the panel, as the saved quote will itemise it.
    expect(await page.getByRole('region', { name: 'Price details' }).textContent()).toContain(rule.name);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Robin Oneprice');
    await page.getByLabel('E-mail').fill(`robin.${suffix}@test.example`);
    await page.getByLabel('Phone').fill('512-555-0123');
    const saving = page.waitForResponse((response) => response.url().endsWith('/api/admin/quotes') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save quote' }).click();
    const saved = (await (await saving).json()) as AdminQuoteCreatedResponse;
    expect(formatMoney(saved.quote.price.totalPrice)).toBe(shown);
    const table = page.getByRole('table', { name: `Price for quote ${saved.quote.reference}` });
    expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(shown);
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('/chat shows the price the quote is saved with, and keeps the last price on screen while it asks again', async () => {
    const { page, problems } = await openPage(browser, mobile);
    await page.goto(`${url}/chat?type=private-cruise&package=essentials&groupSize=20`);
    await page.locator('.chat-msg--question').getByText('What are you celebrating?').waitFor();
    const typeAnswer = async (text: string) => {
      await page.getByLabel('Type your answer', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    };
    await typeAnswer('birthday');
    await page.locator('.chat-msg--question').getByText('Which day would you like to cruise?').waitFor();
    await typeAnswer(ruleDay);
    await page.getByRole('button', { name: 'No, thanks', exact: true }).click();
    const shown = await currentTotal(page);
    expect(shown).not.toBe(builtIn());

    // While a changed answer is priced, the last price stays and says it is updating.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/quotes/price', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByLabel('Full name', { exact: true }).fill('Avery Oneprice');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(`avery.${suffix}@test.example`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Save my quote', exact: true }).waitFor();
    // An add-on changes the price: asked of the server, held here; the old figure stays shown.
    await page.getByRole('checkbox', { name: /^Live DJ/ }).check();
    await page.locator('[data-testid="chat-total"][data-price-status="updating"]').waitFor();
    expect(await page.locator('[data-testid="chat-total"] strong').textContent()).toBe(shown);
    expect(await page.getByRole('status').filter({ hasText: 'Updating the price…' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    release();
    const final = await currentTotal(page);
    expect(final).not.toBe(shown);

    const saving = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save my quote', exact: true }).click();
    const saved = (await (await saving).json()) as CreateQuoteResponse;
    expect(formatMoney(saved.quote.price.totalPrice)).toBe(final);
    await page.waitForURL(new RegExp(`${saved.path}$`));
    expect(
      await page
        .getByRole('table', { name: `Price for quote ${saved.quote.reference}` })
        .getByRole('row', { name: /^Total/ })
        .textContent(),
    ).toContain(final);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
