import type Stripe from 'stripe';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { releaseShare } from './share-checkout.ts';
import { stripeClient } from '../../adapters/stripe/stripe-settings.ts';
import { handleStripeEvent } from './stripe-webhook.ts';

// Reconciliation (issue 16, decision 021): a job that compares each booking's payment state with
// its ledger and with Stripe, fixes what it safely can and reports the rest.
// - A checkout Stripe says is complete whose payment the booking lacks (the webhook never came:
//   an endpoint misconfigured, a delivery given up) is recorded through the webhook's own code
//   path, as if Stripe had sent checkout.session.completed: the same checks, the same one
//   transaction, and a later real delivery finds it recorded.
// - A friend's share reservation whose checkout has ended unpaid is freed.
// - A booking whose paid total is not its ledger's sum, or is above its total, is never changed
//   here: which side is right needs a person. It is reported (logged as an error) and alarmed on.

/** Bookings whose cruise was up to this many days ago are still looked at (late refunds, late webhooks). */
const LOOK_BACK_DAYS = 60;
/** Bookings are taken this far ahead (the booking window is under three years). */
const LOOK_AHEAD_DAYS = 4 * 366;
/** A booking read twice around its ledger must be unchanged for a mismatch to count (it is not mid-payment). */
const STABLE_READ_ATTEMPTS = 3;

export type Problem = 'ledger-mismatch' | 'overpaid' | 'unapplied-payment';

export interface ReconciliationReport {
  checked: number;
  /** Payments recorded that the webhook had missed: booking and Checkout Session. */
  recorded: { bookingId: string; sessionId: string }[];
  /** Share reservations freed whose checkout had ended unpaid. */
  freed: { bookingId: string; reservationId: string }[];
  /** What needs a person. */
  unresolved: { bookingId: string; problem: Problem; detail: string }[];
}

/** The ledger against the booking, on a read the booking did not change under. */
async function ledgerProblem(config: Config, booking: StoredBooking): Promise<{ problem: Problem; detail: string } | null> {
  const repository = bookingsRepository(config);
  let current = booking;
  for (let attempt = 1; attempt <= STABLE_READ_ATTEMPTS; attempt += 1) {
    const ledger = await repository.ledger(current.id);
    const again = await repository.get(current.id);
    if (!again) return null;
    if (again.revision !== current.revision) {
      current = again;
      continue;
    }
    const { paid, total } = paymentSummary(current);
    const inLedger = ledgerPaid(ledger);
    if (inLedger !== paid) return { problem: 'ledger-mismatch', detail: `booking says ${paid} paid, ledger sums to ${inLedger}` };
    if (paid > total) return { problem: 'overpaid', detail: `paid ${paid} of ${total}` };
    return null;
  }
  return null;
}

/** A Checkout Session the booking knows of; null when Stripe no longer does. */
async function sessionOf(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return null;
    throw error;
  }
}

const paidIntent = (booking: StoredBooking, intentId: string) => booking.payments.some((payment) => payment.card?.paymentIntentId === intentId);

/** Records a completed session's payment through the webhook's path, as the event Stripe would have sent. */
async function recordMissed(config: Config, session: Stripe.Checkout.Session, now: Date) {
  const event: Stripe.CheckoutSessionCompletedEvent = {
    // Named for the session, so running again (or the real event arriving) finds it recorded.
    id: `evt_reconciled_${session.id}`,
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    livemode: session.livemode,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: { object: session },
  };
  return handleStripeEvent(config, event, now);
}

/**
 * Every payment Stripe took for a booking in the window is on that booking's ledger (kept, or
 * refunded at once when it had no room: decision 037), whichever checkout it was paid in, including
 * one the booking no longer names (a replaced pay link). One the webhook missed is recorded
 * through the webhook's own path, as the payment_intent.succeeded Stripe would have sent.
 */
