import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { releaseExpiredHolds } from '#functions/app/booking/release-holds.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { book, config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { payOnPage } from './payment-support.ts';
import { clockDaysBefore, clockHeaders } from '#tests/support/test-clock.ts';
import { closeCheckout } from '#functions/adapters/stripe/close-checkout.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';

// The deposit paid by card (decision 018), end to end through the payment simulator: the checkout
// route, the simulator's page and its signed webhooks, and the webhook's replays, reordering and
// forgeries.
//
// Stripe (and the simulator) keep real time, so the checkout's expiry must be within a day of it;
// the suites sharing the stack release holds at clocks near the suite's noon (test-clock.ts). These
// bookings are made 13 hours ahead of real time: their holds end after every such clock, and their
// checkouts still expire within Stripe's bounds.
const ahead = () => clockHeaders(new Date(Date.now() + 13 * 3_600_000));

const { STRIPE_SECRET_KEY: secretKey = '', STRIPE_WEBHOOK_SECRET: webhookSecret = '', STRIPE_ENDPOINT: endpoint = '' } = process.env;
const simulator = new URL(endpoint);
const stripe = new Stripe(secretKey, { host: simulator.hostname, port: Number(simulator.port), protocol: 'http' });
const WEBHOOK = '/api/payments/stripe/webhook';

async function bookedQuote(groupSize = 20) {
  const quote = await storedQuote(privateSelection(freshCruiseDate(2), groupSize));
  const guest = leadGuest();
  const made = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID(), ...ahead() },
    body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { quote, guest, booking: made.body.booking as PublicBooking };
}

