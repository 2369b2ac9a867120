import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// Add-ons and promo codes where a guest meets them (decision 027): the chat's review offers the
// catalogue's add-ons and a code, the saved quote itemises both at the server's total, and the
// quote page takes a code of its own. The product and codes are this suite's own, switched off after.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
const product = {
  id: `e2e-favours-${suffix}`,
  name: `Party favours ${suffix}`,
  per: 'guest',
  unitAmount: 500,
  boats: ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'],
  cruiseKinds: ['private'],
};
const today = calendarDateIn(new Date());
const codeTerms = { kind: 'amount', value: 10000, validFrom: addDays(today, -1), validTo: addDays(today, 30), cruiseKinds: ['private'] };
const privateCode = `EXTRAS${suffix.toUpperCase()}`;
const pageCode = `PAGE${suffix.toUpperCase()}`;
const discoCode = `DISCO${suffix.toUpperCase()}`;
const freeCode = `FREE${suffix.toUpperCase()}`;
const freeTerms = { ...codeTerms, value: 500_000, allowsFree: true };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  expect((await asAdmin('POST', '/api/admin/products', product)).status).toBe(201);
  for (const [code, terms] of [
    [privateCode, codeTerms],
    [pageCode, { ...codeTerms, kind: 'percent', value: 10 }],
    [discoCode, { ...codeTerms, cruiseKinds: ['disco'] }],
    [freeCode, freeTerms],
  ] as const) {
    expect((await asAdmin('POST', '/api/admin/promo-codes', { code, ...terms })).status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  // Other suites read the active catalogue and codes.
  await asAdmin('PUT', `/api/admin/products/${product.id}`, { ...product, active: false });
  await asAdmin('PUT', `/api/admin/promo-codes/${privateCode}`, { ...codeTerms, active: false });
  await asAdmin('PUT', `/api/admin/promo-codes/${pageCode}`, { ...codeTerms, kind: 'percent', value: 10, active: false });
  await asAdmin('PUT', `/api/admin/promo-codes/${discoCode}`, { ...codeTerms, cruiseKinds: ['disco'], active: false });
  await asAdmin('PUT', `/api/admin/promo-codes/${freeCode}`, { ...freeTerms, active: false });
});

