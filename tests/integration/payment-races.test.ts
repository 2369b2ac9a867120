import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { AdminSummaryResponse } from '#domain/people/back-office.ts';
import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import type { ShareCheckoutResponse, ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';
import { ahead, bookedQuote, depositCheckout, payOnPage, publicBooking, state, stripe } from './payment-support.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';

// Two checkouts of one booking paid at once (issue 25, decision 037). The guest's balance pay
// link was made for all that remained; a friend's share then took part of it, and both were paid:
// the second charge fitted nowhere and was left unrecorded, the guest's page waiting for ever.
// Now a share closes the open pay link before it reserves, the pay link charges only what open
// shares do not hold, and a charge that still finds no room is refunded at once, in the ledger.

const GOOD_CARD = '4242424242424242';

async function confirmedBooking() {
  const made = await bookedQuote();
  const { url } = await depositCheckout(made.quote.token);
  await payOnPage(url, GOOD_CARD);
  await eventually(async () => (await publicBooking(made.quote.token)).status === 'confirmed');
  return made;
}

const balanceCheckout = (quoteToken: string) =>
  api('POST', '/api/bookings/balance-checkout', { from: newClientAddress(), body: { quoteToken }, headers: ahead() });

async function shareToken(quoteToken: string, shareAmount: number) {
  const response = await api('POST', '/api/bookings/share', { from: newClientAddress(), body: { quoteToken, shareAmount }, headers: ahead() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as ShareLinkResponse).shares.sharePath!.split('/').at(-1)!;
}

const sessionOf = (url: string) => url.split('/').at(-1)!;

/** Every charge the simulator took for the booking is on its ledger, and every refund of one too. */
async function simulatorAgreesWithLedger(bookingId: string) {
  const { booking, ledger } = await state(bookingId);
  const ours: Stripe.PaymentIntent[] = [];
  for await (const intent of stripe.paymentIntents.list({ limit: 100 }))
    if (intent.metadata['bookingId'] === bookingId && intent.status === 'succeeded') ours.push(intent);
  expect(ours.length).toBeGreaterThan(0);
  for (const intent of ours) {
    expect(
      ledger.some((entry) => entry.kind === 'charge' && entry.stripe?.paymentIntentId === intent.id),
      `charge ${intent.id} is on the ledger`,
    ).toBe(true);
    const refunds = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 });
    for (const refund of refunds.data)
      expect(
        ledger.some((entry) => entry.kind === 'refund' && entry.stripeRefund?.refundId === refund.id),
        `refund ${refund.id} is on the ledger`,
      ).toBe(true);
  }
  expect(ledgerPaid(ledger)).toBe(paymentSummary(booking).paid);
  return { booking, ledger };
}

