import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import { formatMoney } from '#domain/shared/money.ts';
import { html, type SafeHtml } from '#functions/platform/html/html.ts';

// The payment simulator (decision 018): plays Stripe's part on the local stack, as the outbox plays
// SES's. Never deployed. It serves, on the local gateway:
// - the slice of Stripe's API our code calls through the official `stripe` package (pointed here
//   by STRIPE_ENDPOINT): create, retrieve and expire a Checkout Session, retrieve a PaymentIntent
//   (with `expand[]=latest_charge`), with Stripe's key check, Idempotency-Key replay and error shape;
// - saved cards (decision 019): a session with `customer_creation`/`customer` and
//   `payment_intent_data.setup_future_usage=off_session` leaves its card attached to the customer;
//   `POST /v1/customers`, `POST /v1/payment_methods/{pm_card_*}/attach` (Stripe's test payment
//   methods) and `POST /v1/payment_intents` with `off_session`, `confirm`, `customer` and
//   `payment_method` charge it as Stripe does: 4242 and 5555 pay; 4000 0000 0000 0341 attaches but
//   its charges are declined; 4000 0027 6000 3184 always needs authentication, and 4000 0025 0000 3155
//   needs it unless it was set up for off-session use, so off-session they fail with
//   `authentication_required` (a 402 carrying the PaymentIntent, and payment_intent.payment_failed);
// - the hosted checkout page (`/dev/checkout/<session>`), which takes Stripe's documented test
//   cards: 4242 4242 4242 4242 (and 5555 5555 5555 4444) succeed, 4000 0000 0000 0002 is declined,
//   4000 0000 0000 9995 is declined for insufficient funds, 4000 0025 0000 3155 asks for
//   authentication, which can be completed or failed;
// - then sends our webhook endpoint the events an endpoint subscribed to checkout.session.completed,
//   payment_intent.succeeded and payment_intent.payment_failed receives, in Stripe's JSON, signed
//   with the webhook secret by the package's own generateTestHeaderString, retried as Stripe
//   retries a delivery that is not answered 2xx (a few times here, for days there);
// - refunds (decision 020): create, retrieve and list (`/v1/refunds`) on a PaymentIntent's charge,
//   with Stripe's refusals (more than is left of the charge, a charge refunded already), each
//   followed by `refund.created` and `charge.refunded`, signed as the others.

type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & { customer: string | null };
type Intent = Pick<
  Stripe.PaymentIntent,
  'id' | 'object' | 'amount' | 'amount_received' | 'currency' | 'created' | 'description' | 'livemode' | 'metadata' | 'payment_method_types' | 'status'
> & {
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: Stripe.PaymentIntent.SetupFutureUsage | null;
  latest_charge: string | null;
  last_payment_error: Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code' | 'message' | 'doc_url'> | null;
};
type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'livemode' | 'metadata'>;
type PaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'created' | 'livemode' | 'metadata' | 'type'> & { customer: string | null; card: Card };
type Card = Pick<Stripe.Charge.PaymentMethodDetails.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'>;
type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'status'
  | 'description'
> & {
  payment_intent: string;
  payment_method_details: { type: 'card'; card: Card };
};
type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'balance_transaction' | 'created' | 'currency' | 'metadata' | 'reason' | 'receipt_number' | 'status'
> & {
  charge: string;
  payment_intent: string;
};
/** The events it sends: Stripe's envelope, as typed by the package. */
export type SimulatedEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type:
    | 'checkout.session.completed'
    | 'checkout.session.expired'
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'refund.created'
    | 'charge.refunded';
  data: { object: Session | Intent | Refund | Charge };
};

interface LineItem {
  name: string;
  amount: number;
}
interface SessionState {
  session: Session;
  item: LineItem;
  /** payment_intent_data's metadata: the PaymentIntent carries it, as Stripe's does. */
  intentMetadata: Record<string, string>;
  /** A card waiting for the 3-D Secure step (with its number, which decides later off-session charges). */
  awaitingAuthentication?: Card;
  awaitingNumber?: string;
  /** payment_intent_data.setup_future_usage: the card is saved on the customer for later charges. */
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  /** customer_creation=always: a customer is made when the session completes. */
  customerCreation: boolean;
  /** custom_text.submit.message: shown above the pay button (our consent to the saved-card charge). */
  submitMessage: string | null;
}

