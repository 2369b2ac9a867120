import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { LedgerEntry, StoredBooking } from '#domain/booking-record.ts';
import { bookingReference, paymentSummary } from '#domain/booking.ts';
import { calendarDateIn } from '#domain/dates.ts';
import { automaticChargeFailureMessage } from '#domain/balance.ts';
import { chargeFits, paymentFailureMessage } from '#domain/payments.ts';
import { PaymentFailed, PaymentSucceeded } from '#events/payments.ts';
import { announceChange } from '../bookings/booking-events.ts';
import type { Config } from '../config.ts';
import { bookingsRepository, type PaymentChangeResult } from '../data/bookings-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../events/publisher.ts';
import { HttpError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { savedCardOf } from './saved-card-record.ts';
import { closeCheckout } from './checkout.ts';
import { releaseShare } from './share-checkout.ts';
import { stripeClient, stripeSettings } from './stripe-settings.ts';

// Stripe's webhook (decision 018). Stripe delivers at least once, retries for days and does not
// keep order, so:
// - the signature is checked first (a bad one is a 400 and nothing is read or written);
// - a success is taken from the PaymentIntent as Stripe holds it now, not from the event, so a late
//   or repeated event can only find the payment recorded already;
// - the charge's ledger entry is keyed by its PaymentIntent and the event by its id, both written
//   only if new in the transaction that changes the booking: a replay, or a second event about the
//   same payment, changes nothing;
// - a failure is recorded only on a booking still waiting for that payment, and only if it is
//   newer than the failure already shown.

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unapplied';

const WRITE_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export class BadSignatureError extends HttpError {
  constructor() {
    super(400, 'BAD_SIGNATURE', 'The Stripe-Signature header does not match this payload.');
  }
}

/** Verifies the delivery with the endpoint's signing secret (Stripe's scheme, tolerance 5 minutes). */
export async function verifiedEvent(config: Config, payload: string, signature: string): Promise<Stripe.Event> {
  const [stripe, { webhookSecret }] = await Promise.all([stripeClient(config), stripeSettings(config)]);
  try {
    return stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch (error) {
    logger.warn('Stripe webhook refused: bad signature', { reason: error instanceof Error ? error.message : String(error) });
    throw new BadSignatureError();
  }
}

/** Writes a change, reading the booking again while others change it first (stale or contended). */
export async function writeWithRetries(config: Config, bookingId: string, build: (booking: StoredBooking) => Promise<PaymentChangeResult | WebhookOutcome>): Promise<WebhookOutcome> {
  const repository = bookingsRepository(config);
  for (let attempt = 1; ; attempt += 1) {
    const booking = await repository.get(bookingId);
    if (!booking) {
      // Money taken for a booking we do not have: say so loudly; Stripe retrying would not help.
      logger.error('Stripe reported a payment for an unknown booking', { bookingId });
      return 'ignored';
    }
    const result = await build(booking);
    if (typeof result === 'string') return result;
    if (result.outcome === 'changed') return 'recorded';
    if (result.outcome === 'duplicate') return 'duplicate';
    if (attempt >= WRITE_ATTEMPTS) throw new Error(`Booking ${bookingId} kept changing while a payment was recorded`);
    await sleep(10 + Math.random() * 20 * attempt);
  }
}

async function settle(config: Config, paymentIntentId: string, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  const stripe = await stripeClient(config);
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  const bookingId = intent.metadata['bookingId'];
  if (!bookingId) {
    logger.warn('Stripe payment without a booking: not ours', { paymentIntentId, eventId: event.id });
    return 'ignored';
  }
  // An event about a payment that has not (yet) succeeded: its own success event will come.
  if (intent.status !== 'succeeded') return 'ignored';
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string' || intent.currency !== 'usd') throw new Error(`PaymentIntent ${intent.id} succeeded without a USD charge to record`);
  const card = charge.payment_method_details?.card;

  let announced: PendingEvent[] = [];
  let depositSessionToClose: string | null = null;
  const outcome = await writeWithRetries(config, bookingId, async (booking) => {
    if (booking.payments.some((payment) => payment.card?.paymentIntentId === intent.id)) return 'duplicate';
    const before = paymentSummary(booking);
    const amount = intent.amount_received;
    if (!chargeFits(before.total, before.paid, amount)) {
      // The ledger never says more was paid than the booking costs: staff refund the excess.
      logger.error('Card payment not applied: it would take the booking over its total; refund it', { bookingId, paymentIntentId: intent.id, amount, paid: before.paid, total: before.total });
      return 'unapplied';
    }
    const at = now.toISOString();
    const payment = {
      id: randomUUID(),
      kind: before.depositOutstanding > 0 ? ('deposit' as const) : ('balance' as const),
      amount,
      method: 'card' as const,
      receivedOn: calendarDateIn(new Date(charge.created * 1000)),
      recordedBy: 'Stripe',
      recordedAt: at,
      card: { provider: 'stripe' as const, paymentIntentId: intent.id, chargeId: charge.id, brand: card?.brand ?? 'card', last4: card?.last4 ?? '0000', livemode: intent.livemode },
      ...shareOf(intent),
    };
    const after: StoredBooking = withoutReservation({ ...booking, payments: [...booking.payments, payment] }, payment.share?.reservationId);
    delete after.lastPaymentFailure;
    // The card the guest saved for the balance, with their consent, from what Stripe holds (decision 019).
    const saved = savedCardOf(intent, payment.card, at);
    if (saved) after.savedCard = saved;
    if (paymentSummary(after).outstanding === 0) {
      // Paid in full: no failed automatic charge to show, and no balance pay link to keep open.
      delete after.balanceChargeFailure;
      delete after.balanceCheckout;
    }
    const events: PendingEvent[] = [];
    if (booking.status === 'pending_deposit' && paymentSummary(after).depositOutstanding === 0) {
      // Confirmed in the transaction that records the money: never "paid but released" (decision 018).
      after.status = 'confirmed';
      after.confirmedAt = at;
      delete after.holdExpiresAt;
      delete after.checkout;
      events.push(announceChange(after, 'BookingConfirmed', now));
      depositSessionToClose = payment.share && booking.checkout ? booking.checkout.sessionId : null;
    } else if (booking.status !== 'pending_deposit' && booking.status !== 'confirmed') {
      logger.error('Card payment for a booking that has ended; refund it', { bookingId, status: booking.status, paymentIntentId: intent.id, amount });
    }
    const summary = paymentSummary(after);
    events.unshift(
      pendingEvent(
        PaymentSucceeded,
        {
          bookingId: booking.id,
          reference: bookingReference(booking.id),
          quoteId: booking.quoteId,
          leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
          cruiseDate: booking.slot.date,
          paymentIntentId: intent.id,
          stripeEventId: event.id,
          paymentId: payment.id,
          kind: payment.kind,
          amount,
          method: { type: 'card', brand: payment.card.brand, last4: payment.card.last4 },
          chargeId: charge.id,
          totalPrice: summary.total,
          paid: summary.paid,
          remaining: summary.outstanding,
          ...(summary.outstanding > 0 ? { remainingDueOn: booking.deposit.remainingBalanceDueAt } : {}),
          bookingStatus: after.status,
          ...(payment.share ? { paidBy: { name: payment.share.name, ...(payment.share.email ? { email: payment.share.email } : {}) } } : {}),
        },
        { now },
      ),
    );
    const entry: LedgerEntry = { bookingId: booking.id, kind: 'charge', amount, entryKey: `CHARGE#${intent.id}`, paymentId: payment.id, method: 'card', at, stripe: { paymentIntentId: intent.id, chargeId: charge.id, eventId: event.id } };
    announced = events;
    return bookingsRepository(config).recordStripePayment(booking, after, { entry, stripeEventId: event.id, at, events });
  });
  if (outcome === 'recorded') {
    await publishPending(config, announced);
    if (depositSessionToClose) await closeDepositCheckout(config, bookingId, depositSessionToClose);
  }
  return outcome;
}

/** A friend's share (decision 021) carries its reservation and the payer's name and e-mail in the intent's metadata. */
function shareOf(intent: Stripe.PaymentIntent): { share?: { reservationId: string; name: string; email?: string } } {
  const { kind, reservationId, shareName, shareEmail } = intent.metadata;
  return kind === 'share' && reservationId && shareName ? { share: { reservationId, name: shareName, ...(shareEmail ? { email: shareEmail } : {}) } } : {};
}

/** The booking with a paid (or ended) share's reservation gone: the amount is in the ledger now, or free again. */
function withoutReservation(booking: StoredBooking, reservationId: string | undefined): StoredBooking {
  if (!reservationId || !booking.split) return booking;
  return { ...booking, split: { ...booking.split, reservations: booking.split.reservations.filter((reservation) => reservation.id !== reservationId) } };
}

/**
 * When friends' shares covered the deposit, the organiser's own deposit checkout may still be open:
 * it is closed so they are not charged the deposit again (decision 021).
 */
async function closeDepositCheckout(config: Config, bookingId: string, sessionId: string): Promise<void> {
  const outcome = await closeCheckout(config, sessionId).catch((error: unknown) => {
    logger.warn('Could not close the deposit checkout of a booking its shares confirmed', { bookingId, sessionId, error: String(error) });
    return null;
  });
  if (outcome === 'complete') logger.warn('The organiser paid the deposit as the shares covered it: the webhook applies it to the balance if it fits', { bookingId, sessionId });
}

async function recordFailure(config: Config, intent: Stripe.PaymentIntent, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  const bookingId = intent.metadata['bookingId'];
  const error = intent.last_payment_error;
  if (!bookingId || !error) return 'ignored';
  const failedAt = new Date(event.created * 1000).toISOString();
  const code = error.code ?? error.type;
  const declineCode = error.decline_code;
  // The job's off-session charge of a saved card (decision 019): told to the guest and staff.
  const automatic = intent.metadata['kind'] === 'balance' && intent.metadata['automatic'] === 'true';
  const message = automatic ? automaticChargeFailureMessage(code, declineCode) : paymentFailureMessage(code, declineCode);
  let announced: PendingEvent[] = [];
  const outcome = await writeWithRetries(config, bookingId, async (booking) => {
    const after: StoredBooking = { ...booking };
    // Shown only while the booking waits for this payment, and never over a newer failure.
    const paidAlready = booking.payments.some((payment) => payment.card?.paymentIntentId === intent.id);
    if (booking.status === 'pending_deposit' && !paidAlready && (!booking.lastPaymentFailure || booking.lastPaymentFailure.at <= failedAt)) {
      after.lastPaymentFailure = { code, ...(declineCode ? { declineCode } : {}), message, at: failedAt, paymentIntentId: intent.id };
    }
    const balanceDueOn = intent.metadata['dueOn'] ?? booking.deposit.remainingBalanceDueAt;
    if (automatic && booking.status === 'confirmed' && !paidAlready && paymentSummary(booking).outstanding > 0 && (!booking.balanceChargeFailure || booking.balanceChargeFailure.at <= failedAt)) {
      // The booking keeps its slot; its status says the charge failed until the balance is paid.
      after.balanceChargeFailure = { dueOn: balanceDueOn, paymentIntentId: intent.id, code, ...(declineCode ? { declineCode } : {}), message, at: failedAt };
    }
    const failed = pendingEvent(
      PaymentFailed,
      {
        bookingId: booking.id,
        reference: bookingReference(booking.id),
        quoteId: booking.quoteId,
        leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
        cruiseDate: booking.slot.date,
        paymentIntentId: intent.id,
        stripeEventId: event.id,
        amount: intent.amount,
        code,
        ...(declineCode ? { declineCode } : {}),
        message,
        bookingStatus: booking.status,
        ...(automatic ? { automatic: true, balanceDueOn } : {}),
      },
      { now },
    );
    announced = [failed];
    return bookingsRepository(config).recordStripePayment(booking, after, { stripeEventId: event.id, at: now.toISOString(), events: [failed] });
  });
  if (outcome === 'recorded') await publishPending(config, announced);
  return outcome;
}

/**
 * Acts on one verified event. The endpoint is subscribed to checkout.session.completed,
 * payment_intent.succeeded, payment_intent.payment_failed and checkout.session.expired (a
 * friend's share, decision 021); anything else is acknowledged and left alone.
 */
export async function handleStripeEvent(config: Config, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const intent = idOf(session.payment_intent);
      return session.payment_status === 'paid' && intent ? settle(config, intent, event, now) : 'ignored';
    }
    case 'payment_intent.succeeded':
      return settle(config, event.data.object.id, event, now);
    case 'payment_intent.payment_failed':
      return recordFailure(config, event.data.object, event, now);
    case 'checkout.session.expired': {
      // A friend's share not paid in time: its reservation is freed for the rest of the group.
      const { kind, bookingId, reservationId } = event.data.object.metadata ?? {};
      if (kind !== 'share' || !bookingId || !reservationId) return 'ignored';
      return (await releaseShare(config, bookingId, reservationId)) ? 'recorded' : 'duplicate';
    }
    default:
      return 'ignored';
  }
}