async function recordMissedIntents(config: Config, stripe: Stripe, since: Date, now: Date, report: ReconciliationReport): Promise<void> {
  const repository = bookingsRepository(config);
  const byBooking = new Map<string, Stripe.PaymentIntent[]>();
  for await (const intent of stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
    const bookingId = intent.metadata['bookingId'];
    if (intent.status === 'succeeded' && bookingId) byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), intent]);
  }
  for (const [bookingId, taken] of byBooking) {
    const charged = new Set(
      (await repository.ledger(bookingId)).flatMap((entry) => (entry.kind === 'charge' && entry.stripe ? [entry.stripe.paymentIntentId] : [])),
    );
    for (const intent of taken.filter((candidate) => !charged.has(candidate.id))) await recordMissedIntent(config, bookingId, intent, now, report);
  }
}

async function recordMissedIntent(config: Config, bookingId: string, intent: Stripe.PaymentIntent, now: Date, report: ReconciliationReport): Promise<void> {
  const event: Stripe.PaymentIntentSucceededEvent = {
    id: `evt_reconciled_${intent.id}`,
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    livemode: intent.livemode,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: intent },
  };
  const outcome = await handleStripeEvent(config, event, now);
  if (outcome === 'recorded') report.recorded.push({ bookingId, sessionId: intent.id });
  else if (outcome !== 'duplicate')
    report.unresolved.push({ bookingId, problem: 'unapplied-payment', detail: `payment ${intent.id} was taken but is not on the ledger (${outcome})` });
}

/** Looks at every booking in the window once; safe to run at any time and alongside the webhook. */
export async function reconcilePayments(config: Config, now: Date): Promise<ReconciliationReport> {
  const repository = bookingsRepository(config);
  const today = calendarDateIn(now);
  const bookings = await repository.listBetween(addDays(today, -LOOK_BACK_DAYS), addDays(today, LOOK_AHEAD_DAYS), 10_000);
  const report: ReconciliationReport = { checked: bookings.length, recorded: [], freed: [], unresolved: [] };
  const stripe = await stripeClient(config);

  for (const booking of bookings) {
    const sessions = [
      ...(booking.checkout ? [{ sessionId: booking.checkout.sessionId, reservationId: null }] : []),
      ...(booking.split?.reservations ?? []).map((reservation) => ({
        sessionId: reservation.sessionId ?? null,
        reservationId: reservation.id,
        expiresAt: reservation.expiresAt,
      })),
    ];
    for (const known of sessions) {
      const session = known.sessionId ? await sessionOf(stripe, known.sessionId) : null;
      const intentId = typeof session?.payment_intent === 'string' ? session.payment_intent : (session?.payment_intent?.id ?? null);
      if (session?.status === 'complete' && session.payment_status === 'paid' && intentId && !paidIntent(booking, intentId)) {
        const outcome = await recordMissed(config, session, now);
        if (outcome === 'recorded') report.recorded.push({ bookingId: booking.id, sessionId: session.id });
        else if (outcome === 'unapplied')
          report.unresolved.push({
            bookingId: booking.id,
            problem: 'unapplied-payment',
            detail: `session ${session.id} was paid but does not fit the booking: refund it`,
          });
        continue;
      }
      // A share whose checkout ended unpaid (or was never made) and whose time is up holds nothing.
      if (known.reservationId && 'expiresAt' in known && Date.parse(known.expiresAt) <= now.getTime() && session?.status !== 'complete') {
        if (await releaseShare(config, booking.id, known.reservationId)) report.freed.push({ bookingId: booking.id, reservationId: known.reservationId });
      }
    }
    const problem = await ledgerProblem(config, (await repository.get(booking.id)) ?? booking);
    if (problem) report.unresolved.push({ bookingId: booking.id, ...problem });
  }
  await recordMissedIntents(config, stripe, new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000), now, report);
  return report;
}

/** Every disagreement found, fixed or not: each means a webhook went missing or worse. */
export function discrepancies(report: ReconciliationReport): number {
  return report.recorded.length + report.unresolved.length;
}
