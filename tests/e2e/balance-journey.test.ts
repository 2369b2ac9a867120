import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balanceConsentText } from '#domain/payments/balance.ts';
import { businessFacts } from '#domain/site/business.ts';
import { instantAt } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { chargeDueBalances } from '#functions/app/payments/balance-charges.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// The balance charged automatically (decision 019), in Chromium: the guest ticks "save this card"
// as they book, pays the deposit on the payment simulator's page (which shows the consent), and on
// the due date the hourly job, run here with a fake clock, charges the saved card; the booking then
// says Paid in full and the receipt is in the outbox.

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newQuote(): Promise<CreateQuoteResponse> {
  const request: QuoteRequestInput = {
    selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: freshCruiseDate(3), packageType: 'essentials', lilyPad: false },
    contact: { name: 'Sam Saver', email: `saver.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0142' },
    source: 'chat',
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: request, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as CreateQuoteResponse;
}

describe('the balance charged to a saved card', () => {
  it('a guest saves the card with the deposit; on the due date the job charges the balance: Paid in full, and the receipt in the outbox', async () => {
    const saved = await newQuote();
    const deposit = saved.quote.deposit!;
    const balance = saved.quote.price.totalPrice - deposit.depositAmount;
    const consent = balanceConsentText(businessFacts.name, balance, deposit.remainingBalanceDueAt);
    const { page } = await openPage(browser, phone);
    await page.goto(url + saved.path);
    await page.getByRole('button', { name: 'Book this cruise' }).click();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('radio', { disabled: false }).first().check();
    const email = `sam.${randomUUID().slice(0, 8)}@test.example`;
    await page.getByLabel('Full name').fill('Sam Saver');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill('(512) 555-0188');
    await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();

    // The consent in full, read out with the box (its description), unticked until the guest ticks it.
    const save = page.getByRole('checkbox', { name: 'Save this card and pay the balance automatically' });
    expect(await save.isChecked()).toBe(false);
    expect(await save.evaluate((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(consent);
    await save.check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();

    // Stripe's page (the simulator's) shows the same consent above the pay button.
    await page.waitForURL(/\/dev\/checkout\/cs_test_/);
    expect(squash(await page.locator('#submit-message').textContent())).toBe(consent);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Sam Saver');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await page.waitForURL(`${url}${saved.path}?payment=done`);
    await page.getByRole('heading', { level: 2, name: 'Your cruise is confirmed' }).waitFor();
    await page.getByText(`Your Visa ending 4242 will be charged ${formatMoney(balance)} on`).waitFor();
    const { booking } = (await api('GET', `/api/quotes/by-token/${saved.token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(booking?.savedCard).toMatchObject({ last4: '4242', dueOn: booking!.deposit.remainingBalanceDueAt });

    // The hourly job, at noon in Austin on the due date.
    const run = await chargeDueBalances(loadConfig(), instantAt(booking!.deposit.remainingBalanceDueAt, '12:00'));
    expect(run.charged).toContain(booking!.id);

    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 2 }).first().waitFor();
          return squash(await page.locator('.booking-status').textContent());
        },
        { timeout: 15_000 },
      )
      .toContain('Paid in full: thank you, there is nothing more to pay.');
    expect(await page.getByRole('button', { name: /^Pay the balance/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const receipt = async () => {
      const { messages } = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { messages: Array<{ to: string; detailType: string; text: string }> };
      return (
        messages
          .filter((message) => message.to === email && message.detailType === 'PaymentSucceeded')
          .map((message) => squash(message.text))
          .find((text) => text.includes('(balance)')) ?? ''
      );
    };
    await expect.poll(receipt, { timeout: 15_000 }).toContain(`Paid: ${formatMoney(balance)} (balance)`);
    expect(await receipt()).toContain('Your booking is paid in full.');
    expect(await receipt()).toContain('Method: Visa ending 4242');
  });
});
