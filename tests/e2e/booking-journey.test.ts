import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AvailabilityResponse, CreateBookingResponse } from '#domain/booking.ts';
import { addDays, calendarDateIn, dayOfWeek, formatDate, formatInstant, weekdayName, type IsoDate } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/quotes.ts';
import type { QuoteRequestInput } from '#domain/schemas.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
// Sixty guests fit one boat only (Clever Girl), so each booking takes the one boat that carries them.
const GROUP = 60;
let browser: Browser;

/**
 * A weekday about eight weeks out: a standard deposit with a balance date, and no disco (the disco
 * sails Friday and Saturday afternoons on Clever Girl and blocks that boat then).
 */
function quietWeekday(): IsoDate {
  let date = addDays(calendarDateIn(new Date()), 53);
  while (dayOfWeek(date) !== 3) date = addDays(date, 1);
  return date;
}
const cruiseDate = quietWeekday();
const longDate = (date: IsoDate) => `${weekdayName(date)}, ${formatDate(date)}`;
// Chromium and Node may write the space before AM/PM differently (a narrow no-break space).
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

async function newQuote(name: string): Promise<CreateQuoteResponse> {
  const request: QuoteRequestInput = {
    selection: { kind: 'private', eventType: 'corporate', groupSize: GROUP, eventDate: cruiseDate, packageType: 'essentials', lilyPad: false },
    contact: { name, email: `booker.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0142' },
    source: 'chat',
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: request, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as CreateQuoteResponse;
}

async function slotsFor(date: IsoDate): Promise<AvailabilityResponse['days'][number]['slots']> {
  const response = await api('GET', `/api/availability?from=${date}&to=${date}&groupSize=${GROUP}&type=private`, { from: newClientAddress() });
  expect(response.status).toBe(200);
  return (response.body as AvailabilityResponse).days[0]!.slots;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

async function openBookingStep(page: Page, saved: CreateQuoteResponse): Promise<void> {
  await page.goto(url + saved.path);
  await page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` }).waitFor();
  await page.getByRole('button', { name: 'Book this cruise' }).click();
  await expect.poll(() => focusedText(page)).toBe('Book your cruise');
  await page.getByRole('radio').first().waitFor();
}

