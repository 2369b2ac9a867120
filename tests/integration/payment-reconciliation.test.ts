import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import type { ShareCheckoutResponse, ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { DeleteCommand, documentClient, GetCommand, PutCommand } from '#functions/adapters/dynamodb/client.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { discrepancies, reconcilePayments } from '#functions/app/payments/reconcile.ts';
import { loadConfig, type Config } from '#functions/platform/config.ts';
import { ownStack } from '#tests/support/own-stack.ts';
import { eventually } from '#tests/support/wait.ts';
import { newClientAddress } from './api-client.ts';
import { config as sharedConfig } from './booking-support.ts';
import { ahead, paymentHelpers, payOnPage, stripeEvent } from './payment-support.ts';

// The reconciliation job (decision 021) against bookings broken on purpose, the way real faults
// would leave them: a checkout paid at Stripe whose webhook never came (the table as it was before
// the payment), a ledger entry lost, and a friend's share whose checkout ran out unpaid.
//
// On a throw-away stack of its own: money broken on purpose stays broken for the month (the
// "lost" ledger entry is only reported, and the "missed" payment is announced twice against one
// entry), and on the shared stack that would make the money model's month-wide check, the
// dashboard against the business summary, fail for another suite's doing.

const stack = ownStack({ trustTestHeaders: true });
let config: Config;
let helpers: ReturnType<typeof paymentHelpers>;

beforeAll(() => {
  config = loadConfig(stack().env);
  helpers = paymentHelpers({ config, gateway: stack().url });
});

const db = () => documentClient(config);
const bookingKey = (id: string) => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' });

async function deleteLedger(bookingId: string) {
  const { state } = helpers;
  for (const entry of (await state(bookingId)).ledger)
    await db().send(new DeleteCommand({ TableName: config.TABLE_NAME, Key: { pk: `BOOKING#${bookingId}`, sk: `LEDGER#${entry.entryKey}` } }));
}

async function paidBooking() {
  const { bookedQuote, depositCheckout, publicBooking } = helpers;
  const made = await bookedQuote();
  const { url } = await depositCheckout(made.quote.token);
  await payOnPage(url, '4242424242424242');
  await eventually(async () => (await publicBooking(made.quote.token)).status === 'confirmed');
  return made;
}

describe('reconciling payments', () => {
  // Three paid bookings, two checkouts on the simulator's page and two reconciliation runs: 26 s
  // and over 30 s (the project's default) in two runs beside a full test run on two cores. The
  // budget is for a loaded machine (decision 039); the test checks outcomes, not speed.
  it('records a completed checkout the webhook missed through the webhook path, frees a lapsed share, and reports a ledger that disagrees without touching it', {
    timeout: 90_000,
  }, async () => {
    const { bookedQuote, call, deliver, depositCheckout, publicBooking, state, stripe } = helpers;
    // 1. Paid at Stripe, never heard of: the booking and its ledger put back as they were before.
    const missed = await bookedQuote();
    const { url } = await depositCheckout(missed.quote.token);
    const unpaidItem = (await db().send(new GetCommand({ TableName: config.TABLE_NAME, Key: bookingKey(missed.booking.id) }))).Item!;
    expect(unpaidItem['checkout']).toBeDefined();
    await payOnPage(url, '4242424242424242');
    await eventually(async () => (await publicBooking(missed.quote.token)).status === 'confirmed');
    // The simulator sends two events per payment, one after the other: the second (a duplicate
    // until now) would record the payment again, so the booking is broken until it stays broken.
    await eventually(async () => {
      await deleteLedger(missed.booking.id);
      await db().send(new PutCommand({ TableName: config.TABLE_NAME, Item: unpaidItem }));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return (await state(missed.booking.id)).booking.status === 'pending_deposit';
    });

    // 2. A ledger entry lost: the booking says paid, the ledger says nothing.
    const lost = await paidBooking();
    await deleteLedger(lost.booking.id);
    const lostBefore = (await state(lost.booking.id)).booking;

    // 3. A friend's share whose checkout ran out unpaid (its webhook lost too).
    const shared = await paidBooking();
    const link = (
      await call('POST', '/api/bookings/share', { from: newClientAddress(), body: { quoteToken: shared.quote.token, shareAmount: 10_000 }, headers: ahead() })
    ).body as ShareLinkResponse;
    const share = (
      await call('POST', `/api/pay/${link.shares.sharePath!.split('/').at(-1)}/checkout`, {
        from: newClientAddress(),
        body: { name: 'Robin Park', email: 'robin.park@friends.example' },
        headers: ahead(),
      })
    ).body as ShareCheckoutResponse;
    expect((await state(shared.booking.id)).booking.split?.reservations).toHaveLength(1);

    const later = new Date(Date.parse(share.expiresAt) + 60_000);
    const report = await reconcilePayments(config, later);
    expect(report.recorded).toContainEqual({ bookingId: missed.booking.id, sessionId: url.split('/').at(-1) });
    expect(report.freed).toContainEqual({ bookingId: shared.booking.id, reservationId: expect.any(String) });
    expect(report.unresolved).toContainEqual({
      bookingId: lost.booking.id,
      problem: 'ledger-mismatch',
      detail: `booking says ${paymentSummary(lostBefore).paid} paid, ledger sums to 0`,
    });
    expect(discrepancies(report)).toBeGreaterThanOrEqual(2);
    for (const id of [missed.booking.id, shared.booking.id]) expect(report.unresolved.map((problem) => problem.bookingId)).not.toContain(id);

    const fixed = await state(missed.booking.id);
    expect(fixed.booking.status).toBe('confirmed');
    expect(fixed.ledger).toHaveLength(1);
    // None of it reached the run's shared stack.
    expect(await bookingsRepository(sharedConfig).get(missed.booking.id)).toBeNull();
    expect(ledgerPaid(fixed.ledger)).toBe(paymentSummary(fixed.booking).paid);
    expect(paymentSummary(fixed.booking).paid).toBe(missed.booking.deposit.depositAmount);
    expect((await state(shared.booking.id)).booking.split?.reservations).toEqual([]);
    // Reported, not changed: which side is right needs a person.
    expect((await state(lost.booking.id)).booking).toEqual(lostBefore);

    // A second run finds nothing more to do for them, and still reports what needs staff.
    const again = await reconcilePayments(config, later);
    expect(again.recorded.map((entry) => entry.bookingId)).not.toContain(missed.booking.id);
    expect(again.freed.map((entry) => entry.bookingId)).not.toContain(shared.booking.id);
    expect(again.unresolved.map((problem) => problem.bookingId)).toContain(lost.booking.id);
    // The real event arriving late finds the payment recorded.
    const session = await stripe.checkout.sessions.retrieve(url.split('/').at(-1)!);
    expect(session.status).toBe('complete');
    expect((await deliver(stripeEvent('checkout.session.completed', session))).body.outcome).toBe('duplicate');
    expect((await state(missed.booking.id)).ledger).toHaveLength(1);
  });
});
