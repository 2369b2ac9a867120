import { randomInt, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import type { Config } from '#functions/platform/config.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';

// What the card-payment suites share (as payments.test.ts does it): bookings made 13 hours ahead
// of real time, so their holds outlast every suite's release clock while their checkouts stay
// within Stripe's (the simulator's, real-time) expiry bounds.

export const ahead = () => clockHeaders(new Date(Date.now() + 13 * 3_600_000));

const WEBHOOK = '/api/payments/stripe/webhook';

// A call to the simulator answers in milliseconds: a limit well inside the tests' own makes a hang
// fail as the call that hung, where a test's 180 s limit named only the test.
const SIMULATOR_LIMIT_MS = 20_000;

/** Pays on the simulator's page as a browser would: the form post, then where it sends the browser. */
export async function payOnPage(url: string, card: string) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(SIMULATOR_LIMIT_MS),
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: card, exp: '12 / 34', cvc: '123', name: 'Jordan Rivera' }),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
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

/** The stack the helpers act on: the run's shared stack, or one a suite started for itself. */
export interface PaymentStack {
  config: Config;
  /** The stack's gateway; the shared stack's when left out. */
  gateway?: string;
}

/**
 * The card-payment helpers bound to one stack. The reconciliation suite breaks bookings' money on
 * purpose, so it runs on a stack of its own (payment-reconciliation.test.ts), and the shared
 * stack's month-wide money figures stay whole for the money model's last check.
 */
export function paymentHelpers({ config, gateway }: PaymentStack) {
  const { STRIPE_SECRET_KEY: secretKey = '', STRIPE_WEBHOOK_SECRET: webhookSecret = '', STRIPE_ENDPOINT: endpoint = '' } = config;
  const simulator = new URL(endpoint);
  const stripe = new Stripe(secretKey, { host: simulator.hostname, port: Number(simulator.port), protocol: 'http', timeout: SIMULATOR_LIMIT_MS });
  const call: typeof api = (method, path, options) => api(method, path, gateway ? { ...options, gateway } : options);
  const bookings = bookingsRepository(config);

  async function bookedQuote(groupSize = 20) {
    // Any of Monday to Thursday (one day type, one price): the suites book so many of these that
    // Tuesdays alone, one a week for three years, ran out in a run.
    const quote = await storedQuote(privateSelection(freshCruiseDate(randomInt(1, 5)), groupSize), { config });
    const guest = leadGuest();
    const made = await call('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID(), ...ahead() },
      body: { quoteToken: quote.token, start: '13:30', leadGuest: guest, acceptCancellationPolicy: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { quote, guest, booking: made.body.booking as PublicBooking };
  }

  async function depositCheckout(token: string) {
    const response = await call('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken: token }, headers: ahead() });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { url: string; amount: number; holdExpiresAt: string };
  }

  const publicBooking = async (token: string) =>
    ((await call('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress() })).body as QuoteByTokenResponse).booking!;

  /** Sends the webhook an event as Stripe does: the JSON, signed with the endpoint's secret. */
  async function deliver(event: unknown) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return call('POST', WEBHOOK, { from: newClientAddress(), body: event, headers: { 'stripe-signature': signature } });
  }

  async function state(bookingId: string) {
    const [booking, ledger] = await Promise.all([bookings.get(bookingId), bookings.ledger(bookingId)]);
    return { booking: booking!, ledger };
  }

  return { stripe, call, bookedQuote, depositCheckout, publicBooking, deliver, state };
}

export const { stripe, bookedQuote, depositCheckout, publicBooking, deliver, state } = paymentHelpers({ config });
