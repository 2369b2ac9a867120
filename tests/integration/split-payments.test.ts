import { describe, expect, it } from 'vitest';
import type { AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import type { ShareCheckoutResponse, SharePageResponse, ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { eventually } from '#tests/support/wait.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';
import { ahead, bookedQuote, deliver, depositCheckout, payOnPage, publicBooking, state, stripe, stripeEvent } from './payment-support.ts';

// Split the cost (decision 021): the organiser's share link, friends' shares reserved on the
// booking before their checkout is made, paid through the simulator and its signed webhooks, and
// never more than the booking costs, however many pay at once.

async function shareLink(quoteToken: string, shareAmount?: number | null) {
  const response = await api('POST', '/api/bookings/share', {
    from: newClientAddress(),
    body: { quoteToken, ...(shareAmount === undefined ? {} : { shareAmount }) },
    headers: ahead(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as ShareLinkResponse).shares;
}

const tokenOf = (sharePath: string | null) => sharePath!.split('/').at(-1)!;
const sharePage = async (token: string) => (await api('GET', `/api/pay/${token}`, { from: newClientAddress(), headers: ahead() })).body as SharePageResponse;
const startShare = (token: string, name: string, email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@friends.example`) =>
  api('POST', `/api/pay/${token}/checkout`, { from: newClientAddress(), body: { name, email }, headers: ahead() });

async function confirmedBooking() {
  const made = await bookedQuote();
  const { url } = await depositCheckout(made.quote.token);
  await payOnPage(url, '4242424242424242');
  await eventually(async () => (await publicBooking(made.quote.token)).status === 'confirmed');
  return made;
}

describe('split the cost', () => {
  it("the organiser's share link opens the booking's money without their details, and refuses bad input without a change", async () => {
    const { quote, guest, booking } = await bookedQuote();
    const shares = await shareLink(quote.token);
    expect(shares.sharePath).toMatch(/^\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(shares).toMatchObject({ shareAmountSet: false, shareAmount: shares.perPersonCost, paidShares: [], remaining: booking.totalPrice });
    // Asking again keeps the link.
    expect((await shareLink(quote.token)).sharePath).toBe(shares.sharePath);
    expect((await publicBooking(quote.token)).shares.sharePath).toBe(shares.sharePath);

    const token = tokenOf(shares.sharePath);
    const page = await api('GET', `/api/pay/${token}`, { from: newClientAddress(), headers: ahead() });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      totalPrice: booking.totalPrice,
      paid: 0,
      remaining: booking.totalPrice,
      shareAmount: shares.perPersonCost,
      nextShare: shares.perPersonCost,
      booking: { organiserFirstName: 'Jordan' },
    });
    const text = JSON.stringify(page.body);
    for (const secret of [guest.email, guest.phone, 'Rivera', quote.token, booking.id]) expect(text).not.toContain(secret);

    const before = await state(booking.id);
    expect((await api('GET', '/api/pay/not-a-token', { from: newClientAddress() })).status).toBe(404);
    expect((await api('GET', `/api/pay/${'A'.repeat(43)}`, { from: newClientAddress() })).status).toBe(404);
    expect((await startShare(token, '')).status).toBe(400);
    expect((await startShare('A'.repeat(43), 'Sam Lee')).status).toBe(404);
    for (const shareAmount of [99, booking.totalPrice + 1, 150.5, -5]) {
      const refused = await api('POST', '/api/bookings/share', { from: newClientAddress(), body: { quoteToken: quote.token, shareAmount }, headers: ahead() });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    }
    expect((await state(booking.id)).booking.revision).toBe(before.booking.revision);

    // The organiser sets the share, and can go back to the per-person cost.
    expect((await shareLink(quote.token, 25_000)).shareAmount).toBe(25_000);
    expect((await sharePage(token)).shareAmount).toBe(25_000);
    expect(await shareLink(quote.token, null)).toMatchObject({ shareAmountSet: false, shareAmount: shares.perPersonCost });
  });

  it('a share counts toward the deposit first: a friend who covers it confirms the booking, and the organiser is not asked for it again', async () => {
    const { quote, booking } = await bookedQuote();
    const organisers = await depositCheckout(quote.token);
    const shares = await shareLink(quote.token, booking.deposit.depositAmount);
    const started = await startShare(tokenOf(shares.sharePath), 'Sam Lee');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const share = started.body as ShareCheckoutResponse;
    expect(share.amount).toBe(booking.deposit.depositAmount);

    // The friend goes back to the share page naming the share they paid, which the page lists once recorded.
    const back = new URL((await payOnPage(share.url, '4242424242424242')).location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${config.SITE_URL}${shares.sharePath}`);
    expect(back.searchParams.get('payment')).toBe('done');
    const paidShare = back.searchParams.get('share');
    expect(paidShare).toMatch(/^[0-9a-f-]{36}$/);
    const confirmed = await eventually(async () => {
      const current = await publicBooking(quote.token);
      return current.status === 'confirmed' ? current : null;
    });
    expect(confirmed.shares.paidShares).toEqual([
      { id: expect.any(String), reservationId: paidShare, name: 'Sam Lee', amount: booking.deposit.depositAmount, paidOn: expect.any(String), refunded: 0 },
    ]);
    expect((await sharePage(tokenOf(shares.sharePath))).paidShares.map((paid) => paid.reservationId)).toEqual([paidShare]);
    const { booking: stored } = await state(booking.id);
    expect(stored.payments).toMatchObject([{ kind: 'deposit', method: 'card', share: { name: 'Sam Lee' } }]);
    expect(stored.split?.reservations).toEqual([]);
    // The organiser's own deposit checkout was closed: they cannot pay the deposit twice.
    await eventually(async () => (await stripe.checkout.sessions.retrieve(organisers.url.split('/').at(-1)!)).status === 'expired');
  });

  it('N friends starting checkouts for the last part at once: exactly as many as fit get one, and paying them all never takes paid above the total', async () => {
    const { quote, booking } = await confirmedBooking();
    const remaining = (await publicBooking(quote.token)).payments.outstanding;
    // Three shares fit: two whole and the rest.
    const perShare = Math.ceil(remaining / 3) + 1;
    const token = tokenOf((await shareLink(quote.token, perShare)).sharePath);

    const friends = Array.from({ length: 8 }, (_, index) => `Friend ${String.fromCharCode(65 + index)} Lee`);
    const answers = await Promise.all(friends.map((name) => startShare(token, name)));
    const won = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as ShareCheckoutResponse);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(3);
    expect(won.reduce((sum, share) => sum + share.amount, 0)).toBe(remaining);
    expect(refused.map((answer) => `${answer.status} ${answer.body.error.code}`)).toEqual(Array(5).fill('409 NOTHING_LEFT'));
    expect(await sharePage(token)).toMatchObject({ reserved: remaining, nextShare: null });

    await Promise.all(won.map((share) => payOnPage(share.url, '4242424242424242')));
    // The booking and its ledger are read side by side (not one snapshot): wait until both show the
    // deposit and the three shares, or a payment recorded between the two reads looks missing.
    const settled = await eventually(async () => {
      const current = await state(booking.id);
      return current.ledger.length === 4 && current.booking.payments.length === 4 ? current : null;
    });
    expect(paymentSummary(settled.booking)).toMatchObject({ paid: booking.totalPrice, outstanding: 0, fullyPaid: true });
    expect(ledgerPaid(settled.ledger)).toBe(booking.totalPrice);
    expect(settled.booking.payments.filter((payment) => payment.share).every((payment) => payment.kind === 'balance')).toBe(true);
    expect(settled.booking.split?.reservations).toEqual([]);
    const page = await sharePage(token);
    expect(page).toMatchObject({ paid: booking.totalPrice, remaining: 0, reserved: 0, nextShare: null });
    expect(page.paidShares).toHaveLength(3);
    expect((await startShare(token, 'Late Lee')).body.error.code).toBe('NOTHING_LEFT');
  });

  it("a share's expired checkout frees its reservation for the group (checkout.session.expired)", async () => {
    const { quote } = await confirmedBooking();
    const token = tokenOf((await shareLink(quote.token, 10_000)).sharePath);
    const share = (await startShare(token, 'Robin Park')).body as ShareCheckoutResponse;
    expect((await sharePage(token)).reserved).toBe(10_000);
    const sessionId = share.url.split('/').at(-1)!;
    // Stripe (the simulator) sends checkout.session.expired; the webhook frees the share.
    const expired = await stripe.checkout.sessions.expire(sessionId);
    await eventually(async () => (await sharePage(token)).reserved === 0);
    expect((await sharePage(token)).nextShare).toBe(10_000);
    // Stripe retries: the same news again changes nothing.
    expect((await deliver(stripeEvent('checkout.session.expired', expired))).body).toEqual({ received: true, outcome: 'duplicate' });
  });

  it("each friend gets their own receipt at their own e-mail, without the organiser's link, and a refund goes back to the card that paid that share", async () => {
    const { quote, guest, booking } = await confirmedBooking();
    const token = tokenOf((await shareLink(quote.token, 20_000)).sharePath);
    const friends = [
      { name: 'Avery Stone', email: `avery-${booking.id}@friends.example`, card: '4242424242424242' },
      { name: 'Blake Moss', email: `blake-${booking.id}@friends.example`, card: '5555555555554444' },
    ];
    for (const friend of friends) {
      const started = await startShare(token, friend.name, friend.email);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await payOnPage((started.body as ShareCheckoutResponse).url, friend.card);
    }
    const paid = await eventually(async () => {
      const current = await state(booking.id);
      return current.booking.payments.filter((payment) => payment.share).length === 2 ? current.booking.payments.filter((payment) => payment.share) : null;
    });
    // Stripe does not promise its webhooks arrive in the order the cards were paid, so the shares
    // are matched by name, not by the order they were recorded in.
    const byName = (name: string) => paid.find((payment) => payment.share?.name === name)!;
    expect(friends.map((friend) => [byName(friend.name).share?.email, byName(friend.name).card?.brand])).toEqual(
      friends.map((friend, index) => [friend.email, index === 0 ? 'visa' : 'mastercard']),
    );

    const outbox = outboxRepository(config);
    for (const friend of friends) {
      const receipt = await eventually(async () => (await outbox.listByRecipient(friend.email)).find((message) => message.detailType === 'PaymentSucceeded'));
      expect(receipt.role).toBe('payer');
      expect(receipt.subject).toContain("your $200.00 share of Jordan's cruise");
      expect(receipt.text).toContain(`${config.SITE_URL}/pay/${token}`);
      for (const secret of [quote.token, guest.email, 'Rivera']) expect(`${receipt.text}${receipt.html}`).not.toContain(secret);
    }
    // The organiser's receipts name who paid.
    const organisers = await eventually(async () => {
      const messages = (await outbox.listByRecipient(guest.email)).filter(
        (message) => message.detailType === 'PaymentSucceeded' && message.text.includes('paid a $200.00 share'),
      );
      return messages.length === 2 ? messages : null;
    });
    const organiserTexts = organisers.map((message) => message.text).join('\n');
    for (const friend of friends) expect(organiserTexts).toContain(`${friend.name} paid a $200.00 share`);

    // Staff refund Blake's share: it goes to Blake's own card (their PaymentIntent), Avery's is untouched.
    const [avery, blake] = [byName('Avery Stone'), byName('Blake Moss')];
    const refunded = await asAdmin('POST', `/api/admin/bookings/${booking.id}/refunds`, {
      amount: 20_000,
      reason: 'Blake cannot come.',
      kind: 'mistake',
      chargeId: blake.card!.paymentIntentId,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refundsOf = async (paymentIntentId: string) => (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data;
    expect((await refundsOf(blake.card!.paymentIntentId)).map((refund) => [refund.amount, refund.charge])).toEqual([[20_000, blake.card!.chargeId]]);
    expect(await refundsOf(avery.card!.paymentIntentId)).toEqual([]);
  });

  it('cancelling refunds every share to the card that paid it, several at once, each entered in the ledger once, and says where each went', async () => {
    const { quote, booking } = await confirmedBooking();
    const token = tokenOf((await shareLink(quote.token, 5_000)).sharePath);
    const cards = ['4242424242424242', '5555555555554444', '4242424242424242', '5555555555554444', '4242424242424242', '5555555555554444'];
    for (const [index, card] of cards.entries()) {
      const started = await startShare(token, `Friend ${String.fromCharCode(65 + index)}`);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await payOnPage((started.body as ShareCheckoutResponse).url, card);
    }
    const before = await eventually(async () => {
      const current = await state(booking.id);
      return current.booking.payments.length === 1 + cards.length ? current : null;
    });
    const paid = paymentSummary(before.booking).paid;

    const cancelled = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'The group called it off.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const { refund } = cancelled.body as AdminCancelBookingResponse;
    expect(refund).toMatchObject({ withinTerms: true, refunded: paid });
    expect(refund.problem).toBeUndefined();
    expect(refund.results.map((result) => [result.paymentId, result.amount, result.to, result.status]).sort()).toEqual(
      before.booking.payments
        .map((payment) => [
          payment.id,
          payment.amount,
          payment.card!.brand === 'visa' ? `Visa ending ${payment.card!.last4}` : `Mastercard ending ${payment.card!.last4}`,
          'refunded',
        ])
        .sort(),
    );

    // Each charge's own refund at Stripe, and each in the ledger once, whichever of the answer and
    // the webhooks (refund.created, charge.refunded) entered it.
    const after = await eventually(async () => {
      const current = await state(booking.id);
      return current.ledger.filter((entry) => entry.kind === 'refund').length === before.booking.payments.length ? current : null;
    });
    for (const payment of before.booking.payments) {
      const refunds = (await stripe.refunds.list({ payment_intent: payment.card!.paymentIntentId, limit: 100 })).data;
      expect(refunds.map((made) => made.amount)).toEqual([payment.amount]);
      expect(after.ledger.filter((entry) => entry.kind === 'refund' && entry.paymentId === payment.id).map((entry) => entry.entryKey)).toEqual([
        `REFUND#${refunds[0]!.id}`,
      ]);
    }
    expect(after.booking.refunds).toHaveLength(before.booking.payments.length);
    expect(ledgerPaid(after.ledger)).toBe(0);
    expect(paymentSummary(after.booking).paid).toBe(0);

    // The share link's page says it too: what went back, each share refunded, nothing to pay.
    const page = await sharePage(token);
    expect(page).toMatchObject({ booking: { status: 'cancelled' }, paid: 0, refunded: paid, nextShare: null });
    expect(page.paidShares).toHaveLength(cards.length);
    for (const share of page.paidShares) expect(share.refunded).toBe(share.amount);
  });
});
