import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, formatDate, formatWrittenDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { depositPaidByCard, savedAndBooked } from '#tests/support/bookings.ts';
import { signedInToPortal } from '#tests/support/portal.ts';

// The guest's trip page in Chromium on a phone (decision 024): signed in to the portal, the guest
// opens their trip, moves it to a dearer Saturday after seeing the difference, then cancels it and
// sees the refund the terms give. axe finds nothing on each screen. The trip's journey is three
// tests in order (each starts where the one before left the booking), each on a page of its own.

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
let browser: Browser;
let trip: Awaited<ReturnType<typeof confirmedTrip>>;
const movedTo = (date: IsoDate) => addDays(date, 11);

beforeAll(async () => {
  browser = await launchChromium();
  trip = await confirmedTrip();
});
afterAll(async () => {
  await browser?.close();
});

/** A guest's private cruise for 20, booked and its deposit paid by card (through the API and the checkout page). */
async function confirmedTrip() {
  const email = `trip.${randomUUID().slice(0, 8)}@test.example`;
  const date = freshCruiseDate(2);
  const guest = { name: 'Riley Tripp', email, phone: '(512) 555-0142' };
  const { quote, booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: date, packageType: 'essentials', lilyPad: false },
    guest,
  );
  await depositPaidByCard(quote.token, guest.name);
  return { email, date, token: quote.token, booking };
}

const monthsBetween = (from: IsoDate, to: IsoDate) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

describe('the guest’s trip page on a phone', () => {
  it('opens the trip and moves it to another date after seeing the new price', async () => {
    const { email, date, booking } = trip;
    const { page } = await openPage(browser, phone);
    await signedInToPortal(page, email);

    await page.goto(`${url}/portal/trips/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Your cruise on ${formatWrittenDate(date)}` }).waitFor();
    await page.getByText('Arrive by 1:15 PM.', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Open the marina in Maps/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    await page.getByRole('heading', { level: 2, name: 'What to bring' }).waitFor();
    await page.getByText(/The weather outlook appears here from 7 days before your cruise/).waitFor();
    await page.getByRole('button', { name: /^Pay the balance: \$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Download the calendar file (.ics)' }).getAttribute('href')).toBe(
      `/api/portal/trips/${booking.id}/calendar.ics`,
    );
    // The group's link and the amount per share, set here as on the quote page (issue 31): what is
    // allowed is said before anything is typed, and a refusal beside the box.
    await page.getByRole('button', { name: 'Make a link to share' }).click();
    await page.getByRole('textbox', { name: "Your group's link" }).waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount per share ($)' });
    expect(await page.locator(`#${await amount.getAttribute('aria-describedby')}`).textContent()).toMatch(
      /Between \$1\.00 and the booking's total, \$[\d,.]+\.$/,
    );
    await amount.fill('abc');
    await page.getByRole('button', { name: 'Save the amount' }).click();
    await page.getByText(/^Enter the amount in dollars, like 125 or 125\.50\. Between \$1\.00/).waitFor();
    expect(await amount.evaluate((box) => box === document.activeElement)).toBe(true);
    await amount.fill('125');
    await page.getByRole('button', { name: 'Save the amount' }).click();
    await page.getByText(/^Each friend pays \$125\.00\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Move: a Saturday eleven days later (dearer than a Tuesday), 1:30 PM.
    const to = movedTo(date);
    await page.getByRole('link', { name: 'Move to another date' }).click();
    await page.getByRole('heading', { level: 1, name: 'Move your cruise' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < monthsBetween(date, to); i += 1) await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator(`[data-date="${to}"]`).click();
    await page.getByRole('radio', { name: /1:30 PM/ }).check();
    await page.getByRole('button', { name: 'See the new price' }).click();
    const preview = page.getByRole('heading', { level: 2, name: new RegExp(`^Move to ${formatWrittenDate(to)}`) });
    await preview.waitFor();
    await page.getByText(/^The new date costs \$[\d,.]+ more/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm the move' }).click();
    await page.getByRole('heading', { level: 1, name: `Your cruise on ${formatWrittenDate(to)}` }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Your cruise is moved to ${formatWrittenDate(to)}` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the moved booking on its quote page', async () => {
    const { token, booking } = trip;
    const to = movedTo(trip.date);
    const { page } = await openPage(browser, phone);
    // The quote page (the "Your booking" link in every e-mail) shows the booking as it is now:
    // the new date and price in its header and price table, and the move in its history (issue 25).
    const movedPrice = ((await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse).booked!.price;
    await page.goto(`${url}/quote/${token}`);
    await page.getByText(`cruise as booked: ${weekdayName(to)}, ${formatDate(to)}, 1:30 PM`).waitFor();
    const table = page.getByRole('table', { name: `Price for booking ${booking.reference}` });
    expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(movedPrice.totalPrice));
    expect(movedPrice.totalPrice).not.toBe(booking.totalPrice);
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    expect(await history.count()).toBe(3);
    expect(await history.nth(2).textContent()).toContain(`to ${weekdayName(to)}, ${formatDate(to)}, 1:30 PM`);
    expect(await history.nth(2).textContent()).toContain(`The price went from ${formatMoney(booking.totalPrice)} to ${formatMoney(movedPrice.totalPrice)}.`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('cancels the moved trip and sees the refund', async () => {
    const { email, booking } = trip;
    const to = movedTo(trip.date);
    const { page } = await openPage(browser, phone);
    await signedInToPortal(page, email);
    await page.goto(`${url}/portal/trips/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Your cruise on ${formatWrittenDate(to)}` }).waitFor();

    // Cancel: the deposit back, said before and after.
    const deposit = formatMoney(booking.deposit.depositAmount);
    await page.getByRole('link', { name: 'Cancel this trip' }).click();
    await page.getByText(`Cancelling now refunds ${deposit}, everything you have paid`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Why are you cancelling? (optional)').fill('Plans changed.');
    await page.getByRole('button', { name: 'Cancel my trip' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your trip is cancelled and ${deposit} is refunded` })
      .waitFor();
    await page.getByText('cancelled', { exact: true }).waitFor();
    // A cancelled trip says what was refunded, not a balance still to pay.
    await page.getByRole('definition').filter({ hasText: deposit }).first().waitFor();
    expect(await page.getByText('Still to pay').count()).toBe(0);
    await page.getByText('Refunded', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
