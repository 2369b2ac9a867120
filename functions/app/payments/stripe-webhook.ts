import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { bookingReference, type RecordedPayment, type RecordedRefund } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { automaticChargeFailureMessage } from '#domain/payments/balance.ts';
import { chargeFits, paymentFailureMessage } from '#domain/payments/payments.ts';
import { PaymentFailed, PaymentReturned, PaymentSucceeded } from '#events/payments.ts';
import { announceChange } from '../booking/booking-events.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { writeWithRetries, type WebhookOutcome } from './booking-writes.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { savedCardOf } from '../../adapters/stripe/saved-card-record.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { releaseShare } from './share-checkout.ts';
import { stripeClient, stripeSettings } from '../../adapters/stripe/stripe-settings.ts';

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

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Verifies the delivery with the endpoint's signing secret (Stripe's scheme, tolerance 5 minutes).
 * Refused BAD_SIGNATURE when it does not match: nothing of it is read.
 */
export async function verifiedEvent(config: Config, payload: string, signature: string): Promise<Outcome<Stripe.Event>> {
  const [stripe, { webhookSecret }] = await Promise.all([stripeClient(config), stripeSettings(config)]);
  try {
    return done(stripe.webhooks.constructEvent(payload, signature, webhookSecret));
  } catch (error) {
    logger.warn('Stripe webhook refused: bad signature', { reason: error instanceof Error ? error.message : String(error) });
    return refused('BAD_SIGNATURE', 'The Stripe-Signature header does not match this payload.');
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
  if (!charge || typeof charge === 'string' || intent.currency !== 'usd')
    throw new Error(`PaymentIntent ${intent.id} succeeded without a USD charge to record`);
  const card = charge.payment_method_details?.card;

  let announced: PendingEvent[] = [];
  let sessionsToClose: string[] = [];
  // Once Stripe has refunded a payment the booking had no room for, it is recorded as returned
  // whatever a later reading of the booking says: the money has gone back.
  let returned: { refund: Stripe.Refund; reason: string } | null = null;
  const outcome = await writeWithRetries(config, bookingId, async (booking) => {
    if (booking.payments.some((payment) => payment.card?.paymentIntentId === intent.id)) return 'duplicate';
    const before = paymentSummary(booking);
    const amount = intent.amount_received;
    const at = now.toISOString();
    const payment: RecordedPayment = {
      id: randomUUID(),
      kind: before.depositOutstanding > 0 ? 'deposit' : 'balance',
      amount,
      method: 'card',
      receivedOn: calendarDateIn(new Date(charge.created * 1000)),
      recordedBy: 'Stripe',
      recordedAt: at,
      card: {
        provider: 'stripe',
        paymentIntentId: intent.id,
        chargeId: charge.id,
        brand: card?.brand ?? 'card',
        last4: card?.last4 ?? '0000',
        livemode: intent.livemode,
      },
      ...shareOf(intent),
    };
    const chargeEntry: LedgerEntry = {
      bookingId: booking.id,
      kind: 'charge',
      amount,
      entryKey: `CHARGE#${intent.id}`,
      paymentId: payment.id,
      method: 'card',
      at,
      stripe: { paymentIntentId: intent.id, chargeId: charge.id, eventId: event.id },
    };
    const noRoom = returned?.reason ?? unplaceableReason(booking, amount);
    if (noRoom) {
      // Never kept unplaced (decision 037): refunded in full through Stripe, then both recorded.
      returned ??= { refund: await returnCharge(config, booking.id, intent.id, noRoom), reason: noRoom };
      const change = returnedPayment(booking, payment, chargeEntry, returned, intent, event, now);
      announced = change.events;
      return bookingsRepository(config).recordStripePayment(booking, change.after, change);
    }
    const after: StoredBooking = withoutReservation({ ...booking, payments: [...booking.payments, payment] }, payment.share?.reservationId);
    delete after.lastPaymentFailure;
    // The card the guest saved for the balance, with their consent, from what Stripe holds (decision 019).
    const saved = savedCardOf(intent, payment.card!, at);
    if (saved) after.savedCard = saved;
    const closing: string[] = [];
    if (booking.balanceCheckout) {
      // What is owed has changed: the balance's pay link was made for the old figure (decision 037).
      closing.push(booking.balanceCheckout.sessionId);
      delete after.balanceCheckout;
    }
    if (paymentSummary(after).outstanding === 0) delete after.balanceChargeFailure;
    const events: PendingEvent[] = [];
    if (booking.status === 'pending_deposit' && paymentSummary(after).depositOutstanding === 0) {
      // Confirmed in the transaction that records the money: never "paid but released" (decision 018).
      after.status = 'confirmed';
      after.confirmedAt = at;
      delete after.holdExpiresAt;
      delete after.checkout;
      events.push(announceChange(after, 'BookingConfirmed', now));
      // Friends' shares covered the deposit: the organiser's own deposit checkout is closed (decision 021).
      if (payment.share && booking.checkout) closing.push(booking.checkout.sessionId);
    }
    const summary = paymentSummary(after);
    events.unshift(
      pendingEvent(
        PaymentSucceeded,
        {
          ...paymentEventIdentity(booking, intent.id, event.id),
          paymentId: payment.id,
          kind: payment.kind,
          amount,
          method: { type: 'card', brand: payment.card!.brand, last4: payment.card!.last4 },
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
    announced = events;
    sessionsToClose = closing;
    return bookingsRepository(config).recordStripePayment(booking, after, { entry: chargeEntry, stripeEventId: event.id, at, events });
  });
  if (outcome === 'recorded') {
    await publishPending(config, announced);
    for (const sessionId of sessionsToClose) await closeStaleCheckout(config, bookingId, sessionId);
  }
  return outcome;
}

/** Why a payment of `amount` cannot be kept on the booking, or null when it can (decision 037). */
function unplaceableReason(booking: StoredBooking, amount: number): string | null {
  if (booking.status === 'cancelled') return 'the booking had been cancelled when it arrived.';
  if (booking.status === 'released') return 'the booking had been released, unpaid, when it arrived.';
  const { total, paid } = paymentSummary(booking);
  if (chargeFits(total, paid, amount)) return null;
  return paid >= total
    ? 'the booking was already paid in full when it arrived (another payment covered it first).'
    : `only ${formatMoney(total - paid)} was left to pay on the booking when it arrived (another payment covered the rest first).`;
}

/** Refunds a payment in full through Stripe, once however often it is asked (its key is the PaymentIntent's). */
async function returnCharge(config: Config, bookingId: string, paymentIntentId: string, reason: string): Promise<Stripe.Refund> {
  const stripe = await stripeClient(config);
  const refund = await stripe.refunds.create(
    {
      payment_intent: paymentIntentId,
      reason: 'duplicate',
      metadata: { bookingId, returned: 'true', reason: `Not needed: ${reason}`.slice(0, 500), by: 'Stripe' },
    },
    { idempotencyKey: `return-${paymentIntentId}` },
  );
  logger.warn('Card payment the booking had no room for was refunded at once', { bookingId, paymentIntentId, refundId: refund.id, reason });
  return refund;
}

/** The booking with a returned payment: the charge and its refund, both in the ledger, and the PaymentReturned event. */
function returnedPayment(
  booking: StoredBooking,
  payment: RecordedPayment,
  chargeEntry: LedgerEntry,
  returned: { refund: Stripe.Refund; reason: string },
  intent: Stripe.PaymentIntent,
  event: Stripe.Event,
  now: Date,
): { after: StoredBooking; entries: LedgerEntry[]; stripeEventId: string; at: string; events: PendingEvent[] } {
  const at = now.toISOString();
  const { refund, reason } = returned;
  const card = payment.card!;
  const recorded: RecordedRefund = {
    id: refund.id,
    paymentId: payment.id,
    amount: payment.amount,
    method: 'card',
    reason: `Not needed: ${reason}`,
    refundedBy: 'Stripe',
    refundedAt: at,
    stripe: { refundId: refund.id, paymentIntentId: intent.id, status: refund.status ?? 'pending' },
    returned: true,
  };
  const after: StoredBooking = withoutReservation(
    { ...booking, payments: [...booking.payments, payment], refunds: [...(booking.refunds ?? []), recorded] },
    payment.share?.reservationId,
  );
  const refundEntry: LedgerEntry = {
    bookingId: booking.id,
    kind: 'refund',
    amount: payment.amount,
    entryKey: `REFUND#${refund.id}`,
    paymentId: payment.id,
    method: 'card',
    at,
    stripeRefund: { refundId: refund.id, paymentIntentId: intent.id, chargeId: card.chargeId, status: recorded.stripe!.status },
    reason: recorded.reason,
    recordedBy: 'Stripe',
  };
  const summary = paymentSummary(after);
  const announcement = pendingEvent(
    PaymentReturned,
    {
      ...paymentEventIdentity(booking, intent.id, event.id),
      paymentId: payment.id,
      amount: payment.amount,
      method: { type: 'card', brand: card.brand, last4: card.last4 },
      chargeId: card.chargeId,
      stripeRefundId: refund.id,
      reason: reason.charAt(0).toUpperCase() + reason.slice(1),
      ...(payment.share ? { paidBy: { name: payment.share.name, ...(payment.share.email ? { email: payment.share.email } : {}) } } : {}),
      totalPrice: summary.total,
      paid: summary.paid,
      remaining: summary.outstanding,
      bookingStatus: after.status,
    },
    { now },
  );
  return { after, entries: [chargeEntry, refundEntry], stripeEventId: event.id, at, events: [announcement] };
}

/** Which booking, whose, and which Stripe payment and event: every payment event of the webhook's starts with these. */
function paymentEventIdentity(booking: StoredBooking, paymentIntentId: string, stripeEventId: string) {
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.id),
    quoteId: booking.quoteId,
    leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
    cruiseDate: booking.slot.date,
    paymentIntentId,
    stripeEventId,
  };
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
 * Closes a checkout a payment made stale (the balance's pay link for an old figure, or the
 * organiser's deposit checkout once friends covered the deposit), so it cannot be paid. One paid
 * just before it closed is refunded at once by its own webhook (decision 037).
 */
async function closeStaleCheckout(config: Config, bookingId: string, sessionId: string): Promise<void> {
  const outcome = await closeCheckout(config, sessionId).catch((error: unknown) => {
    logger.warn('Could not close a checkout a payment made stale', { bookingId, sessionId, error: String(error) });
    return null;
  });
  if (outcome === 'complete')
    logger.info('A stale checkout was paid before it closed: its webhook keeps it if it fits, else refunds it', { bookingId, sessionId });
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
    if (
      automatic &&
      booking.status === 'confirmed' &&
      !paidAlready &&
      paymentSummary(booking).outstanding > 0 &&
      (!booking.balanceChargeFailure || booking.balanceChargeFailure.at <= failedAt)
    ) {
      // The booking keeps its slot; its status says the charge failed until the balance is paid.
      after.balanceChargeFailure = { dueOn: balanceDueOn, paymentIntentId: intent.id, code, ...(declineCode ? { declineCode } : {}), message, at: failedAt };
    }
    const failed = pendingEvent(
      PaymentFailed,
      {
        ...paymentEventIdentity(booking, intent.id, event.id),
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
