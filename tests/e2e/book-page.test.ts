import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { calculatePrivateCruisePrice } from '#domain/pricing/pricing.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// /book (issue 18): one form for a guest who knows what they want, then the quote page's booking
// step, then the deposit: a booked, paid cruise from a link such as the BOOK NOW buttons'.

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
// Sixty guests fit Clever Girl only; a Wednesday has no disco to block her.
const GROUP = 60;
let browser: Browser;

/** An unclaimed Wednesday within about five months, so the calendar reaches it in a few clicks. */
function nearWednesday(): IsoDate {
  const latest = addDays(calendarDateIn(new Date()), 150);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const date = freshCruiseDate(3);
    if (date <= latest) return date;
  }
  throw new Error('No unclaimed Wednesday within 150 days');
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.className ?? null);

async function pickDate(page: Page, date: IsoDate): Promise<void> {
  const day = page.locator(`.chat-calendar__day[data-date="${date}"]`);
  for (let months = 0; months < 8 && (await day.count()) === 0; months += 1) await page.getByRole('button', { name: 'Next month', exact: true }).click();
  await day.click();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('/book', () => {
  it('a guest on a phone follows /book?package=essentials&groupSize=60 to a booked, paid cruise', async () => {
    const date = nearWednesday();
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${url}/book?package=essentials&groupSize=${GROUP}&boat=clever-girl&dayType=weekday`);
    await page.getByRole('heading', { level: 1, name: 'Book your cruise' }).waitFor();
    const form = page.locator('.book-page__form');
    // The link's choices are filled in, and the boat and day type it named are said.
    expect(await form.getByLabel('Cruise', { exact: true }).inputValue()).toBe('essentials');
    expect(await form.getByLabel('Number of guests').inputValue()).toBe(String(GROUP));
    expect(squash(await page.locator('.book-page__form').textContent())).toContain('Clever Girl takes up to 75 guests');
    expect(squash(await page.locator('.book-page__form').textContent())).toContain('You asked about Monday–Thursday cruises');
    // Each label sits clear of the box above it, so it reads as its own field's (issue 31).
    const gaps = await form
      .locator('.book-page__group > .field + .field')
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().top - field.previousElementSibling!.getBoundingClientRect().bottom));
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(16);
    expect(await axeViolations(page)).toEqual([]);

    // Sent half-filled: every problem is listed, focused, and the fields are marked.
    await page.getByRole('button', { name: 'Choose a time and book' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-problems'))).toBe(true);
    for (const message of [
      'Choose the occasion.',
      'Pick a date on the calendar.',
      'Enter your full name.',
      'Enter your e-mail address.',
      'Enter your phone number.',
    ])
      expect(await page.getByRole('link', { name: message }).count()).toBe(1);
    expect(await form.getByLabel('Occasion').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Occasion').selectOption('corporate');
    await pickDate(page, date);
    const email = `book.${date}@test.example`;
    await form.getByLabel('Full name').fill('Quinn Booker');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('(512) 555-0177');
    // The engine's price for the choices, as the quote will say.
    const total = calculatePrivateCruisePrice({
      pricing: FIRST_PRICING,
      groupSize: GROUP,
      eventDate: date,
      packageType: 'essentials',
      today: calendarDateIn(new Date()),
    }).totalPrice;
    await expect.poll(async () => squash(await page.locator('.book-page__total').textContent())).toContain(`Total: ${formatMoney(total)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose a time and book' }).click();

    // The quote page opens with its booking step, the details already given filled in.
    await page.waitForURL(/\/quote\/[A-Za-z0-9_-]+\?book=now$/);
    // The step loads with the quote (a chunk and an answer a busy machine takes seconds over):
    // wait for it, then for the focus its effect moves to its heading.
    await page.getByRole('heading', { name: 'Book your cruise' }).waitFor();
    await expect.poll(() => focused(page)).toBe('Book your cruise');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Quinn Booker');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    const token = new URL(page.url()).pathname.split('/').at(-1)!;
    const { quote } = (await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(quote.price.totalPrice).toBe(total);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: /^1:30 PM – 5:30 PM/ }).check();
    await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_test_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Quinn Booker');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(`${url}/quote/${token}?payment=done`);
    await page.getByRole('heading', { level: 2, name: 'Your cruise is confirmed' }).waitFor();
    const { booking } = (await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(booking).toMatchObject({ status: 'confirmed', slot: { date, start: '13:30' } });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