async function checkout(token: string) {
  const response = await api('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken: token }, headers: ahead() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { url: string; amount: number; holdExpiresAt: string };
}

const publicBooking = async (token: string) =>
  ((await api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse).booking!;

/** Sends the webhook an event as Stripe does: the JSON, signed with `secret`. */
async function deliver(event: unknown, secret = webhookSecret, tamper?: (payload: string) => string) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api('POST', WEBHOOK, { from: newClientAddress(), body: tamper ? JSON.parse(tamper(payload)) : event, headers: { 'stripe-signature': signature } });
}

function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

async function state(bookingId: string) {
  const [booking, ledger] = await Promise.all([bookingsRepository(config).get(bookingId), bookingsRepository(config).ledger(bookingId)]);
  return { booking: booking!, ledger };
}

describe('paying the deposit by card', () => {
  it('a declined card keeps the hold and says why; 4242 then confirms the booking at once, with the ledger entry, the receipt and PaymentSucceeded', async () => {
    const { quote, guest, booking } = await bookedQuote();
    expect(booking.status).toBe('pending_deposit');
    const started = await checkout(quote.token);
    expect(started.amount).toBe(booking.deposit.depositAmount);
    expect(started.url).toMatch(/\/dev\/checkout\/cs_test_/);
    // Asking again gives the same open page, not a second session that could charge twice.
    expect((await checkout(quote.token)).url).toBe(started.url);

    const declined = await payOnPage(started.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    const held = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.lastPaymentFailure ? current : null;
    });
    expect(held.status).toBe('pending_deposit');
    expect(held.holdExpiresAt).toBe(booking.holdExpiresAt);
    expect(held.lastPaymentFailure?.message).toBe('Your card was declined by your bank. Try another card, or call your bank and try again.');

    const paid = await payOnPage(started.url, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${config.SITE_URL}/quote/${quote.token}?payment=done`);
    const confirmed = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.status === 'confirmed' ? current : null;
    });
    expect(confirmed).toMatchObject({
      holdExpiresAt: null,
      lastPaymentFailure: null,
      payments: { paid: booking.deposit.depositAmount, depositOutstanding: 0 },
    });

    const { booking: stored, ledger } = await state(booking.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'charge',
      amount: booking.deposit.depositAmount,
      method: 'card',
      stripe: { paymentIntentId: expect.stringMatching(/^pi_/), chargeId: expect.stringMatching(/^ch_/) },
    });
    expect(stored.payments[0]).toMatchObject({ kind: 'deposit', method: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(stored.events.map((event) => event.type)).toEqual(['BookingRequested', 'BookingConfirmed']);
    // A paid checkout cannot be started again.
    expect(
      (await api('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken: quote.token }, headers: ahead() })).body.error.code,
    ).toBe('DEPOSIT_PAID');

    const receipt = await eventually(async () =>
      (await outboxRepository(config).listByRecipient(guest.email)).find((message) => message.detailType === 'PaymentSucceeded'),
    );
    expect(receipt.subject).toContain(`Receipt: ${'$'}`);
    expect(receipt.text).toContain('Method: Visa ending 4242');
    expect(receipt.text).toContain(`Remaining due by`);
  });

  it('authentication (3-D Secure) can be passed, or failed in plain words', async () => {
    const { quote, booking } = await bookedQuote();
    const { url } = await checkout(quote.token);
    const asked = await payOnPage(url, '4000002500003155');
    expect(asked.text).toContain('Authenticate this payment');
    const failed = await fetch(`${url}/authenticate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
    });
    expect(failed.status).toBe(402);
    const shown = await eventually(async () => (await publicBooking(quote.token)).lastPaymentFailure);
    expect(shown.message).toMatch(/^Your bank could not confirm it was you/);

    await payOnPage(url, '4000002500003155');
    const passed = await fetch(`${url}/authenticate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
    });
    expect(passed.status).toBe(303);
    await eventually(async () => (await publicBooking(quote.token)).status === 'confirmed');
    expect((await state(booking.id)).ledger).toHaveLength(1);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature, a tampered body and a missing header with 400 and changes nothing', async () => {
    const { quote, booking } = await bookedQuote();
    const { url } = await checkout(quote.token);
    await payOnPage(url, '4000000000000002');
    await eventually(async () => (await publicBooking(quote.token)).lastPaymentFailure);
    const before = await state(booking.id);
    const intent = await stripe.paymentIntents.retrieve(String(before.booking.lastPaymentFailure!.paymentIntentId));
    const forged = stripeEvent('payment_intent.payment_failed', intent);

    const wrongSecret = await deliver(forged, `whsec_${'x'.repeat(32)}`);
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error.code).toBe('BAD_SIGNATURE');
    const tampered = await deliver(forged, webhookSecret, (payload) => payload.replace('"amount":', '"amount":1'));
    expect(tampered.status).toBe(400);
    const unsigned = await api('POST', WEBHOOK, { from: newClientAddress(), body: forged });
    expect(unsigned.status).toBe(400);
    const after = await state(booking.id);
    expect(after.booking.revision).toBe(before.booking.revision);
    expect(after.ledger).toEqual(before.ledger);
    // The same event, signed, is taken.
    expect((await deliver(forged)).body).toEqual({ received: true, outcome: 'recorded' });
  });

  it('handles a replayed event once, and events out of order: a late failure never undoes a payment, a second success event finds it recorded', async () => {
    const { quote, booking } = await bookedQuote();
    const { url } = await checkout(quote.token);
    await payOnPage(url, '4000000000000002');
    const declinedAt = Math.floor(Date.now() / 1000) - 5;
    await eventually(async () => (await publicBooking(quote.token)).lastPaymentFailure);
    const failedIntent = await stripe.paymentIntents.retrieve(String((await state(booking.id)).booking.lastPaymentFailure!.paymentIntentId));
    await payOnPage(url, '4242424242424242');
    await eventually(async () => (await publicBooking(quote.token)).status === 'confirmed');
    const settled = await state(booking.id);
    const session = await stripe.checkout.sessions.retrieve(url.split('/').at(-1)!);

    // Stripe retries a delivery it did not see answered: the same event id again.
    const succeeded = stripeEvent('payment_intent.succeeded', await stripe.paymentIntents.retrieve(String(session.payment_intent)));
    expect((await deliver(succeeded)).body.outcome).toBe('duplicate');
    expect((await deliver(succeeded)).body.outcome).toBe('duplicate');
    // checkout.session.completed about the same payment, arriving after it was recorded.
    expect((await deliver(stripeEvent('checkout.session.completed', session))).body.outcome).toBe('duplicate');
    // The decline, delivered late (after the success): recorded for the audit, but the booking stays paid.
    expect(
      (
        await deliver(
          stripeEvent(
            'payment_intent.payment_failed',
            {
              ...failedIntent,
              status: 'requires_payment_method',
              last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
            },
            declinedAt,
          ),
        )
      ).body.outcome,
    ).toBe('recorded');

    const after = await state(booking.id);
    expect(after.ledger).toEqual(settled.ledger);
    expect(after.booking.payments).toEqual(settled.booking.payments);
    expect(after.booking.status).toBe('confirmed');
    expect(after.booking.lastPaymentFailure).toBeUndefined();
    // An event of a kind the endpoint does not act on is acknowledged, so Stripe stops sending it.
    expect((await deliver(stripeEvent('charge.refund.updated', { id: 're_1' }))).body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('keeps paid = sum(charges) - sum(refunds) within the total: staff payments and card payments in one ledger, an overpaying charge refunded at once', async () => {
    const { quote, booking } = await bookedQuote();
    const part = Math.floor(booking.deposit.depositAmount / 2);
    const recorded = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: part,
      method: 'cash',
      // Staff requests carry the real clock: the money came in today, in Austin.
      receivedOn: calendarDateIn(new Date()),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // The rest of the deposit by card: the checkout asks for what the deposit still lacks.
    const { url, amount } = await checkout(quote.token);
    expect(amount).toBe(booking.deposit.depositAmount - part);
    await payOnPage(url, '5555555555554444');
    await eventually(async () => (await publicBooking(quote.token)).status === 'confirmed');

    // A charge bigger than what remains (made straight at Stripe for this booking) is never kept:
    // it is refunded at once and both are in the ledger, so what is paid does not move (decision 037).
    const stored = (await state(booking.id)).booking;
    const remaining = paymentSummary(stored).outstanding;
    const extra = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: remaining + 100, product_data: { name: 'Too much' } } }],
      metadata: { bookingId: booking.id },
      payment_intent_data: { metadata: { bookingId: booking.id } },
      success_url: `${config.SITE_URL}/`,
      expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    });
    await payOnPage(extra.url!, '4242424242424242');
    const intent = await eventually(async () => {
      const current = await stripe.checkout.sessions.retrieve(extra.id);
      return current.status === 'complete' ? String(current.payment_intent) : null;
    });
    const returned = await eventually(async () => (await state(booking.id)).booking.refunds?.find((refund) => refund.returned) ?? null);
    expect(returned).toMatchObject({ amount: remaining + 100, stripe: { paymentIntentId: intent } });
    expect((await stripe.refunds.list({ payment_intent: intent })).data.map((refund) => refund.amount)).toEqual([remaining + 100]);
    // Told again, the webhook finds it recorded.
    expect((await deliver(stripeEvent('payment_intent.succeeded', await stripe.paymentIntents.retrieve(intent)))).body.outcome).toBe('duplicate');

    const { booking: final, ledger } = await state(booking.id);
    expect(ledger.map((entry) => `${entry.kind} ${entry.method}`).sort()).toEqual(['charge card', 'charge card', 'charge cash', 'refund card']);
    expect(ledgerPaid(ledger)).toBe(paymentSummary(final).paid);
    expect(paymentSummary(final).paid).toBe(booking.deposit.depositAmount);
    expect(paymentSummary(final).paid).toBeLessThanOrEqual(final.price.totalPrice);
  });

  it('closes the checkout before releasing an unpaid booking, and never releases one whose checkout was paid', async () => {
    // Booked 20 days back (a clock no other suite releases at), with checkouts made now at Stripe.
    const clock = clockDaysBefore(20);
    const booked = async () => {
      const quote = await storedQuote(privateSelection(freshCruiseDate(4), 20), { clock });
      const made = await book(quote.token, '13:30', { clock });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const booking = (await bookingsRepository(config).get(made.body.booking.id))!;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: booking.deposit.depositAmount, product_data: { name: 'Deposit' } } }],
        metadata: { bookingId: booking.id },
        payment_intent_data: { metadata: { bookingId: booking.id } },
        success_url: `${config.SITE_URL}/`,
        expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
      });
      const checkout = {
        sessionId: session.id,
        url: session.url!,
        expiresAt: new Date(session.expires_at * 1000).toISOString(),
        amount: booking.deposit.depositAmount,
      };
      expect((await bookingsRepository(config).setCheckout(booking, { ...booking, checkout })).outcome).toBe('changed');
      return { booking, url: session.url!, sessionId: session.id };
    };
    const unpaid = await booked();
    const paid = await booked();
    await payOnPage(paid.url, '4242424242424242');
    // Paid at Stripe: the job must leave it, whether or not the webhook has confirmed it yet.
    expect(await closeCheckout(config, paid.sessionId)).toBe('complete');

    const afterHold = new Date(Date.parse(unpaid.booking.holdExpiresAt!) + 60_000);
    for (let run = 0; run < 20; run++) {
      const { released } = await releaseExpiredHolds(config, afterHold);
      if (released.length === 0) break;
    }
    expect((await bookingsRepository(config).get(unpaid.booking.id))?.status).toBe('released');
    expect((await stripe.checkout.sessions.retrieve(unpaid.sessionId)).status).toBe('expired');
    // The released booking's page takes no more payments.
    expect((await payOnPage(unpaid.url, '4242424242424242')).status).toBe(410);
    await eventually(async () => (await bookingsRepository(config).get(paid.booking.id))?.status === 'confirmed');
  });
});
