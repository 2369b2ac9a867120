import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { addDays, instantAt } from '#domain/shared/dates.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { chargeDueBalances } from '#functions/app/payments/balance-charges.ts';
import { sendBalanceReminders } from '#functions/app/payments/balance-reminders.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { payOnPage } from './payment-support.ts';

// The balance (decision 019), through the payment simulator: the pay link's checkout and its
// webhook, the card saved with consent at the deposit, the reminders and the automatic charge run
// by their jobs with a fake clock (Stripe keeps real time; only the jobs' "today" is moved).
//
// As in payments.test.ts, bookings are made 13 hours ahead of real time, so their holds outlive
// the hold-release runs of the other suites and their checkouts expire within Stripe's bounds.
const { STRIPE_SECRET_KEY: secretKey = '', STRIPE_ENDPOINT: endpoint = '' } = process.env;
const stripe = new Stripe(secretKey, { host: new URL(endpoint).hostname, port: Number(new URL(endpoint).port), protocol: 'http' });
const ahead = () => clockHeaders(new Date(Date.now() + 13 * 3_600_000));
const noonOn = (date: string) => instantAt(date, '12:00');

async function bookedQuote() {
  const quote = await storedQuote(privateSelection(freshCruiseDate(3), 20));
  const guest = leadGuest();
  const made = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...ahead() },
    body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { quote, guest, booking: made.body.booking as PublicBooking };
}

