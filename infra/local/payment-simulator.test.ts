import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentSimulator, localStripeKeys, parseStripeForm } from './payment-simulator.ts';

// The contract between the payment simulator and Stripe as our code sees it (decision 018): the
// official package talks to it unchanged, and what it sends our webhook passes the package's own
// signature check and has the shapes the package's types promise, for each test card's outcome.

const keys = localStripeKeys();
const WEBHOOK = '/hook';
const received: Array<{ body: string; signature: string }> = [];
let base = '';
const simulator = createPaymentSimulator({ ...keys, baseUrl: () => base, webhookPath: WEBHOOK, retryDelaysMs: [50] });
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  if (simulator.handles(url.pathname)) return simulator.handle(req, res, url);
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
    res.writeHead(200).end();
  });
});
let stripe: Stripe;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  stripe = new Stripe(keys.secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newSession = (amount = 62_900, metadata: Record<string, string> = { bookingId: 'b-1' }) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Deposit (25%): Essentials' } } }],
    customer_email: 'jordan@example.com',
    client_reference_id: 'b-1',
    metadata,
    payment_intent_data: { metadata },
    success_url: `${base}/quote/x?payment=done`,
    cancel_url: `${base}/quote/x?payment=cancelled`,
    expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
  });

async function pay(session: Stripe.Checkout.Session, card: string): Promise<Response> {
  return fetch(session.url!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: card, exp: '12/34', cvc: '123', name: 'J R' }),
  });
}

/** The deliveries since `from`, each checked as our webhook checks it. */
async function eventsSince(from: number): Promise<Stripe.Event[]> {
  await simulator.drain();
  return received.slice(from).map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, keys.webhookSecret));
}