/** A saved card's number and whether it was set up for off-session use: what decides its later charges. */
interface PaymentMethodState {
  method: PaymentMethod;
  number: string;
  setUpOffSession: boolean;
}

/** Stripe's test payment methods (https://docs.stripe.com/testing#cards), by the card they stand for. */
const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
};

type Outcome =
  | { kind: 'succeed'; card: Card }
  | { kind: 'decline'; card: Card; code: string; declineCode: string; message: string }
  | { kind: 'authenticate'; card: Card };

/** Stripe's documented test cards this simulator knows (https://docs.stripe.com/testing). */
export const TEST_CARDS: Readonly<Record<string, (card: Card) => Outcome>> = {
  '4242424242424242': (card) => ({ kind: 'succeed', card }),
  '5555555555554444': (card) => ({ kind: 'succeed', card: { ...card, brand: 'mastercard' } }),
  '4000000000000002': (card) => ({ kind: 'decline', card, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }),
  '4000000000009995': (card) => ({
    kind: 'decline',
    card,
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  }),
  '4000002500003155': (card) => ({ kind: 'authenticate', card }),
  '4000002760003184': (card) => ({ kind: 'authenticate', card }),
  // Attaching it to a customer succeeds, but every charge is declined.
  '4000000000000341': (card) => ({ kind: 'decline', card, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }),
};

