import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceCheckout } from '#functions/app/payments/balance-checkout.ts';
import { depositCheckout } from '#functions/app/payments/checkout.ts';
import { shareCheckout } from '#functions/app/payments/share-checkout.ts';
import { verifiedEvent } from '#functions/app/payments/stripe-webhook.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { config } from './booking-support.ts';
import { bookedQuote } from './payment-support.ts';

// The payment use cases answer a refusal as an outcome (decision 048), with the status their
// routes answer it with; the routes' own suites (payments, balance-payments, split-payments) pin
// the HTTP answers. The clock is the one the payment suites give the stack (13 hours ahead).
const now = () => new Date(Date.now() + 13 * 3_600_000);

describe('the pay links as outcomes', () => {
  it('refuse a link that opens nothing, and a payment the booking is not waiting for; a payable deposit is a page to pay on', async () => {
    const payer = { name: 'Sam Friend', email: 'sam.friend@example.com' };
    expect(expectRefused(await depositCheckout(config, 'no-such-quote-token', now()))).toMatchObject({ statusCode: 404, code: 'QUOTE_NOT_FOUND' });
    expect(expectRefused(await balanceCheckout(config, 'no-such-quote-token', now()))).toMatchObject({ statusCode: 404, code: 'QUOTE_NOT_FOUND' });
    expect(expectRefused(await shareCheckout(config, 'no-such-share-token', payer, now()))).toMatchObject({ statusCode: 404, code: 'SHARE_NOT_FOUND' });

    const { quote } = await bookedQuote();
    // Waiting for its deposit: there is no balance to pay yet, and the portal's booking must be this one.
    expect(expectRefused(await balanceCheckout(config, quote.token, now()))).toMatchObject({ statusCode: 409, code: 'DEPOSIT_UNPAID' });
    expect(expectRefused(await balanceCheckout(config, quote.token, now(), { bookingId: randomUUID() }))).toMatchObject({
      statusCode: 404,
      code: 'BOOKING_NOT_FOUND',
    });
    const deposit = expectDone(await depositCheckout(config, quote.token, now()));
    expect(deposit.amount).toBeGreaterThan(0);
    expect(deposit.url).toMatch(/^http/);
  });

  it('refuse a webhook delivery whose signature does not match, as the 400 Stripe is answered', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } });
    const signature = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect(expectRefused(await verifiedEvent(config, payload, signature))).toMatchObject({
      statusCode: 400,
      code: 'BAD_SIGNATURE',
      message: 'The Stripe-Signature header does not match this payload.',
    });
  });
});
