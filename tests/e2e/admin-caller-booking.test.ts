import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreateQuoteResponse, QuoteSelection } from '#domain/booking/quotes.ts';
import { centsToDecimalString, formatMoney } from '#domain/shared/money.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';

// Staff book a caller from the caller's quote and take the card on Stripe's own page (issue 29,
// decision 068; locally the payment simulator's hosted page), in a browser at 1440 and 390 px:
// the form says what is missing, the card page returns to the booking, which the webhook
// confirms, naming the staff member who booked it. Axe clean on each new screen.

const { url, admin } = inject('stack');
const config = loadConfig();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A caller's quote, saved as the chat saves one. */
async function callerQuote(weekday: number) {
  const contact = { name: 'Casey Caller', email: `casey.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0161' };
  const selection: QuoteSelection = {
    kind: 'private',
    eventType: 'birthday',
    groupSize: 20,
    eventDate: freshCruiseDate(weekday),
    packageType: 'essentials',
    lilyPad: false,
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: { selection, contact, source: 'chat' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { contact, quote: (response.body as CreateQuoteResponse).quote };
}

describe('the back office: booking a caller with the card form', () => {
  it.each([
    ['1440 px', { width: 1440, height: 900 }, 2],
    ['390 px', { width: 390, height: 844 }, 4],
  ] as const)('at %s: from the quote to a confirmed booking, the card typed on Stripe’s page', async (_label, viewport, weekday) => {
    const { contact, quote } = await callerQuote(weekday);
    const { page, problems } = await openPage(browser, viewport);
    await signInAt(page, `${url}/quotes/${quote.id}`, admin);
    const form = page.getByRole('form', { name: 'Book a time for the caller' });
    await form.getByRole('radio', { name: /Free:/ }).first().waitFor();
    // The caller's contact comes from the quote.
    expect(await form.getByLabel('E-mail', { exact: true }).inputValue()).toBe(contact.email);
    expect(await axeViolations(page)).toEqual([]);

    // Without a time the form says so, beside the times and in a summary that takes focus.
    await form.getByRole('radio', { name: /^Take the card now/ }).check();
    await form.getByRole('button', { name: 'Book and open the card page' }).click();
    const summary = form.getByRole('group', { name: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link', { name: 'Choose a time.' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Cash and checks ask for the amount; the card form asks for none (the card is Stripe's to take).
    await form.getByRole('radio', { name: /^Check/ }).check();
    expect(await form.getByLabel('Check number').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('radio', { name: /^Take the card now/ }).check();
    expect(await form.getByLabel('Check number').count()).toBe(0);
    expect(await form.locator('input[autocomplete="cc-number"], input[name*="card" i]').count()).toBe(0);

    await form.getByRole('radio', { name: /Free:/ }).first().check();

    // Cash below the deposit is refused by the server, once in the summary: its reason links to the
    // amount, which says what to enter. Nothing is booked, and the form books by card after it.
    const deposit = quote.deposit?.depositAmount ?? 0;
    await form.getByRole('radio', { name: /^Cash/ }).check();
    await form.getByLabel('Amount taken ($)').fill(centsToDecimalString(deposit - 100));
    await form.getByRole('button', { name: /^Book/ }).click();
    const refusal = `The deposit is ${formatMoney(deposit)}: take at least that to confirm the booking, or send the pay link.`;
    await summary.getByRole('link', { name: refusal }).waitFor();
    expect(await summary.getByRole('listitem').count()).toBe(1);
    expect(await form.getByText(`Enter at least the deposit of ${formatMoney(deposit)}.`).count()).toBe(1);
    await form.getByRole('radio', { name: /^Take the card now/ }).check();
    await form.getByRole('button', { name: 'Book and open the card page' }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_test_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill(contact.name);
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // Back on the booking's page, confirmed by the webhook, recorded as the staff member's.
    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]+\?payment=done$/);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toContain('Confirmed');
    expect(await page.getByText(`Staff (${admin.email})`).count()).toBe(1);
    const payments = page.getByRole('table', { name: /^Payments for B-/ });
    expect(await payments.getByRole('row').nth(1).textContent()).toContain(formatMoney(quote.deposit?.depositAmount ?? 0));
    expect(await axeViolations(page)).toEqual([]);

    // The guest gets what an online booking gets: the confirmation and the receipt.
    await eventually(async () => {
      const sent = (await outboxRepository(config).listByRecipient(contact.email)).map((message) => message.detailType);
      return sent.includes('BookingConfirmed') && sent.includes('PaymentSucceeded');
    });
    // The browser reports the refusal the test provoked (the cash below the deposit); nothing else.
    expect(problems.filter((problem) => !/status of 422/.test(problem))).toEqual([]);
  });
});