const question = (page: Page) => page.locator('.chat-msg--question');
async function typeAnswer(page: Page, text: string): Promise<void> {
  await page.getByLabel('Type your answer', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
const priceRow = (page: Page, label: string | RegExp) => page.getByRole('region', { name: 'Price details' }).getByRole('row', { name: label });

describe('add-ons and promo codes for a guest', () => {
  it('/chat: the guest ticks an add-on and enters a code (a refusal first), and the saved quote itemises both at the server’s total', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const date = freshCruiseDate(6);
    await page.goto(`${url}/chat?type=private-cruise&package=essentials&groupSize=20`);
    await question(page).getByText('What are you celebrating?').waitFor();
    await typeAnswer(page, 'birthday');
    await question(page).getByText('Which day would you like to cruise?').waitFor();
    await typeAnswer(page, date);
    await page.getByRole('button', { name: 'No, thanks', exact: true }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Avery Extras');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(`extras.${suffix}@test.example`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // The review: the add-ons for this boat, priced for the group, none ticked; the code collapsed.
    await page.getByRole('button', { name: 'Save my quote', exact: true }).waitFor();
    expect(await page.getByText('All 9 steps answered').count()).toBe(1);
    const favours = page.getByRole('checkbox', { name: new RegExp(`${product.name} \\+\\$5\\.00 per guest × 20 = \\$100\\.00`) });
    expect(await favours.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /^Live DJ/ }).count()).toBe(1);
    const toggle = page.getByRole('button', { name: 'Have a promo code?' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Promo code', { exact: true }).isVisible()).toBe(false);

    await favours.press('Space');
    expect(await favours.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    await priceRow(page, new RegExp(`${product.name} \\(per guest\\)`)).waitFor();

    await toggle.click();
    const codeBox = page.getByLabel('Promo code', { exact: true });
    await codeBox.fill(discoCode.toLowerCase());
    await codeBox.press('Enter');
    await page.getByRole('alert').getByText(`The code ${discoCode} is for the disco cruise only.`).waitFor();
    expect(await codeBox.getAttribute('aria-invalid')).toBe('true');
    expect(await codeBox.inputValue()).toBe(discoCode.toLowerCase());
    await codeBox.fill(privateCode);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('status').getByText(`${privateCode} applied: $100.00 off.`).waitFor();
    await priceRow(page, new RegExp(`Promo code ${privateCode}`)).waitFor();
    await page.locator('[data-testid="chat-total"][data-price-status="current"]').waitFor();
    const shown = await page.getByTestId('chat-price-total').textContent();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(desktop);
    expect(await axeViolations(page)).toEqual([]);

    const saving = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save my quote', exact: true }).click();
    const saved = (await (await saving).json()) as CreateQuoteResponse;
    const lines = saved.quote.price.breakdown.lineItems;
    expect(lines.find((line) => line.code === 'ADD_ON' && line.label.startsWith(product.name))).toMatchObject({ amount: 10000, quantity: 20, unitAmount: 500 });
    expect(lines.at(-1)).toEqual({ code: 'PROMO_DISCOUNT', label: `Promo code ${privateCode}`, amount: -10000 });
    // The live price was the server's.
    expect(shown).toBe(formatMoney(saved.quote.price.totalPrice));
    // The chat opens the saved quote's page.
    await page.waitForURL(new RegExp(`${saved.path}$`));
    const table = page.getByRole('table', { name: `Price for quote ${saved.quote.reference}` });
    await table.getByRole('row', { name: new RegExp(`${product.name} \\(per guest\\)`) }).waitFor();
    expect(await table.getByRole('row', { name: new RegExp(`Promo code ${privateCode}`) }).textContent()).toContain('$100.00');
    expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(saved.quote.price.totalPrice));
    expect(problems).toEqual([]);
  }, 120_000);

  it('the quote page applies a code: the server prices the quote again and the page shows the new total', async () => {
    const response = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: freshCruiseDate(6), packageType: 'standard', lilyPad: false },
        contact: { name: 'Maya Extras', email: `maya.${suffix}@test.example`, phone: '512-555-0199' },
        source: 'chat',
      },
    });
    expect(response.status).toBe(201);
    const saved = response.body as CreateQuoteResponse;
    const { page, problems } = await openPage(browser, mobile);
    await page.goto(url + saved.path);
    await page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` }).waitFor();
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    const codeBox = page.getByLabel('Promo code', { exact: true });
    await codeBox.fill(`NOSUCH${suffix.toUpperCase()}`);
    await codeBox.press('Enter');
    await page
      .getByRole('alert')
      .getByText(/We don't recognise the code/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await codeBox.fill(pageCode);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(new RegExp(`Promo code ${pageCode}: \\$[\\d,]+\\.\\d{2} off\\.`))
      .waitFor();
    const stored = (await api('GET', `/api/quotes/by-token/${saved.token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(stored.quote.selection.promoCode).toBe(pageCode);
    expect(stored.quote.price.totalPrice).toBeLessThan(saved.quote.price.totalPrice);
    const table = page.getByRole('table', { name: `Price for quote ${saved.quote.reference}` });
    expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(stored.quote.price.totalPrice));
    expect(await table.getByRole('row', { name: new RegExp(`Promo code ${pageCode} \\(10% off\\)`) }).count()).toBe(1);
    await page.setViewportSize(desktop);
    expect(await axeViolations(page)).toEqual([]);
    // The unknown code's 422 is the browser's own log line for a refused request, not a fault.
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
  }, 120_000);

  it('the staff quote form: staff tick an add-on and enter a code for a client, and the staff quote view itemises both', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/quotes/new`, admin);
    await page.getByRole('heading', { level: 1, name: 'New quote' }).waitFor();
    await page.getByLabel('Occasion', { exact: true }).selectOption('birthday');
    await page.getByLabel('Cruise date', { exact: true }).fill(freshCruiseDate(6));
    await page.getByLabel('Guests', { exact: true }).fill('20');
    await page.getByRole('radio', { name: /^Essentials/ }).check();
    const favours = page.getByRole('checkbox', { name: new RegExp(`${product.name} \\+\\$5\\.00 per guest × 20 = \\$100\\.00`) });
    await favours.check();
    // The live price itemises it (the details may be folded away on this screen, so it is read, not seen).
    await page.locator('.chat-price__table th', { hasText: `${product.name} (per guest)` }).waitFor({ state: 'attached' });
    await page.getByLabel('Promo code (optional)', { exact: true }).fill(privateCode.toLowerCase());
    await page.getByLabel('Full name', { exact: true }).fill('Casey Staffquote');
    await page.getByLabel('E-mail', { exact: true }).fill(`casey.${suffix}@test.example`);
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0177');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(mobile);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save quote', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: /Q-[A-Z0-9]+/ });
    await heading.waitFor();
    const reference = (await heading.textContent())!.match(/Q-[A-Z0-9]+/)![0];
    const table = page.getByRole('table', { name: `Price for quote ${reference}` });
    expect(await table.getByRole('row', { name: new RegExp(`${product.name} \\(per guest\\)`) }).textContent()).toContain('$100.00');
    expect(await table.getByRole('row', { name: new RegExp(`Promo code ${privateCode}`) }).textContent()).toContain('$100.00');
    expect(await axeViolations(page)).toEqual([]);
    // The browser's own report of the signed-out GET /api/user before signing in is not a fault.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  }, 120_000);

  it('a cruise a code made free is booked from the quote page without a card, and shows confirmed with nothing to pay', async () => {
    const response = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        selection: {
          kind: 'private',
          eventType: 'birthday',
          groupSize: 10,
          eventDate: freshCruiseDate(6),
          packageType: 'standard',
          lilyPad: false,
          promoCode: freeCode,
        },
        contact: { name: 'Robin Free', email: `robin.${suffix}@test.example`, phone: '512-555-0144' },
        source: 'chat',
      },
    });
    expect(response.status).toBe(201);
    const saved = response.body as CreateQuoteResponse;
    expect(saved.quote.price.totalPrice).toBe(0);
    const { page, problems } = await openPage(browser, mobile);
    await page.goto(url + saved.path);
    await page.getByRole('button', { name: 'Book this cruise' }).click();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('radio', { disabled: false }).first().check();
    await page.getByLabel('Full name').fill('Robin Free');
    await page.getByLabel('E-mail').fill(`robin.${suffix}@test.example`);
    await page.getByLabel('Phone').fill('(512) 555-0144');
    await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
    expect(await page.getByRole('checkbox', { name: /^Save this card/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Book my cruise (nothing to pay)' }).click();
    // No payment page: the booking is confirmed where it was made.
    await page.getByRole('heading', { level: 2, name: 'Your cruise is confirmed' }).waitFor();
    await page.getByText('There is nothing to pay: see you on the water!').waitFor();
    expect(page.url()).toBe(url + saved.path);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(desktop);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);
});
