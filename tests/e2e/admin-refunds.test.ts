import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { depositPaidByCard, savedAndBooked } from '#tests/support/bookings.ts';

// Staff refund part of a deposit the guest paid by card (decision 020), in a browser: the
// booking's page shows the card payment with its Stripe link, the refund form explains a wrong
// amount, the confirmation says where the money goes, and the refund joins the list. Axe clean.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
let browser: Browser;

const guest = { name: 'Robin Shore', email: `robin.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0133' };
let booking: PublicBooking;

beforeAll(async () => {
  browser = await launchChromium();
  const selection: QuoteSelection = {
    kind: 'private',
    eventType: 'birthday',
    groupSize: 20,
    eventDate: freshCruiseDate(3),
    packageType: 'essentials',
    lilyPad: false,
  };
  const made = await savedAndBooked(selection, guest);
  booking = made.booking;
  // The guest pays the deposit with 4242 on the payment simulator's page, as the booking journey does.
  await depositPaidByCard(made.quote.token, guest.name);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first();

describe('the back office: refunding a card payment', () => {
  it('refunds part of a paid deposit to the card, after a confirmation, and lists the refund', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const { reference } = booking;
    const deposit = booking.deposit.depositAmount;
    await signInAt(page, `${url}/admin/bookings/${booking.id}`, admin);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${reference}`) }).waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Confirmed');

    // The card payment: its method in staff's words, and Stripe's dashboard (test mode) one click away.
    const payments = page.getByRole('table', { name: `Payments for ${reference}, oldest first` });
    const payment = payments.getByRole('row').nth(1);
    expect(await payment.textContent()).toContain('Card online (Visa ending 4242)');
    expect(await payment.textContent()).toContain(formatMoney(deposit));
    expect(await payment.getByRole('link', { name: /in Stripe's dashboard/ }).getAttribute('href')).toMatch(
      /^https:\/\/dashboard\.stripe\.com\/test\/payments\/pi_/,
    );
    expect(await page.getByText('No refunds.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Too much is explained on the field and kept; then $50.00 with a reason.
    await page.getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('form', { name: 'Refund the guest' });
    await form.getByLabel('From payment').selectOption({ index: 1 });
    // Goodwill (decision 037): the price falls by what is given back, so the balance does not rise.
    await form.getByRole('radio', { name: /^Goodwill/ }).check();
    const amount = form.getByLabel('Amount to refund ($)');
    await amount.fill((deposit / 100 + 1).toFixed(2));
    await form.getByLabel(/^Reason/).fill('The DJ arrived an hour late.');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form
      .getByText(`At most ${formatMoney(deposit)} can be refunded of that payment.`)
      .first()
      .waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await amount.fill('50.00');
    await form.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('region', { name: `Refund ${formatMoney(5_000)} to ${guest.name}?` });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${formatMoney(5_000)} back to Visa ending 4242 through Stripe`);
    expect(await confirm.textContent()).toContain(
      `Goodwill: the booking's price falls by ${formatMoney(5_000)}, so what the guest still owes does not change.`,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Refund ${formatMoney(5_000)} to ${guest.name}?`);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: `Yes, refund ${formatMoney(5_000)}` }).click();
    await toast(page, `${formatMoney(5_000)} refunded`).waitFor();

    const refunds = page.getByRole('table', { name: `Refunds for ${reference}, oldest first` });
    const refund = await refunds.getByRole('row').nth(1).textContent();
    expect(refund).toContain(formatMoney(5_000));
    expect(refund).toContain('The DJ arrived an hour late.');
    expect(refund).toContain('Refunded');
    expect(refund).toMatch(/re_/);
    expect(await payment.textContent()).toContain(`Paid, ${formatMoney(5_000)} refunded`);
    expect(
      await page
        .getByRole('definition')
        .filter({ hasText: `${formatMoney(deposit - 5_000)} of ${formatMoney(booking.totalPrice - 5_000)}` })
        .count(),
    ).toBe(1);
    const adjustments = await page
      .getByRole('table', { name: `Discounts and credits for ${reference}, oldest first` })
      .getByRole('row')
      .nth(1)
      .textContent();
    expect(adjustments).toContain('Goodwill refund');
    expect(adjustments).toContain(`-${formatMoney(5_000)}`);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('gives a credit that lowers what is owed without a refund, after saying what is missing', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const { reference } = booking;
    await signInAt(page, `${url}/admin/bookings/${booking.id}`, admin);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${reference}`) }).waitFor();
    await page.getByRole('button', { name: 'Discount or credit' }).click();
    const adjust = page.getByRole('form', { name: 'Give a discount or a credit' });
    await adjust.getByRole('button', { name: 'Save' }).click();
    await adjust.getByText('Say whether this lowers the price or gives a credit.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await adjust.getByRole('radio', { name: /^Give a credit/ }).check();
    await adjust.getByLabel('Amount ($)').fill('25.00');
    await adjust.getByLabel(/^Reason/).fill('Voucher from last summer.');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Credit of ${formatMoney(2_500)} given`).waitFor();
    const credit = page
      .getByRole('table', { name: `Discounts and credits for ${reference}, oldest first` })
      .getByRole('row')
      .filter({ hasText: 'Voucher from last summer.' });
    expect(await credit.textContent()).toContain(`Credit given-${formatMoney(2_500)}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
