import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AvailabilityResponse, CreateBookingResponse } from '#domain/booking/booking.ts';
import { formatDate, formatWrittenDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
// Sixty guests fit one boat only (Clever Girl), so each booking takes the one boat that carries them.
const GROUP = 60;
let browser: Browser;

/**
 * A Wednesday about eight to twelve weeks out, claimed for this suite: a standard deposit with a balance date, and no disco (the disco
 * sails Friday and Saturday afternoons on Clever Girl and blocks that boat then).
 */
function quietWeekday(): IsoDate {
  return freshCruiseDate(3, { fromDays: 53, toDays: 90 });
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

async function fillLeadGuest(page: Page, name: string): Promise<string> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@test.example`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('(512) 555-0188');
  await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
  return email;
}

/** Types a card on the payment simulator's checkout page (Stripe Checkout's part locally) and pays. */
async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Avery Booker');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('booking a quote on its page', () => {
  it('a guest on a phone books the afternoon and pays the deposit with 4242 on the checkout page: Confirmed at once, the receipt in the outbox; the boat is gone for the next group', async () => {
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
    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-problems'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Choose a departure time.' }).count()).toBe(1);
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Avery Booker');
    expect(await axe()).toEqual([]);

    await afternoon.check();
    const email = await fillLeadGuest(page, 'Avery Booker');
    // The amounts due come from the quote's deposit schedule.
    const due = squash(await page.locator('.booking-form__due').textContent());
    expect(due).toContain(formatMoney(deposit.depositAmount));
    expect(due).toContain(longDate(deposit.remainingBalanceDueAt));
    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();

    // Straight on to the checkout page, for the deposit the server worked out.
    await page.waitForURL(/\/dev\/checkout\/cs_test_/);
    expect(squash(await page.locator('.amount').textContent())).toBe(formatMoney(deposit.depositAmount));
    await payWithCard(page, '4242 4242 4242 4242');

    // Back on the quote page: confirmed at once, focus on the outcome.
    await page.waitForURL(`${url}${saved.path}?payment=done`);
    await page.getByRole('heading', { level: 2, name: 'Your cruise is confirmed' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Your cruise is confirmed');
    const { booking } = (await api('GET', `/api/quotes/by-token/${saved.token}`, { from: newClientAddress() })).body as QuoteByTokenResponse;
    expect(booking?.status).toBe('confirmed');
    const panel = squash(await page.locator('.booking-status').textContent());
    expect(panel).toContain(`Booking ${booking!.reference} is Confirmed.`);
    expect(panel).toContain(`Time1:30 PM – 5:30 PM`);
    expect(panel).toContain('BoatClever Girl');
    expect(panel).toContain(`Deposit (${deposit.depositPercent}%)${formatMoney(deposit.depositAmount)}`);
    expect(panel).toContain(`Paid so far${formatMoney(deposit.depositAmount)}`);
    expect(panel).toContain(
      deposit.isUrgentBooking ? 'Balance dueNow (your cruise is less than 30 days away)' : `Balance dueBy ${longDate(deposit.remainingBalanceDueAt)}`,
    );
    expect(await axe()).toEqual([]);

    // The receipt, in the local outbox: the amount, the card, what remains and when.
    const receiptText = async () => {
      const { messages } = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { messages: Array<{ to: string; detailType: string; text: string }> };
      return squash(messages.find((message) => message.to === email && message.detailType === 'PaymentSucceeded')?.text ?? '');
    };
    await expect.poll(receiptText, { timeout: 15_000 }).toContain('Method: Visa ending 4242');
    const text = await receiptText();
    expect(text).toContain(`Paid: ${formatMoney(deposit.depositAmount)} (deposit)`);
    expect(text).toContain(`Remaining: ${formatMoney(deposit.balanceDue)}`);
    expect(text).toContain(`Remaining due by: ${formatWrittenDate(deposit.remainingBalanceDueAt)}`);
    // The confirmation tells the group where and when to arrive and what to bring.
    const confirmation = async () => {
      const { messages } = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { messages: Array<{ to: string; detailType: string; text: string }> };
      return squash(messages.find((message) => message.to === email && message.detailType === 'BookingConfirmed')?.text ?? '');
    };
    await expect.poll(confirmation, { timeout: 15_000 }).toContain(`Date: ${formatWrittenDate(cruiseDate)}`);
    expect(await confirmation()).toContain('Arrive by 1:15 PM, 15 minutes before departure, at ');
    expect(await confirmation()).toContain('What to bring:');

    // The next group of sixty cannot have that afternoon: no other boat carries them.
    const slots = await slotsFor(cruiseDate);
    expect(slots.find((slot) => slot.start === '13:30')).toMatchObject({ available: false, boatName: null });
    expect(slots.filter((slot) => slot.start !== '13:30').every((slot) => slot.available && slot.boatName === 'Clever Girl')).toBe(true);

    // The link shows the booking from now on, instead of the Book button.
    await page.goto(url + saved.path);
    await page.getByRole('heading', { level: 2, name: 'Your booking' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book this cruise' }).count()).toBe(0);
    expect(await page.getByText(`Booked: ${booking!.reference}, confirmed.`).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a desktop, a time taken while the guest was typing is refused with the times still free; one of them books with everything kept, and a declined card keeps the hold and says why', async () => {
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
      body: {
        quoteToken: theirs.token,
        start: '09:00',
        leadGuest: { name: 'Casey Rival', email: 'casey@test.example', phone: '512-555-0100' },
        acceptCancellationPolicy: true,
      },
    });
    expect(rival.status, JSON.stringify(rival.body)).toBe(201);
    expect((rival.body as CreateBookingResponse).booking.slot.boatName).toBe('Clever Girl');

    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();
    await page.getByRole('heading', { name: 'That time was just booked' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-problems'))).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Blake Booker');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose 6:00 PM – 10:00 PM on Clever Girl' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /^6:00 PM – 10:00 PM/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book and pay the deposit' }).click();

    // The card is declined: the checkout page says so, and the booking keeps its hold.
    await page.waitForURL(/\/dev\/checkout\/cs_test_/);
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await page.getByRole('link', { name: '← Back to the booking' }).click();
    await page.waitForURL(`${url}${mine.path}?payment=cancelled`);
    await page.getByRole('heading', { level: 2, name: 'Your booking' }).waitFor();
    const panel = squash(await page.locator('.booking-status').textContent());
    expect(panel).toContain('Time6:00 PM – 10:00 PM');
    expect(panel).toContain('is Pending deposit.');
    await page.getByRole('alert').filter({ hasText: 'Your payment did not go through. Your card was declined by your bank.' }).waitFor();
    expect(await page.locator('.booking-status').getByRole('alert').textContent()).toContain('the boat is still held for you');
    expect(await page.getByRole('timer').textContent()).toMatch(/^(19|20):\d\d left$/);
    expect(await page.getByRole('button', { name: `Pay the ${formatMoney(mine.quote.deposit!.depositAmount)} deposit` }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The browser's notes about the 409 (and the declined card's 402 on the checkout page) are the only complaints.
    expect(problems.filter((problem) => !/status of 40[29]/.test(problem))).toEqual([]);
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