const publicBooking = async (token: string) =>
  ((await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse).booking!;

/** Pays the deposit on the simulator's page (authenticating when the card asks), with or without saving the card. */
async function payDeposit(token: string, card: string, saveCard: boolean) {
  const started = await api('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken: token, saveCard }, headers: ahead() });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { url } = started.body as { url: string };
  const page = await payOnPage(url, card);
  if (page.status === 200)
    await fetch(`${url}/authenticate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
    });
  return eventually(async () => {
    const current = await publicBooking(token);
    return current.status === 'confirmed' && (!saveCard || current.savedCard) ? current : null;
  });
}

const emailsTo = (email: string) => outboxRepository(config).listByRecipient(email);

describe('the balance', () => {
  it('is paid by its pay link once the deposit is: Paid in full, a balance charge in the ledger, and the receipt', async () => {
    const { quote, guest, booking } = await bookedQuote();
    const early = await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('DEPOSIT_UNPAID');
    expect((await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: 42 } })).status).toBe(400);

    const confirmed = await payDeposit(quote.token, '4242424242424242', false);
    expect(confirmed.savedCard).toBeNull();
    const balance = booking.totalPrice - booking.deposit.depositAmount;
    const started = await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ amount: balance, dueOn: booking.deposit.remainingBalanceDueAt });
    // Asking again gives the same open page.
    expect((await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token } })).body.url).toBe(
      started.body.url,
    );

    expect((await payOnPage(started.body.url, '5555555555554444')).status).toBe(303);
    const paid = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.payments.fullyPaid ? current : null;
    });
    expect(paid.payments).toMatchObject({ paid: booking.totalPrice, outstanding: 0 });
    const stored = await bookingsRepository(config).get(booking.id);
    expect(stored!.payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['deposit', booking.deposit.depositAmount],
      ['balance', balance],
    ]);
    expect((await bookingsRepository(config).ledger(booking.id)).reduce((sum, entry) => sum + entry.amount, 0)).toBe(booking.totalPrice);
    expect((await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token } })).body.error.code).toBe(
      'PAID_IN_FULL',
    );

    const receipt = await eventually(async () =>
      (await emailsTo(guest.email)).find((message) => message.detailType === 'PaymentSucceeded' && message.subject.includes('payment')),
    );
    expect(receipt.text).toContain('Mastercard ending 4444');
    expect(receipt.text).toContain('Your booking is paid in full.');
  });

  it('saves the card with the consent shown, reminds 7 days and 1 day before (once each), then the job charges it on the due date', async () => {
    const { quote, guest, booking } = await bookedQuote();
    const confirmed = await payDeposit(quote.token, '4242424242424242', true);
    const dueOn = booking.deposit.remainingBalanceDueAt;
    const balance = booking.totalPrice - booking.deposit.depositAmount;
    expect(confirmed.savedCard).toMatchObject({ brand: 'visa', last4: '4242', dueOn });
    expect(confirmed.savedCard?.consentText).toMatch(/^I authorise .+ to charge this card for the balance of \$[\d,]+\.\d\d on \w+day, /);
    const stored = await bookingsRepository(config).get(booking.id);
    expect(stored!.savedCard).toMatchObject({
      customerId: expect.stringMatching(/^cus_/),
      paymentMethodId: expect.stringMatching(/^pm_/),
      consent: { amount: balance, dueOn },
    });

    const remindersFor = async () => (await emailsTo(guest.email)).filter((message) => message.detailType === 'BalanceDue');
    const sentTo = (run: Awaited<ReturnType<typeof sendBalanceReminders>>) =>
      run.sent.filter((sent) => sent.bookingId === booking.id).map((sent) => sent.reminder);
    expect(sentTo(await sendBalanceReminders(config, noonOn(addDays(dueOn, -8))))).toEqual([]);
    expect(sentTo(await sendBalanceReminders(config, noonOn(addDays(dueOn, -7))))).toEqual(['seven_days']);
    expect(sentTo(await sendBalanceReminders(config, noonOn(addDays(dueOn, -6))))).toEqual([]);
    expect(sentTo(await sendBalanceReminders(config, noonOn(addDays(dueOn, -1))))).toEqual(['one_day']);
    expect(sentTo(await sendBalanceReminders(config, new Date(noonOn(addDays(dueOn, -1)).getTime() + 3_600_000)))).toEqual([]);
    const reminders = await eventually(async () => {
      const found = await remindersFor();
      return found.length >= 2 ? found : null;
    });
    expect(reminders).toHaveLength(2);
    expect(reminders.map((message) => message.subject).sort()).toEqual(
      [expect.stringContaining('is due on'), expect.stringContaining('is due tomorrow')].sort(),
    );
    for (const message of reminders) expect(message.text).toContain('we will charge your Visa ending 4242 on that date');

    const chargedBy = (run: Awaited<ReturnType<typeof chargeDueBalances>>) => run.charged.includes(booking.id);
    expect(chargedBy(await chargeDueBalances(config, noonOn(addDays(dueOn, -1))))).toBe(false);
    expect(chargedBy(await chargeDueBalances(config, noonOn(dueOn)))).toBe(true);
    const paid = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.payments.fullyPaid ? current : null;
    });
    expect(paid).toMatchObject({ savedCard: null, balanceChargeFailure: null });
    // Paid: the next run finds nothing to charge, and the ledger holds the deposit and the balance once each.
    expect(chargedBy(await chargeDueBalances(config, new Date(noonOn(dueOn).getTime() + 3_600_000)))).toBe(false);
    const ledger = await bookingsRepository(config).ledger(booking.id);
    expect(ledger.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([booking.deposit.depositAmount, balance].sort((a, b) => a - b));
    const receipt = await eventually(async () =>
      (await emailsTo(guest.email)).find((message) => message.detailType === 'PaymentSucceeded' && message.text.includes('Your booking is paid in full.')),
    );
    expect(receipt.text).toContain('(balance)');
  });

  it('a failed automatic charge keeps the booking, says so to the guest and staff, e-mails both once, and is not retried; the pay link then pays', async () => {
    const { quote, guest, booking } = await bookedQuote();
    // A card that always asks its holder to authenticate: off-session, the bank refuses it.
    await payDeposit(quote.token, '4000002760003184', true);
    const dueOn = booking.deposit.remainingBalanceDueAt;
    const run = await chargeDueBalances(config, noonOn(addDays(dueOn, 2)));
    expect(run.failed).toContain(booking.id);
    const failed = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.balanceChargeFailure ? current : null;
    });
    expect(failed.status).toBe('confirmed');
    expect(failed.balanceChargeFailure?.message).toMatch(/^Your bank asked to confirm the charge/);
    const admin = await bookingsRepository(config).get(booking.id);
    expect(admin!.balanceChargeFailure).toMatchObject({ dueOn, code: 'authentication_required' });

    const guestEmail = await eventually(async () => (await emailsTo(guest.email)).find((message) => message.detailType === 'PaymentFailed'));
    expect(guestEmail.subject).toContain('We could not charge your card for the balance');
    const staffEmails = await eventually(async () => {
      const found = (await emailsTo(config.STAFF_EMAIL)).filter(
        (message) => message.detailType === 'PaymentFailed' && message.subject.includes(failed.reference),
      );
      return found.length > 0 ? found : null;
    });
    expect(staffEmails).toHaveLength(1);
    expect(staffEmails[0]!.subject).toContain('Automatic balance charge failed');

    // Not charged again by the next runs: the guest pays by the link.
    const again = await chargeDueBalances(config, new Date(noonOn(addDays(dueOn, 2)).getTime() + 3_600_000));
    expect([...again.charged, ...again.failed]).not.toContain(booking.id);
    const link = await api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken: quote.token } });
    expect((await payOnPage(link.body.url, '4242424242424242')).status).toBe(303);
    const paid = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.payments.fullyPaid ? current : null;
    });
    expect(paid.balanceChargeFailure).toBeNull();
    expect((await emailsTo(guest.email)).filter((message) => message.detailType === 'PaymentFailed')).toHaveLength(1);
  });

  it('a saved card whose charges are declined (0341) fails the automatic charge, in the decline’s words', async () => {
    const { quote, booking } = await bookedQuote();
    await payDeposit(quote.token, '4242424242424242', true);
    const repository = bookingsRepository(config);
    const stored = (await repository.get(booking.id))!;
    // The card stopped working after the deposit: the customer's saved card is now Stripe's 0341, which attaches but is declined.
    const declining = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: stored.savedCard!.customerId });
    expect(
      (await repository.setCheckout(stored, { ...stored, savedCard: { ...stored.savedCard!, paymentMethodId: declining.id, last4: '0341' } })).outcome,
    ).toBe('changed');

    const dueOn = booking.deposit.remainingBalanceDueAt;
    expect((await chargeDueBalances(config, noonOn(dueOn))).failed).toContain(booking.id);
    const failed = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.balanceChargeFailure ? current : null;
    });
    expect(failed.status).toBe('confirmed');
    expect(failed.balanceChargeFailure?.message).toBe(
      'We could not charge your saved card for the balance. Your card was declined by your bank. Try another card, or call your bank and try again. Pay the balance with the Pay the balance button on your booking.',
    );
    expect((await repository.get(booking.id))!.balanceChargeFailure).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline', dueOn });
    expect((await repository.ledger(booking.id)).map((entry) => entry.amount)).toEqual([booking.deposit.depositAmount]);
  });
});