describe('two checkouts of one booking paid at once', () => {
  it("a friend's share closes the organiser's open balance link, so both can be paid and nothing is paid twice", async () => {
    const { quote, booking } = await confirmedBooking();
    const remaining = (await publicBooking(quote.token)).payments.outstanding;
    const organiser = await balanceCheckout(quote.token);
    expect(organiser.status, JSON.stringify(organiser.body)).toBe(200);
    expect(organiser.body.amount).toBe(remaining);

    const share = await api('POST', `/api/pay/${await shareToken(quote.token, 25_000)}/checkout`, {
      from: newClientAddress(),
      body: { name: 'Sam Lee', email: 'sam.lee@friends.example' },
      headers: ahead(),
    });
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    // The link made for the whole balance can no longer be paid.
    expect((await stripe.checkout.sessions.retrieve(sessionOf(organiser.body.url))).status).toBe('expired');
    const late = await payOnPage(organiser.body.url, GOOD_CARD);
    expect(late.location ?? '').not.toContain('payment=balance-paid');

    // Asked again, the link charges what the friend's open share does not hold.
    const again = await balanceCheckout(quote.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.amount).toBe(remaining - 25_000);

    await Promise.all([payOnPage((share.body as ShareCheckoutResponse).url, GOOD_CARD), payOnPage(again.body.url, GOOD_CARD)]);
    const settled = await eventually(async () => {
      const current = await state(booking.id);
      return paymentSummary(current.booking).fullyPaid ? current : null;
    });
    expect(paymentSummary(settled.booking)).toMatchObject({ paid: booking.totalPrice, outstanding: 0 });
    expect(settled.booking.refunds ?? []).toEqual([]);
    await simulatorAgreesWithLedger(booking.id);
  });

  it("staff's payment by hand closes the guest's open pay link; a card payment the booking then has no room for is refunded at once, entered in the ledger, shown to staff and told to the payer", async () => {
    const { quote, booking, guest } = await confirmedBooking();
    const remaining = (await publicBooking(quote.token)).payments.outstanding;
    const organiser = await balanceCheckout(quote.token);
    expect(organiser.status, JSON.stringify(organiser.body)).toBe(200);
    // Staff take the rest in cash while the guest's pay link is open: the link can no longer be paid.
    const cash = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'balance',
      amount: remaining,
      method: 'cash',
      // Staff requests carry the real clock: the money came in today, in Austin.
      receivedOn: calendarDateIn(new Date()),
    });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(sessionOf(organiser.body.url))).status).toBe('expired');
    expect((await state(booking.id)).booking.balanceCheckout).toBeUndefined();

    // A balance charge that reaches Stripe all the same (made there for this booking, as any
    // checkout the app made might be) fits nowhere: the booking is paid.
    const metadata = { bookingId: booking.id, kind: 'balance' };
    const stale = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: remaining, product_data: { name: 'The balance' } } }],
      customer_email: guest.email,
      metadata,
      payment_intent_data: { metadata },
      success_url: `${config.SITE_URL}/`,
      expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    });
    const paid = await payOnPage(stale.url!, GOOD_CARD);
    const paymentIntentId = await eventually(async () => {
      const current = await state(booking.id);
      return current.booking.refunds?.find((refund) => refund.returned)?.stripe?.paymentIntentId ?? null;
    });
    expect(paid.status).toBeLessThan(400);

    const { booking: stored, ledger } = await simulatorAgreesWithLedger(booking.id);
    expect(paymentSummary(stored)).toMatchObject({ paid: booking.totalPrice, outstanding: 0, fullyPaid: true });
    const entries = ledger.filter((entry) => entry.stripe?.paymentIntentId === paymentIntentId || entry.stripeRefund?.paymentIntentId === paymentIntentId);
    expect(entries.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ['charge', remaining],
      ['refund', remaining],
    ]);
    const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([remaining]);

    // Staff see the charge and its refund on the booking, with why.
    const page = (await asAdmin('GET', `/api/admin/bookings/${booking.id}`)).body as AdminBookingResponse;
    expect(page.booking.refundsRecorded.find((refund) => refund.returned)).toMatchObject({
      amount: remaining,
      reason: expect.stringMatching(/^Not needed: the booking was already paid in full/),
    });
    expect(page.booking.payments).toMatchObject({ paid: booking.totalPrice, outstanding: 0 });
    const dashboard = (await asAdmin('GET', '/api/admin/summary')).body as AdminSummaryResponse;
    expect(dashboard.returnedPayments).toContainEqual(expect.objectContaining({ booking: expect.objectContaining({ id: booking.id }), amount: remaining }));
    expect((await publicBooking(quote.token)).returnedPayments).toEqual([
      expect.objectContaining({ amount: remaining, card: 'Back to your Visa ending 4242' }),
    ]);

    // The guest is told, once, in their own e-mail.
    const told = await eventually(async () => {
      const messages = (await outboxRepository(config).listByRecipient(guest.email)).filter((message) => message.subject.startsWith('Refunded: your payment'));
      return messages.length > 0 ? messages : null;
    });
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('We refunded it in full straight away');
  });
});