async function fillLeadGuest(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(`${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@test.example`);
  await page.getByLabel('Phone').fill('(512) 555-0188');
  await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('booking a quote on its page', () => {
  it('a guest on a phone books the afternoon: Pending deposit, the deposit with the end of the hold, the balance date; the boat is gone for the next group', async () => {
    const saved = await newQuote('Avery Booker');
    const deposit = saved.quote.deposit!;
    const { page, problems } = await openPage(browser, phone);
    const axe = () => axeViolations(page);
    await openBookingStep(page, saved);

    // The day's times, each with the boat a booking gets.
    const afternoon = page.getByRole('radio', { name: /^1:30 PM – 5:30 PM/ });
    expect(squash(await page.locator('label', { has: page.getByText('1:30 PM – 5:30 PM') }).textContent())).toContain('Clever Girl');
    expect(await axe()).toEqual([]);

    // Sending it empty names each problem, focused, with the inputs marked; nothing typed is lost.
    await page.getByLabel('Full name').fill('Avery Booker');
    await page.getByRole('button', { name: 'Book my cruise' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-problems'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Choose a departure time.' }).count()).toBe(1);
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Avery Booker');
    expect(await axe()).toEqual([]);

    await afternoon.check();
    await fillLeadGuest(page, 'Avery Booker');
    // The amounts due come from the quote's deposit schedule.
    const due = squash(await page.locator('.booking-form__due').textContent());
    expect(due).toContain(formatMoney(deposit.depositAmount));
    expect(due).toContain(longDate(deposit.remainingBalanceDueAt));
    await page.getByRole('button', { name: 'Book my cruise' }).click();

    // The confirmation, in place, with focus on its heading.
    await page.getByRole('heading', { level: 2, name: 'Your cruise is booked' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Your cruise is booked');
    const { booking } = (await api('GET', `/api/quotes/by-token/${saved.token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(booking?.status).toBe('pending_deposit');
    const panel = squash(await page.locator('.booking-status').textContent());
    expect(panel).toContain(`Booking ${booking!.reference} is Pending deposit.`);
    expect(panel).toContain(`Time1:30 PM – 5:30 PM`);
    expect(panel).toContain('BoatClever Girl');
    expect(panel).toContain(`Deposit (${deposit.depositPercent}%)${formatMoney(deposit.depositAmount)}`);
    expect(panel).toContain(`Deposit due by${squash(formatInstant(booking!.holdExpiresAt!))}`);
    expect(panel).toContain(`Balance due by${longDate(deposit.remainingBalanceDueAt)}`);
    expect(panel).toContain('calendar file');
    expect(await axe()).toEqual([]);

    // The next group of sixty cannot have that afternoon: no other boat carries them.
    const slots = await slotsFor(cruiseDate);
    expect(slots.find((slot) => slot.start === '13:30')).toMatchObject({ available: false, boatName: null });
    expect(slots.filter((slot) => slot.start !== '13:30').every((slot) => slot.available && slot.boatName === 'Clever Girl')).toBe(true);

    // The link shows the booking from now on, instead of the Book button.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Your booking' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book this cruise' }).count()).toBe(0);
    expect(await page.getByText(`Booked: ${booking!.reference}, pending deposit.`).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a desktop, a time taken while the guest was typing is refused with the times still free, and one of them books with everything kept', async () => {
    const mine = await newQuote('Blake Booker');
    const theirs = await newQuote('Casey Rival');
    const { page, problems } = await openPage(browser, desktop);
    await openBookingStep(page, mine);
    // The afternoon went to the first guest: shown, not offered.
    const afternoon = page.getByRole('radio', { name: /^1:30 PM – 5:30 PM/ });
    expect(await afternoon.isDisabled()).toBe(true);
    expect(squash(await page.locator('label', { has: page.getByText('1:30 PM – 5:30 PM') }).textContent())).toContain('Booked: no boat for 60 guests is free');
    await page.getByRole('radio', { name: /^9:00 AM – 1:00 PM/ }).check();
    await fillLeadGuest(page, 'Blake Booker');
    expect(await axeViolations(page)).toEqual([]);

    // Someone else books the morning first.
    const rival = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID() },
      body: { quoteToken: theirs.token, start: '09:00', leadGuest: { name: 'Casey Rival', email: 'casey@test.example', phone: '512-555-0100' }, acceptCancellationPolicy: true },
    });
    expect(rival.status, JSON.stringify(rival.body)).toBe(201);
    expect((rival.body as CreateBookingResponse).booking.slot.boatName).toBe('Clever Girl');

    await page.getByRole('button', { name: 'Book my cruise' }).click();
    await page.getByRole('heading', { name: 'That time was just booked' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-problems'))).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Blake Booker');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose 6:00 PM – 10:00 PM on Clever Girl' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /^6:00 PM – 10:00 PM/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book my cruise' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your cruise is booked' }).waitFor();
    expect(squash(await page.locator('.booking-status').textContent())).toContain('Time6:00 PM – 10:00 PM');
    // The browser's note about the 409 is the only complaint.
    expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await page.context().close();
  });

  it('the /chat calendar marks the date sold out for sixty, and a typed sold-out date is refused kindly', async () => {
    // All three of the day's times are now booked on the one boat that carries sixty.
    expect((await slotsFor(cruiseDate)).every((slot) => !slot.available)).toBe(true);
    const { page, problems } = await openPage(browser, phone);
    await page.goto(`${url}/chat?eventType=corporate&groupSize=${GROUP}`);
    await page.locator('.chat-msg--question', { hasText: 'Which day would you like to cruise?' }).waitFor();
    const day = page.locator(`[data-date="${cruiseDate}"]`);
    for (let i = 0; i < 4 && (await day.count()) === 0; i += 1) await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await expect.poll(() => day.getAttribute('aria-disabled')).toBe('true');
    expect(await day.getAttribute('aria-label')).toMatch(/, Sold out$/);
    expect(await axeViolations(page)).toEqual([]);
    // Reachable and announced, but Enter does not pick it.
    await day.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.chat-msg--guest', { hasText: weekdayName(cruiseDate) }).count()).toBe(0);

    await page.getByLabel('Type your answer', { exact: true }).fill(formatDate(cruiseDate));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`is fully booked for ${GROUP} guests. Please pick another day`).waitFor();
    expect(await page.getByLabel('Type your answer', { exact: true }).inputValue()).toBe(formatDate(cruiseDate));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
