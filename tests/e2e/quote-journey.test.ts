import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, formatDate, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import { launchChromium, openPage } from '#tests/support/browser.ts';
import { eventually } from '#tests/support/wait.ts';

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The first Saturday at least six weeks out: a standard (25 %) deposit with a balance date. */
function saturdayAhead(today: IsoDate): IsoDate {
  let date = addDays(today, 42);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

interface OutboxMessage {
  role: 'customer' | 'staff';
  to: string;
  subject: string;
  text: string;
}

describe('the quote journey on a phone', () => {
  it('home page -> /chat -> a saved quote; the link opens the same total elsewhere and the staff are e-mailed', async () => {
    const today = calendarDateIn(new Date());
    const saturday = saturdayAhead(today);
    const email = `journey.${randomUUID().slice(0, 8)}@test.example`;
    const { page, problems } = await openPage(browser, phone);
    await page.goto(url);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Quote' }).click();
    await page.waitForURL(`${url}/chat`);

    // One sentence answers the occasion, the group and the date; the rest by tapping.
    await page.getByLabel('Type your answer', { exact: true }).fill(`A birthday for 20 of us on ${formatDate(saturday)}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: /^Private charter/ }).click();
    await page.getByRole('button', { name: 'Choose Essentials Package' }).click();
    await page.getByRole('button', { name: /^Yes, add it/ }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Sam Journey');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Phone', { exact: true }).fill('512-555-0177');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    const expected = priceQuoteSelection(
      { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: saturday, packageType: 'essentials', lilyPad: true },
      today,
      FIRST_PRICING,
    );
    await page.getByRole('button', { name: 'Save my quote', exact: true }).waitFor();
    // The running price is the server's (decision 035): read once it is for these choices.
    expect(await page.locator('[data-testid="chat-total"][data-price-status="current"] strong').textContent()).toBe(formatMoney(expected.totalPrice));
    await page.getByRole('button', { name: 'Save my quote', exact: true }).click();
    await page.waitForURL(/\/quote\/[A-Za-z0-9_-]{64}$/);
    const quoteUrl = page.url();
    // Booking starts from the details the chat was given in this browser; nothing is in the URL.
    await page.getByRole('button', { name: 'Book this cruise' }).click();
    expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe('Sam Journey');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toMatch(/512.*555.*0177/);
    expect(page.url()).toBe(quoteUrl);
    expect(problems).toEqual([]);
    await page.context().close();

    // The link, opened by someone else (a fresh browser context: no storage, no cookies).
    const friend = await openPage(browser, phone);
    await friend.page.goto(quoteUrl);
    const total = friend.page.getByRole('row', { name: /^Total/ });
    await total.waitFor();
    expect(await total.textContent()).toContain(formatMoney(expected.totalPrice));
    expect(await friend.page.getByText(email).count()).toBe(0);
    await friend.page.getByRole('button', { name: 'Book this cruise' }).click();
    expect(await friend.page.getByLabel('Full name', { exact: true }).inputValue()).toBe('');
    expect(friend.problems).toEqual([]);
    await friend.page.context().close();

    // The staff's notification (and the guest's link) are in the local outbox. The chat also
    // told the staff about the lead when the e-mail was given, so wait for the saved quote's own
    // notice rather than for any two messages.
    const path = new URL(quoteUrl).pathname;
    const { staff, guest } = await eventually(async () => {
      const response = await fetch(`${url}/dev/outbox.json`);
      const { messages: all } = (await response.json()) as { messages: OutboxMessage[] };
      const mine = all.filter((message) => message.to === email || message.text.includes(email));
      const staffNotice = mine.find((message) => message.role === 'staff' && message.text.includes(formatMoney(expected.totalPrice)));
      const guestLink = mine.find((message) => message.role === 'customer' && message.text.includes(path));
      return staffNotice && guestLink ? { staff: staffNotice, guest: guestLink } : null;
    });
    expect(staff.text).toContain('Sam Journey');
    expect(guest.to).toBe(email);
  });
});