describe('payment simulator: Stripe as the official package sees it', () => {
  it('makes, retrieves and expires Checkout Sessions through the package, with Stripe’s bounds and errors', async () => {
    const session = await newSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 62_900,
      currency: 'usd',
      mode: 'payment',
    });
    expect(session.url).toBe(`${base}/dev/checkout/${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
    const before = received.length;
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // As Stripe does, the endpoint hears of it once: checkout.session.expired, signed.
    const expired = await eventsSince(before);
    expect(expired.map((event) => event.type)).toEqual(['checkout.session.expired']);
    if (expired[0]?.type === 'checkout.session.expired') expect(expired[0].data.object).toMatchObject({ id: session.id, status: 'expired' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404 });
    // Stripe's own rule: a session lives 30 minutes at least.
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
        success_url: base,
        expires_at: Math.floor(Date.now() / 1000) + 60,
      }),
    ).rejects.toMatchObject({ param: 'expires_at' });
    // A wrong key is Stripe's authentication error.
    const stranger = new Stripe('sk_test_notthekey', { host: '127.0.0.1', port: Number(new URL(base).port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(stranger.checkout.sessions.retrieve(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("lets the card form's answer go back to the session's own return addresses, and no other form post leave the page", async () => {
    // The site opened as localhost, this page served as 127.0.0.1: another origin, which the browser
    // checks the form's redirect against (CSP form-action), as Stripe's page sends the guest back.
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 10_000, product_data: { name: 'Share' } } }],
      success_url: 'http://localhost:4830/pay/x?payment=done&share=s-1',
      cancel_url: 'http://localhost:4830/pay/x?payment=cancelled',
    });
    const policy = (await fetch(session.url!)).headers.get('content-security-policy');
    expect(policy).toContain("form-action 'self' http://localhost:4830;");
    expect((await fetch(`${base}/dev/checkout/cs_test_none`)).headers.get('content-security-policy')).toContain("form-action 'self';");
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it with other parameters', async () => {
    const params = {
      mode: 'payment' as const,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'x' } } }],
      success_url: base,
      expires_at: Math.floor(Date.now() / 1000) + 40 * 60,
    };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' });
    expect((await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' })).id).toBe(first.id);
    await expect(stripe.checkout.sessions.create({ ...params, expires_at: params.expires_at + 60 }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('4242 pays: payment_intent.succeeded then checkout.session.completed, signed as Stripe signs, typed as the package types them', async () => {
    const from = received.length;
    const session = await newSession();
    const response = await pay(session, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.success_url);
    const events = await eventsSince(from);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    for (const event of events)
      expect(event).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, id: expect.stringMatching(/^evt_/) });

    const [succeeded, completed] = events;
    if (succeeded?.type !== 'payment_intent.succeeded' || completed?.type !== 'checkout.session.completed') throw new Error('unexpected events');
    const intent: Stripe.PaymentIntent = succeeded.data.object;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 62_900,
      amount_received: 62_900,
      currency: 'usd',
      metadata: { bookingId: 'b-1' },
    });
    const done: Stripe.Checkout.Session = completed.data.object;
    expect(done).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', payment_intent: intent.id });

    // What the webhook reads next: the intent with its charge and card.
    const current = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    const charge = current.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', amount: 62_900, paid: true, status: 'succeeded', payment_intent: intent.id });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    // Paid once: the page has nothing more to take.
    expect((await fetch(session.url!)).status).toBe(200);
    expect((await pay(session, '4242424242424242')).status).toBe(200);
    expect(await eventsSince(from + 2)).toEqual([]);
  });

  it('4000 0000 0000 0002 is declined: payment_intent.payment_failed with card_declined, and the session stays open for another card', async () => {
    const from = received.length;
    const session = await newSession();
    const response = await pay(session, '4000000000000002');
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    const [failed] = await eventsSince(from);
    if (failed?.type !== 'payment_intent.payment_failed') throw new Error(`expected a failure, got ${failed?.type}`);
    expect(failed.data.object.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('4000 0025 0000 3155 asks for authentication: failed is payment_intent_authentication_failure, completed pays', async () => {
    const from = received.length;
    const session = await newSession();
    expect(await (await pay(session, '4000002500003155')).text()).toContain('Complete authentication');
    expect(
      (await fetch(`${session.url}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=fail' }))
        .status,
    ).toBe(402);
    await pay(session, '4000002500003155');
    expect(
      (
        await fetch(`${session.url}/authenticate`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=complete',
        })
      ).status,
    ).toBe(303);
    const events = await eventsSince(from);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded', 'checkout.session.completed']);
    const [failed] = events;
    if (failed?.type !== 'payment_intent.payment_failed') throw new Error('unexpected event');
    expect(failed.data.object.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('refuses an invalid or non-test card number without charging, and reads Stripe’s form encoding', async () => {
    const from = received.length;
    const session = await newSession();
    expect(await (await pay(session, '4242424242424241')).text()).toContain('Your card number is invalid.');
    expect(await (await pay(session, '4111111111111111')).text()).toContain('used a non test card');
    expect(await eventsSince(from)).toEqual([]);
    expect(parseStripeForm('line_items[0][price_data][unit_amount]=5&metadata[bookingId]=b&expand[0]=latest_charge')).toEqual({
      line_items: { '0': { price_data: { unit_amount: '5' } } },
      metadata: { bookingId: 'b' },
      expand: { '0': 'latest_charge' },
    });
  });

  describe('saved cards and off-session charges (decision 019)', () => {
    const savingSession = () =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 62_900, product_data: { name: 'Deposit (25%): Essentials' } } }],
        customer_email: 'jordan@example.com',
        customer_creation: 'always',
        metadata: { bookingId: 'b-2' },
        payment_intent_data: { metadata: { bookingId: 'b-2' }, setup_future_usage: 'off_session' },
        custom_text: { submit: { message: 'I authorise Lake Travis Party Cruises to charge this card for the balance.' } },
        success_url: `${base}/quote/x?payment=done`,
        expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
      });

    /** Pays a saving session with `card` (authenticating if asked) and answers the intent as the webhook reads it. */
    async function saveCard(card: string): Promise<Stripe.PaymentIntent> {
      const session = await savingSession();
      const response = await pay(session, card);
      if (response.status === 200)
        await fetch(`${session.url}/authenticate`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=complete',
        });
      await simulator.drain();
      const done = await stripe.checkout.sessions.retrieve(session.id);
      return stripe.paymentIntents.retrieve(done.payment_intent as string, { expand: ['latest_charge'] });
    }

    const chargeOffSession = (intent: Pick<Stripe.PaymentIntent, 'customer' | 'payment_method'>, key?: string) =>
      stripe.paymentIntents.create(
        {
          amount: 188_700,
          currency: 'usd',
          customer: intent.customer as string,
          payment_method: intent.payment_method as string,
          off_session: true,
          confirm: true,
          metadata: { bookingId: 'b-2', kind: 'balance' },
        },
        key ? { idempotencyKey: key } : undefined,
      );

    it('shows the consent on the page, saves the card on a new customer, and charges it off-session (4242)', async () => {
      const session = await savingSession();
      expect(await (await fetch(session.url!)).text()).toContain('I authorise Lake Travis Party Cruises to charge this card for the balance.');
      const intent = await saveCard('4242424242424242');
      expect(intent).toMatchObject({
        status: 'succeeded',
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_/),
        payment_method: expect.stringMatching(/^pm_/),
      });
      const method = await stripe.paymentMethods.retrieve(intent.payment_method as string);
      expect(method).toMatchObject({ object: 'payment_method', type: 'card', customer: intent.customer, card: { brand: 'visa', last4: '4242' } });

      const from = received.length;
      const balance = await chargeOffSession(intent, 'balance-b-2-2027-04-15');
      expect(balance).toMatchObject({
        object: 'payment_intent',
        status: 'succeeded',
        amount_received: 188_700,
        customer: intent.customer,
        metadata: { kind: 'balance' },
      });
      // The same key is the same charge, not a second one.
      expect((await chargeOffSession(intent, 'balance-b-2-2027-04-15')).id).toBe(balance.id);
      const events = await eventsSince(from);
      expect(events.map((event) => [event.type, (event.data.object as Stripe.PaymentIntent).id])).toEqual([['payment_intent.succeeded', balance.id]]);
      const charge = (await stripe.paymentIntents.retrieve(balance.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
      expect(charge.payment_method_details?.card).toMatchObject({ last4: '4242' });
    });

    it('declines 4000 0000 0000 0341 once attached: a 402 card error carrying the intent, then payment_intent.payment_failed', async () => {
      const customer = await stripe.customers.create({ email: 'jordan@example.com' });
      const method = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
      expect(method).toMatchObject({ customer: customer.id, card: { last4: '0341' } });
      const from = received.length;
      const error = await chargeOffSession({ customer: customer.id, payment_method: method.id }, 'balance-0341').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      const cardError = error as Stripe.errors.StripeCardError;
      expect(cardError).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
      expect(cardError.payment_intent).toMatchObject({ status: 'requires_payment_method', metadata: { bookingId: 'b-2' } });
      // Replayed with its key: the same failure, not a second attempt.
      expect(
        await chargeOffSession({ customer: customer.id, payment_method: method.id }, 'balance-0341').catch(
          (caught: Stripe.errors.StripeCardError) => caught.payment_intent?.id,
        ),
      ).toBe(cardError.payment_intent?.id);
      const [failed, ...rest] = await eventsSince(from);
      expect(rest).toEqual([]);
      if (failed?.type !== 'payment_intent.payment_failed') throw new Error(`expected a failure, got ${failed?.type}`);
      expect(failed.data.object.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    });

    it('fails with authentication_required off-session for a card that always asks (3184), or 3155 not set up for it; 3155 set up pays', async () => {
      const always = await saveCard('4000002760003184');
      await expect(chargeOffSession(always)).rejects.toMatchObject({
        type: 'StripeCardError',
        code: 'authentication_required',
        decline_code: 'authentication_required',
      });

      const customer = await stripe.customers.create({ email: 'jordan@example.com' });
      const attached = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', { customer: customer.id });
      await expect(chargeOffSession({ customer: customer.id, payment_method: attached.id })).rejects.toMatchObject({ code: 'authentication_required' });

      const setUp = await saveCard('4000002500003155');
      expect((await chargeOffSession(setUp)).status).toBe('succeeded');
    });

    it('refuses a payment method that is not the customer’s, as Stripe does', async () => {
      const customer = await stripe.customers.create({ email: 'a@example.com' });
      const other = await stripe.customers.create({ email: 'b@example.com' });
      const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
      await expect(chargeOffSession({ customer: other.id, payment_method: method.id })).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        param: 'payment_method',
      });
    });
  });

  it('refunds a paid PaymentIntent in parts through the package: refund.created and charge.refunded, signed; never more than is left, and a retried key refunds once', async () => {
    const session = await newSession(40_000);
    await pay(session, '4242424242424242');
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    // The payment's own events first, so only the refund's follow.
    await simulator.drain();
    const from = received.length;

    const first = await stripe.refunds.create(
      { payment_intent: intentId, amount: 15_000, reason: 'requested_by_customer', metadata: { bookingId: 'b-1' } },
      { idempotencyKey: 'refund-1' },
    );
    expect(first).toMatchObject({
      object: 'refund',
      amount: 15_000,
      status: 'succeeded',
      payment_intent: intentId,
      charge: expect.stringMatching(/^ch_/),
      metadata: { bookingId: 'b-1' },
      reason: 'requested_by_customer',
    });
    // Stripe answers a retried request with the refund it made, and refunds nothing more.
    expect(
      (
        await stripe.refunds.create(
          { payment_intent: intentId, amount: 15_000, reason: 'requested_by_customer', metadata: { bookingId: 'b-1' } },
          { idempotencyKey: 'refund-1' },
        )
      ).id,
    ).toBe(first.id);
    expect((await stripe.refunds.retrieve(first.id)).amount).toBe(15_000);

    const events = await eventsSince(from);
    expect(events.map((event) => event.type)).toEqual(['refund.created', 'charge.refunded']);
    const [created, refunded] = events;
    if (created?.type !== 'refund.created' || refunded?.type !== 'charge.refunded') throw new Error('unexpected events');
    const refund: Stripe.Refund = created.data.object;
    expect(refund.id).toBe(first.id);
    const charge: Stripe.Charge = refunded.data.object;
    expect(charge).toMatchObject({ amount: 40_000, amount_refunded: 15_000, refunded: false, payment_intent: intentId });

    // More than is left of the charge is Stripe's amount_too_large; the rest is allowed, then nothing more.
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 25_001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(25_000);
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const listed = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    expect(listed.data.map((each) => each.id).sort()).toEqual([first.id, rest.id].sort());
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ statusCode: 404 });
    // An intent that never paid has nothing to refund.
    const unpaid = await newSession();
    await pay(unpaid, '4000000000000002');
    const unpaidIntent = String((await stripe.checkout.sessions.retrieve(unpaid.id)).payment_intent);
    await expect(stripe.refunds.create({ payment_intent: unpaidIntent, amount: 100 })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
