import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { depositPaidByCard, savedAndBooked } from '#tests/support/bookings.ts';

// Split the cost in Chromium (decision 021): the organiser makes the group's link on the quote
// page, two friends pay their shares at the same moment with 4242 on the checkout page, and the
// organiser's page shows both shares and what remains.

const { url } = inject('stack');
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
let browser: Browser;

/** A Tuesday a few months out, random so runs do not meet on one boat-slot. */
function someTuesday(): IsoDate {
  let date = addDays(calendarDateIn(new Date()), 70 + 7 * randomInt(0, 40));
  while (dayOfWeek(date) !== 2) date = addDays(date, 1);
  return date;
}

/** A booked quote whose deposit is paid (through the API and the checkout page), so shares go to the balance. */
async function confirmedBooking() {
  const guest = { name: 'Morgan Host', email: `host.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0142' };
  const { quote, booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: someTuesday(), packageType: 'essentials', lilyPad: false },
    guest,
  );
  await depositPaidByCard(quote.token, guest.name);
  return { quote, token: quote.token, booking };
}

/** A friend on the share page: types their name, goes to the checkout page, pays with 4242. */
async function payShare(page: Page, shareUrl: string, name: string): Promise<void> {
  await page.goto(shareUrl);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail, for your receipt').fill(`${name.split(' ')[0]!.toLowerCase()}@friends.example`);
  await page.getByRole('button', { name: /^Pay your share/ }).click();
  await page.waitForURL(/\/dev\/checkout\/cs_test_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill(name);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/pay\/[A-Za-z0-9_-]{43}\?payment=done&share=[0-9a-f-]{36}$/);
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('splitting the cost', () => {
  it('two friends pay their shares at once with 4242; the organiser then sees both and what remains; the share page passes axe', async () => {
    const { quote, booking } = await confirmedBooking();
    const organiser = await openPage(browser, desktop);
    await organiser.page.goto(url + quote.path);
    await organiser.page.getByRole('heading', { level: 1, name: `Your quote ${quote.quote.reference}` }).waitFor();
    await organiser.page.getByRole('button', { name: 'Get a link for your group' }).click();
    const linkBox = organiser.page.getByLabel("Your group's payment link");
    await linkBox.waitFor();
    const shareUrl = await linkBox.inputValue();
    expect(shareUrl).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    // What the box takes is said beside it, and an amount it cannot take is refused there, with the cursor in the box.
    const amount = organiser.page.getByLabel('Amount per share ($)');
    for (const [typed, says] of [
      ['0', '$0.00 cannot be a share. Between $1.00'],
      ['abc', 'Enter the amount in dollars, like 125 or 125.50.'],
      ['5,000,000', "$5,000,000.00 cannot be a share. Between $1.00 and the booking's total"],
    ] as const) {
      await amount.fill(typed);
      await organiser.page.getByRole('button', { name: 'Save the amount' }).click();
      await organiser.page.getByText(says).waitFor();
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      expect(await amount.evaluate((box) => box === document.activeElement)).toBe(true);
    }
    await amount.fill('150');
    await organiser.page.getByRole('button', { name: 'Save the amount' }).click();
    await organiser.page.getByText('Each friend pays $150.00.').waitFor();

    // Rendered for its own link only (decision 093), never a page another link is served, and never indexed.
    const served = await fetch(shareUrl);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain('Morgan&#x27;s cruise');
    const another = await fetch(shareUrl.replace(/[^/]+$/, 'A'.repeat(43)));
    expect(another.status).toBe(404);
    expect(await another.text()).not.toContain('Morgan');

    const [first, second] = [await openPage(browser, phone), await openPage(browser, phone)];
    await first.page.goto(shareUrl);
    await first.page.getByRole('heading', { level: 1, name: "Pay your share of Morgan's cruise" }).waitFor();
    expect(await first.page.getByRole('button', { name: 'Pay your share: $150.00' }).count()).toBe(1);
    expect(await first.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await first.page.content()).not.toContain('Host');
    expect(await axeViolations(first.page)).toEqual([]);
    // The form's checks load when it is first used (not with the page): sent empty, it names what is missing.
    await first.page.getByRole('button', { name: 'Pay your share: $150.00' }).click();
    await first.page.getByText('Enter your name, so the group can see who paid.').waitFor();
    await expect.poll(() => first.page.evaluate(() => document.activeElement?.id)).toBe(await first.page.getByLabel('Your name').getAttribute('id'));

    await Promise.all([payShare(first.page, shareUrl, 'Riley Friend'), payShare(second.page, shareUrl, 'Casey Friend')]);
    // Each friend is told once their own payment is listed, and the form is offered for someone else.
    for (const { page } of [first, second]) {
      await page.getByRole('status').filter({ hasText: 'Thank you! Your payment of $150.00 is recorded: you are on the list below.' }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: 'Pay another share' }).count()).toBe(1);
    }
    expect((await first.page.getByRole('list', { name: 'Shares paid' }).textContent()) ?? '').toContain('Riley Friend');
    expect(await axeViolations(first.page)).toEqual([]);

    const remaining = booking.totalPrice - booking.deposit.depositAmount - 2 * 15_000;
    await expect
      .poll(
        async () => {
          await organiser.page.reload();
          return (await organiser.page.locator('.share-panel').textContent()) ?? '';
        },
        { timeout: 20_000 },
      )
      .toContain(`Still to pay: ${formatMoney(remaining)}`);
    const panel = (await organiser.page.locator('.share-panel').textContent()) ?? '';
    expect(panel).toContain('Riley Friend $150.00');
    expect(panel).toContain('Casey Friend $150.00');
    expect(await axeViolations(organiser.page)).toEqual([]);

    // Staff cancel the cruise: a friend who opens the link again reads that it was cancelled and
    // what went back to the cards, each share marked refunded, not a balance still to pay.
    const cancelled = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'The group called it off.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunded = (cancelled.body as AdminCancelBookingResponse).refund.refunded;
    expect(refunded).toBeGreaterThan(0);
    await first.page.goto(shareUrl);
    await first.page.getByRole('heading', { level: 1, name: "Morgan's cruise was cancelled" }).waitFor();
    const ended = (await first.page.locator('body').textContent()) ?? '';
    expect(ended).toContain(`${formatMoney(refunded)} has gone back to the cards that paid`);
    expect(ended).toContain('Riley Friend $150.00 refunded');
    expect(ended).not.toContain('Still to pay');
    expect(await axeViolations(first.page)).toEqual([]);
    for (const problems of [organiser.problems, first.problems, second.problems]) expect(problems).toEqual([]);
  });
});