/** How a saved card's off-session charge ends (no one is there to authenticate). */
function offSessionOutcome(state: PaymentMethodState): { kind: 'succeed' } | { kind: 'fail'; code: string; declineCode: string; message: string } {
  switch (state.number) {
    case '4242424242424242':
    case '5555555555554444':
      return { kind: 'succeed' };
    case '4000002500003155':
      if (state.setUpOffSession) return { kind: 'succeed' };
      return {
        kind: 'fail',
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
    case '4000002760003184':
      return {
        kind: 'fail',
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      };
    case '4000000000009995':
      return { kind: 'fail', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    default:
      return { kind: 'fail', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
  }
}

const AUTHENTICATION_FAILED = {
  type: 'invalid_request_error' as const,
  code: 'payment_intent_authentication_failure' as const,
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export interface PaymentSimulatorOptions {
  secretKey: string;
  webhookSecret: string;
  /** The gateway's URL (known once it listens): pages and the webhook live on it. */
  baseUrl: () => string;
  webhookPath: string;
  log?: (line: string) => void;
  /** Waits between delivery attempts of one event (Stripe backs off for up to three days). */
  retryDelaysMs?: number[];
}

const API_VERSION = Stripe.API_VERSION;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back to objects and arrays, as the package sends it. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    /** More of Stripe's error fields: a card error's code, decline_code, payment_intent, payment_method. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function createPaymentSimulator(options: PaymentSimulatorOptions) {
  const log = options.log ?? (() => undefined);
  const signer = new Stripe(options.secretKey);
  const sessions = new Map<string, SessionState>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const customers = new Map<string, Customer>();
  const paymentMethods = new Map<string, PaymentMethodState>();
  const refunds = new Map<string, Refund>();
  const idempotent = new Map<string, { request: string; status: number; body: string }>();
  const deliveries = new Set<Promise<void>>();
  const retryDelays = options.retryDelaysMs ?? [500, 2000, 5000];

  function sessionState(id: string): SessionState {
    const state = sessions.get(id);
    if (!state) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session');
    // Stripe expires an open session at expires_at by itself, and says so (here, when it is next looked at).
    if (state.session.status === 'open' && state.session.expires_at <= now()) {
      state.session.status = 'expired';
      send(event('checkout.session.expired', state.session));
    }
    return state;
  }

  // ---- the webhook deliveries

  function event(type: SimulatedEvent['type'], object: SimulatedEvent['data']['object']): SimulatedEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  async function deliver(payload: SimulatedEvent): Promise<void> {
    const body = JSON.stringify(payload, null, 2);
    const url = `${options.baseUrl()}${options.webhookPath}`;
    for (let attempt = 0; attempt <= retryDelays.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt - 1]));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret }),
          },
          body,
        });
        log(`payment simulator: ${payload.type} ${payload.id} -> ${response.status}`);
        if (response.ok) return;
      } catch (error) {
        log(`payment simulator: ${payload.type} ${payload.id} not delivered (${(error as Error).message})`);
      }
    }
  }

  /** Sends events one after another (each delivered, or given up, before the next), not awaited by the page. */
  function send(...events: SimulatedEvent[]): void {
    const run = (async () => {
      for (const payload of events) await deliver(payload);
    })();
    deliveries.add(run);
    void run.finally(() => deliveries.delete(run));
  }

  // ---- the payment itself

  function intentFor(state: SessionState): Intent {
    const { session } = state;
    const existing = typeof session.payment_intent === 'string' ? intents.get(session.payment_intent) : undefined;
    if (existing) return existing;
    const intent: Intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total ?? 0,
      amount_received: 0,
      currency: session.currency ?? 'usd',
      created: now(),
      description: state.item.name,
      livemode: false,
      metadata: { ...state.intentMetadata },
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      customer: session.customer,
      payment_method: null,
      setup_future_usage: state.setupFutureUsage,
      latest_charge: null,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  function newCustomer(email: string | null, metadata: Record<string, string>): Customer {
    const customer: Customer = { id: newId('cus'), object: 'customer', created: now(), email, livemode: false, metadata };
    customers.set(customer.id, customer);
    return customer;
  }

  function newPaymentMethod(card: Card, number: string, customer: string | null, setUpOffSession: boolean): PaymentMethod {
    const method: PaymentMethod = { id: newId('pm'), object: 'payment_method', created: now(), livemode: false, metadata: {}, type: 'card', customer, card };
    paymentMethods.set(method.id, { method, number, setUpOffSession });
    return method;
  }

  /** The card paid: a charge on the intent, which now holds the card's payment method. */
  function charge(intent: Intent, card: Card): void {
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      created: now(),
      currency: intent.currency,
      description: intent.description,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method_details: { type: 'card', card },
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
  }

  function succeed(state: SessionState, card: Card, number: string): void {
    const intent = intentFor(state);
    // A customer is made (customer_creation=always, or to save the card) unless the session named one;
    // a card set up for future use is attached to it, as Checkout does.
    const saving = state.setupFutureUsage !== null;
    if (!state.session.customer && (state.customerCreation || saving)) state.session.customer = newCustomer(state.session.customer_email, {}).id;
    intent.customer = state.session.customer;
    intent.payment_method = newPaymentMethod(card, number, saving ? state.session.customer : null, state.setupFutureUsage === 'off_session').id;
    charge(intent, card);
    Object.assign(state.session, { status: 'complete', payment_status: 'paid' });
    delete state.awaitingAuthentication;
    send(event('payment_intent.succeeded', intent), event('checkout.session.completed', state.session));
  }

  function fail(state: SessionState, error: NonNullable<Intent['last_payment_error']>): void {
    const intent = intentFor(state);
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    delete state.awaitingAuthentication;
    send(event('payment_intent.payment_failed', intent));
  }

  // ---- the API

  function authorised(req: http.IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (key !== options.secretKey)
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      );
  }

  function createSession(params: Record<string, unknown>): Session {
    if (params['mode'] !== 'payment')
      throw new StripeApiError(400, 'invalid_request_error', 'The simulator plays one-off payments only (mode=payment).', 'mode');
    const items = Object.values((params['line_items'] ?? {}) as Record<string, Record<string, unknown>>);
    if (items.length !== 1) throw new StripeApiError(400, 'invalid_request_error', 'Give exactly one line item.', 'line_items');
    const priceData = (items[0]!['price_data'] ?? {}) as Record<string, unknown>;
    const amount = Number(priceData['unit_amount']);
    const quantity = Number(items[0]!['quantity'] ?? 1);
    if (!Number.isSafeInteger(amount) || amount < 50)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Amount must be at least 50 cents (a whole number of cents).',
        'line_items[0][price_data][unit_amount]',
      );
    if (priceData['currency'] !== 'usd')
      throw new StripeApiError(400, 'invalid_request_error', 'Only usd is played here.', 'line_items[0][price_data][currency]');
    const successUrl = String(params['success_url'] ?? '');
    if (!/^https?:\/\//.test(successUrl)) throw new StripeApiError(400, 'invalid_request_error', 'Not a valid URL', 'success_url');
    const created = now();
    const expiresAt = params['expires_at'] === undefined ? created + 24 * 3600 : Number(params['expires_at']);
    // Stripe's own bounds: from 30 minutes to 24 hours after the session is made.
    if (!Number.isSafeInteger(expiresAt) || expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount * quantity,
      amount_total: amount * quantity,
      cancel_url: typeof params['cancel_url'] === 'string' ? params['cancel_url'] : null,
      client_reference_id: typeof params['client_reference_id'] === 'string' ? params['client_reference_id'] : null,
      created,
      currency: 'usd',
      customer_email: typeof params['customer_email'] === 'string' ? params['customer_email'] : null,
      customer: typeof params['customer'] === 'string' ? params['customer'] : null,
      expires_at: expiresAt,
      livemode: false,
      metadata: (params['metadata'] ?? {}) as Record<string, string>,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${options.baseUrl()}/dev/checkout/${id}`,
    };
    const intentData = (params['payment_intent_data'] ?? {}) as Record<string, unknown>;
    const intentMetadata = (intentData['metadata'] ?? {}) as Record<string, string>;
    const setupFutureUsage = intentData['setup_future_usage'];
    if (setupFutureUsage !== undefined && setupFutureUsage !== 'off_session' && setupFutureUsage !== 'on_session') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid payment_intent_data[setup_future_usage]: must be one of on_session or off_session`,
        'payment_intent_data[setup_future_usage]',
      );
    }
    if (session.customer && !customers.has(session.customer))
      throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${session.customer}'`, 'customer');
    if (session.customer && params['customer_creation'] !== undefined)
      throw new StripeApiError(400, 'invalid_request_error', 'You may only specify one of these parameters: customer, customer_creation.', 'customer_creation');
    const product = (priceData['product_data'] ?? {}) as Record<string, unknown>;
    const submit = (params['custom_text'] as Record<string, Record<string, unknown>> | undefined)?.['submit']?.['message'];
    sessions.set(id, {
      session,
      item: { name: String(product['name'] ?? 'Payment'), amount: amount * quantity },
      intentMetadata: { ...intentMetadata },
      setupFutureUsage: setupFutureUsage ?? null,
      customerCreation: params['customer_creation'] === 'always',
      submitMessage: typeof submit === 'string' ? submit : null,
    });
    return session;
  }

  /** Attaches one of Stripe's test payment methods (a fresh pm_ for it) or a detached one of ours to a customer. */
  function attach(id: string, customerId: unknown): PaymentMethod {
    if (typeof customerId !== 'string' || !customers.has(customerId))
      throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${String(customerId)}'`, 'customer');
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (testNumber) {
      const last4 = testNumber.slice(-4);
      return newPaymentMethod(
        {
          brand: testNumber.startsWith('5') ? 'mastercard' : 'visa',
          last4,
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          funding: 'credit',
          country: 'US',
        },
        testNumber,
        customerId,
        false,
      );
    }
    const found = paymentMethods.get(id);
    if (!found) throw new StripeApiError(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`, 'payment_method');
    if (found.method.customer && found.method.customer !== customerId)
      throw new StripeApiError(400, 'invalid_request_error', 'The payment method you provided has already been attached to a customer.', 'payment_method');
    found.method.customer = customerId;
    return found.method;
  }

  /**
   * `POST /v1/payment_intents`: the simulator plays the off-session charge of a saved card
   * (confirm=true, off_session=true, customer, payment_method). A failure is Stripe's 402 card
   * error carrying the PaymentIntent, after which Stripe also sends payment_intent.payment_failed.
   */
  function createIntent(params: Record<string, unknown>): { status: number; body: unknown } {
    const amount = Number(params['amount']);
    if (!Number.isSafeInteger(amount) || amount < 50) throw new StripeApiError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount');
    if (params['currency'] !== 'usd') throw new StripeApiError(400, 'invalid_request_error', 'The simulator plays USD payments only.', 'currency');
    if (params['confirm'] !== 'true' || params['off_session'] !== 'true')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The simulator plays off-session charges of saved cards only (confirm=true, off_session=true).',
        'off_session',
      );
    const customerId = params['customer'];
    if (typeof customerId !== 'string' || !customers.has(customerId))
      throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${String(customerId)}'`, 'customer');
    const saved = typeof params['payment_method'] === 'string' ? paymentMethods.get(params['payment_method']) : undefined;
    if (!saved) throw new StripeApiError(400, 'invalid_request_error', `No such PaymentMethod: '${String(params['payment_method'])}'`, 'payment_method');
    if (saved.method.customer !== customerId) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, or it is attached to another customer. It must be attached to customer ${customerId} to be used with it.`,
        'payment_method',
      );
    }
    const intent: Intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      created: now(),
      description: typeof params['description'] === 'string' ? params['description'] : null,
      livemode: false,
      metadata: (params['metadata'] ?? {}) as Record<string, string>,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      customer: customerId,
      payment_method: saved.method.id,
      setup_future_usage: null,
      latest_charge: null,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    const outcome = offSessionOutcome(saved);
    if (outcome.kind === 'succeed') {
      charge(intent, saved.method.card);
      send(event('payment_intent.succeeded', intent));
      return { status: 200, body: intent };
    }
    const error = {
      type: 'card_error' as const,
      code: outcome.code as Stripe.PaymentIntent.LastPaymentError.Code,
      decline_code: outcome.declineCode,
      message: outcome.message,
      doc_url: `https://docs.stripe.com/error-codes/${outcome.code.replace(/_/g, '-')}`,
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    send(event('payment_intent.payment_failed', intent));
    throw new StripeApiError(402, 'card_error', outcome.message, undefined, {
      code: outcome.code,
      decline_code: outcome.declineCode,
      doc_url: error.doc_url,
      payment_intent: structuredClone(intent),
      payment_method: saved.method,
    });
  }

  // ---- refunds, as Stripe makes them on a PaymentIntent's charge (a card refund succeeds at once in test mode)

  const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

  function createRefund(params: Record<string, unknown>): Refund {
    const intentId = params['payment_intent'] ?? params['charge'];
    if (typeof intentId !== 'string')
      throw new StripeApiError(400, 'invalid_request_error', 'You must pass either a charge or a payment_intent.', 'payment_intent');
    const intent = intents.get(intentId);
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : charges.get(intentId);
    if (!charge) throw new StripeApiError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, 'payment_intent');
    if (charge.status !== 'succeeded')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${charge.payment_intent}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, undefined, { code: 'charge_already_refunded' });
    const amount = params['amount'] === undefined ? left : Number(params['amount']);
    if (!Number.isSafeInteger(amount) || amount < 1) throw new StripeApiError(400, 'invalid_request_error', 'Invalid positive integer', 'amount');
    if (amount > left) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Refund amount (${formatMoney(amount)}) is greater than unrefunded amount on charge (${formatMoney(left)})`,
        'amount',
        { code: 'amount_too_large' },
      );
    }
    const reason = params['reason'];
    if (reason !== undefined && !REFUND_REASONS.includes(reason as (typeof REFUND_REASONS)[number]))
      throw new StripeApiError(400, 'invalid_request_error', `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: (params['metadata'] ?? {}) as Record<string, string>,
      payment_intent: charge.payment_intent,
      reason: (reason as Refund['reason']) ?? null,
      receipt_number: null,
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    Object.assign(charge, { amount_refunded: charge.amount_refunded + amount, refunded: charge.amount_refunded + amount === charge.amount });
    send(event('refund.created', refund), event('charge.refunded', charge));
    return refund;
  }

  function listRefunds(params: Record<string, unknown>): Pick<Stripe.ApiList<Refund>, 'object' | 'data' | 'has_more' | 'url'> {
    const of = (refund: Refund) =>
      (params['payment_intent'] === undefined || refund.payment_intent === params['payment_intent']) &&
      (params['charge'] === undefined || refund.charge === params['charge']);
    const limit = params['limit'] === undefined ? 10 : Number(params['limit']);
    const all = [...refunds.values()].filter(of).reverse();
    return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/refunds' };
  }

  /** Newest first, as Stripe lists: `created[gte]`, `limit` and `starting_after` (the paging the SDK's auto-pagination uses). */
  function listIntents(params: Record<string, unknown>): Pick<Stripe.ApiList<Intent>, 'object' | 'data' | 'has_more' | 'url'> {
    const created = (params['created'] ?? {}) as Record<string, string>;
    const from = created['gte'] === undefined ? -Infinity : Number(created['gte']);
    const limit = params['limit'] === undefined ? 10 : Number(params['limit']);
    let all = [...intents.values()].filter((intent) => intent.created >= from).reverse();
    const after = params['starting_after'];
    if (typeof after === 'string') all = all.slice(all.findIndex((intent) => intent.id === after) + 1);
    return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/payment_intents' };
  }

  function api(method: string, pathname: string, params: Record<string, unknown>): { status: number; body: unknown } {
    let match: RegExpExecArray | null;
    if (method === 'GET' && pathname === '/v1/payment_intents') return { status: 200, body: listIntents(params) };
    if (method === 'POST' && pathname === '/v1/refunds') return { status: 200, body: createRefund(params) };
    if (method === 'GET' && pathname === '/v1/refunds') return { status: 200, body: listRefunds(params) };
    if ((match = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(pathname)) && method === 'GET') {
      const refund = refunds.get(match[1]!);
      if (!refund) throw new StripeApiError(404, 'invalid_request_error', `No such refund: '${match[1]}'`, 'id');
      return { status: 200, body: refund };
    }
    if (method === 'POST' && pathname === '/v1/checkout/sessions') return { status: 200, body: createSession(params) };
    if ((match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(pathname)) && method === 'GET')
      return { status: 200, body: sessionState(match[1]!).session };
    if ((match = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(pathname)) && method === 'POST') {
      const state = sessionState(match[1]!);
      if (state.session.status !== 'open')
        throw new StripeApiError(400, 'invalid_request_error', 'Only Checkout Sessions with a status of `open` can be expired.');
      state.session.status = 'expired';
      send(event('checkout.session.expired', state.session));
      return { status: 200, body: state.session };
    }
    if ((match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(pathname)) && method === 'GET') {
      const intent = intents.get(match[1]!);
      if (!intent) throw new StripeApiError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, 'intent');
      const expand = Object.values((params['expand'] ?? {}) as Record<string, string>);
      return {
        status: 200,
        body: expand.includes('latest_charge') && intent.latest_charge ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent,
      };
    }
    if (method === 'POST' && pathname === '/v1/customers') {
      return {
        status: 200,
        body: newCustomer(typeof params['email'] === 'string' ? params['email'] : null, (params['metadata'] ?? {}) as Record<string, string>),
      };
    }
    if ((match = /^\/v1\/customers\/([A-Za-z0-9_]+)$/.exec(pathname)) && method === 'GET') {
      const customer = customers.get(match[1]!);
      if (!customer) throw new StripeApiError(404, 'invalid_request_error', `No such customer: '${match[1]}'`, 'id');
      return { status: 200, body: customer };
    }
    if ((match = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)\/attach$/.exec(pathname)) && method === 'POST')
      return { status: 200, body: attach(match[1]!, params['customer']) };
    if ((match = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)$/.exec(pathname)) && method === 'GET') {
      const found = paymentMethods.get(match[1]!);
      if (!found) throw new StripeApiError(404, 'invalid_request_error', `No such PaymentMethod: '${match[1]}'`, 'payment_method');
      return { status: 200, body: found.method };
    }
    if (method === 'POST' && pathname === '/v1/payment_intents') return createIntent(params);
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${pathname}). The payment simulator plays only the calls this product makes.`,
    );
  }

  function serveApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const reply = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-version': API_VERSION, 'cache-control': 'no-store' });
      res.end(payload);
    };
    try {
      authorised(req);
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const request = `${req.method} ${url.pathname} ${body}`;
      if (typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier && earlier.request !== request) {
          throw new StripeApiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
        }
        if (earlier) {
          reply(earlier.status, earlier.body);
          return;
        }
      }
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
      const { status, body: answer } = api(req.method ?? 'GET', url.pathname, params);
      const payload = JSON.stringify(answer);
      if (typeof key === 'string') idempotent.set(key, { request, status, body: payload });
      reply(status, payload);
    } catch (error) {
      if (error instanceof StripeApiError) {
        const payload = JSON.stringify({ error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}), ...error.extra } });
        // Stripe keeps the answer of a request that ran, a declined charge included, for its key.
        const key = req.headers['idempotency-key'];
        if (error.type === 'card_error' && typeof key === 'string')
          idempotent.set(key, { request: `${req.method} ${url.pathname} ${body}`, status: error.status, body: payload });
        return reply(error.status, payload);
      }
      reply(500, JSON.stringify({ error: { type: 'api_error', message: (error as Error).message } }));
    }
  }

  // ---- the hosted page

  /**
   * A page's headers. A form's answer is a redirect to the session's return address (its
   * success_url or cancel_url), which CSP's form-action checks too: the form pages name those
   * origins, as Stripe's own page lets the browser go back to the site that sent it, whether the
   * site was opened as localhost and this page as 127.0.0.1 or the other way round.
   */
  function pageHeaders(returnTo: readonly (string | null | undefined)[] = []) {
    const origins = [...new Set(returnTo.flatMap((address) => (address && URL.canParse(address) ? [new URL(address).origin] : [])))];
    return {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...origins].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    };
  }

  function page(res: http.ServerResponse, status: number, title: string, content: SafeHtml, returnTo: readonly (string | null | undefined)[] = []): void {
    res.writeHead(status, pageHeaders(returnTo));
    res.end(
      html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1f36; background: #f6f9fc; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.banner { background: #fff4d6; border: 1px solid #b8860b; padding: .5rem .75rem; border-radius: 6px; font-size: .9rem; }
.amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
label { display: block; font-weight: 600; margin: .9rem 0 .3rem; }
input { width: 100%; box-sizing: border-box; font-size: 1.05rem; padding: .6rem; border: 1px solid #6b7385; border-radius: 6px; }
.row { display: flex; gap: .75rem; } .row > div { flex: 1; }
button { margin-top: 1.2rem; width: 100%; font-size: 1.1rem; padding: .8rem; border: 0; border-radius: 6px; background: #0a2540; color: #fff; font-weight: 700; cursor: pointer; }
button.secondary { background: #fff; color: #0a2540; border: 2px solid #0a2540; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
.error { background: #fde8e8; border: 1px solid #b42318; color: #7a1a12; padding: .6rem .75rem; border-radius: 6px; margin-top: 1rem; }
.hint { font-size: .85rem; color: #3c4257; }
a { color: #3d35c9; }
</style>
</head>
<body>
<main>
<p class="banner" role="note">Payment simulator (local stack only): it plays Stripe Checkout. No card is charged; use a Stripe test card.</p>
${content}
</main>
</body>
</html>`.value,
    );
  }

  function back(state: SessionState): SafeHtml {
    return state.session.cancel_url ? html`<p><a href="${state.session.cancel_url}">← Back to the booking</a></p>` : html``;
  }

  // The fields' ids and the pay button's test id are those of Stripe's hosted page, so one script
  // pays on either (the smoke check, scripts/smoke); the posted names are the simulator's own.
  function cardForm(res: http.ServerResponse, state: SessionState, status = 200, error?: string): void {
    const { session, item } = state;
    page(
      res,
      status,
      `Pay ${formatMoney(item.amount)} – Checkout`,
      html`${back(state)}
<h1>${item.name}</h1>
<p class="amount">${formatMoney(item.amount)}</p>
${error ? html`<div class="error" role="alert" id="card-error">${error}</div>` : html``}
<form method="post" action="/dev/checkout/${session.id}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${session.customer_email ?? ''}" readonly>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${error ? html` aria-describedby="card-error" aria-invalid="true"` : html``}>
<div class="row">
<div><label for="cardExpiry">Expiration (MM / YY)</label><input id="cardExpiry" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required></div>
<div><label for="cardCvc">CVC</label><input id="cardCvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
<label for="billingName">Cardholder name</label>
<input id="billingName" name="name" autocomplete="cc-name" required>
${state.submitMessage ? html`<p class="hint" id="submit-message">${state.submitMessage}</p>` : html``}
<button type="submit" data-testid="hosted-payment-submit-button">Pay ${formatMoney(item.amount)}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0025 0000 3155 and 4000 0027 6000 3184 ask you to authenticate; 4000 0000 0000 0341 is declined. Any future date, any CVC.</p>`,
      [session.success_url, session.cancel_url],
    );
  }

  function closedPage(res: http.ServerResponse, state: SessionState): void {
    const complete = state.session.status === 'complete';
    page(
      res,
      complete ? 200 : 410,
      complete ? 'Paid – Checkout' : 'Checkout expired',
      html`<h1>${complete ? 'This payment is complete' : 'This checkout has expired'}</h1>
<p>${complete ? 'Nothing more to pay here.' : 'The time to pay in this checkout has run out.'}</p>
${complete && state.session.success_url ? html`<p><a href="${state.session.success_url}">Return to the booking</a></p>` : back(state)}`,
    );
  }

  function readCard(form: URLSearchParams): { card: Card; number: string } | { error: string } {
    const number = (form.get('cardnumber') ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { error: 'Your card number is invalid.' };
    const exp = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec((form.get('exp') ?? '').trim());
    const month = exp ? Number(exp[1]) : 0;
    const year = exp ? 2000 + Number(exp[2]) : 0;
    const today = new Date();
    if (!exp || month < 1 || month > 12) return { error: "Your card's expiration date is incomplete." };
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
      return { error: "Your card's expiration year is in the past." };
    if (!/^\d{3,4}$/.test((form.get('cvc') ?? '').trim())) return { error: "Your card's security code is incomplete." };
    return {
      number,
      card: {
        brand: number.startsWith('5') ? 'mastercard' : 'visa',
        last4: number.slice(-4),
        exp_month: month,
        exp_year: year,
        funding: 'credit',
        country: 'US',
      },
    };
  }

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(303, { location: location.replace('{CHECKOUT_SESSION_ID}', ''), 'cache-control': 'no-store' });
    res.end();
  }

  function serveCheckout(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const match = /^\/dev\/checkout\/([A-Za-z0-9_]+)(\/authenticate)?$/.exec(url.pathname);
    let state: SessionState;
    try {
      if (!match) throw new StripeApiError(404, 'invalid_request_error', 'No such page');
      state = sessionState(match[1]!);
    } catch {
      return page(res, 404, 'Checkout not found', html`<h1>This checkout does not exist</h1><p>Start the payment again from your booking.</p>`);
    }
    if (state.session.status !== 'open') return closedPage(res, state);
    if (req.method === 'GET') return state.awaitingAuthentication ? authenticationPage(res, state) : cardForm(res, state);
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      return void res.end();
    }
    const form = new URLSearchParams(body);
    if (match![2]) {
      const card = state.awaitingAuthentication;
      if (!card) return cardForm(res, state);
      if (form.get('outcome') === 'complete') {
        succeed(state, card, state.awaitingNumber ?? '');
        return redirect(res, state.session.success_url ?? '/');
      }
      fail(state, { ...AUTHENTICATION_FAILED, doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure' });
      return cardForm(res, state, 402, AUTHENTICATION_FAILED.message);
    }
    const read = readCard(form);
    if ('error' in read) return cardForm(res, state, 400, read.error);
    const outcome = TEST_CARDS[read.number]?.(read.card);
    // Stripe refuses real card numbers in test mode.
    if (!outcome)
      return cardForm(
        res,
        state,
        402,
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://docs.stripe.com/testing.',
      );
    switch (outcome.kind) {
      case 'succeed':
        succeed(state, outcome.card, read.number);
        return redirect(res, state.session.success_url ?? '/');
      case 'decline':
        fail(state, {
          type: 'card_error',
          code: outcome.code as Stripe.PaymentIntent.LastPaymentError.Code,
          decline_code: outcome.declineCode,
          message: outcome.message,
          doc_url: `https://docs.stripe.com/error-codes/${outcome.code.replace(/_/g, '-')}`,
        });
        return cardForm(res, state, 402, outcome.message);
      case 'authenticate':
        intentFor(state).status = 'requires_action';
        state.awaitingAuthentication = outcome.card;
        state.awaitingNumber = read.number;
        return authenticationPage(res, state);
    }
  }

  function authenticationPage(res: http.ServerResponse, state: SessionState): void {
    page(
      res,
      200,
      'Authenticate your payment – Checkout',
      html`<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm the payment of ${formatMoney(state.item.amount)} (3-D Secure test page).</p>
<form method="post" action="/dev/checkout/${state.session.id}/authenticate">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
      [state.session.success_url, state.session.cancel_url],
    );
  }

  return {
    /** The paths the gateway hands over: Stripe's API and the hosted page. */
    handles: (pathname: string) => pathname.startsWith('/v1/') || pathname.startsWith('/dev/checkout/'),
    handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (url.pathname.startsWith('/v1/')) serveApi(req, res, url, body);
        else serveCheckout(req, res, url, body);
      });
    },
    /** Resolves when every webhook delivery so far has been answered (or given up). */
    async drain(): Promise<void> {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
}

export type PaymentSimulator = ReturnType<typeof createPaymentSimulator>;

/** Keys for one run of the local stack: fresh each start, never stored. */
export function localStripeKeys(): { secretKey: string; webhookSecret: string } {
  return { secretKey: `sk_test_local${randomBytes(18).toString('hex')}`, webhookSecret: `whsec_${randomBytes(24).toString('base64url')}` };
}
