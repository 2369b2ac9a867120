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
  return fetch(session.url!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cardnumber: card, exp: '12/34', cvc: '123', name: 'J R' }) });
}

/** The deliveries since `from`, each checked as our webhook checks it. */
async function eventsSince(from: number): Promise<Stripe.Event[]> {
  await simulator.drain();
  return received.slice(from).map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, keys.webhookSecret));
}

describe('payment simulator: Stripe as the official package sees it', () => {
  it('makes, retrieves and expires Checkout Sessions through the package, with Stripe’s bounds and errors', async () => {
    const session = await newSession();
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', amount_total: 62_900, currency: 'usd', mode: 'payment' });
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
      stripe.checkout.sessions.create({ mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }], success_url: base, expires_at: Math.floor(Date.now() / 1000) + 60 }),
    ).rejects.toMatchObject({ param: 'expires_at' });
    // A wrong key is Stripe's authentication error.
    const stranger = new Stripe('sk_test_notthekey', { host: '127.0.0.1', port: Number(new URL(base).port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(stranger.checkout.sessions.retrieve(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it with other parameters', async () => {
    const params = { mode: 'payment' as const, line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'x' } } }], success_url: base, expires_at: Math.floor(Date.now() / 1000) + 40 * 60 };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' });
    expect((await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' })).id).toBe(first.id);
    await expect(stripe.checkout.sessions.create({ ...params, expires_at: params.expires_at + 60 }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('4242 pays: payment_intent.succeeded then checkout.session.completed, signed as Stripe signs, typed as the package types them', async () => {
    const from = received.length;
    const session = await newSession();
    const response = await pay(session, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.success_url);
    const events = await eventsSince(from);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    for (const event of events) expect(event).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, id: expect.stringMatching(/^evt_/) });

    const [succeeded, completed] = events;
    if (succeeded?.type !== 'payment_intent.succeeded' || completed?.type !== 'checkout.session.completed') throw new Error('unexpected events');
    const intent: Stripe.PaymentIntent = succeeded.data.object;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 62_900, amount_received: 62_900, currency: 'usd', metadata: { bookingId: 'b-1' } });
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
    expect((await fetch(`${session.url}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=fail' })).status).toBe(402);
    await pay(session, '4000002500003155');
    expect((await fetch(`${session.url}/authenticate`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete' })).status).toBe(303);
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
});
