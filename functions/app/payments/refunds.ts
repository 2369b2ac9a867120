import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import type { PriceAdjustment, RefundKind } from '#domain/payments/booking-money.ts';
import { bookingReference, type RecordedRefund } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { refundDestination, type RefundResult } from '#domain/payments/refund-results.ts';
import { allocateRefund, refundFits, type RefundPart } from '#domain/payments/refunds.ts';
import { RefundIssued } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { mapBounded } from '../../platform/bounded.ts';
import { stripeClient, stripePackage } from '../../adapters/stripe/stripe-settings.ts';
import { writeWithRetries, type WebhookOutcome } from './booking-writes.ts';

// Refunds (decision 020). Each charge is refunded on its own: a card charge through Stripe on
// its PaymentIntent, so the money goes back to the card that paid; cash, a check or a card staff
// took on a terminal, by hand (recorded here, nothing sent to Stripe). A card refund is entered in
// the ledger under Stripe's refund id, by whichever comes first of Stripe's answer to our request
// and its webhook (a refund made in Stripe's dashboard arrives by the webhook only): the entry is
// written only if new, so it is counted once. The reason and who gave it travel in the refund's
// metadata, so both paths write the same record.

/** Who a refund made in Stripe's dashboard (no staff member of ours) is recorded as given by. */
const STRIPE_DASHBOARD = 'Stripe';

/** A refund Stripe has made or is making: money that has left (a failed one is logged for staff, decision 020). */
const RECORDED_STATUSES = new Set(['succeeded', 'pending']);

function refundEvent(booking: StoredBooking, after: StoredBooking, refund: RecordedRefund, now: Date): PendingEvent {
  const payment = booking.payments.find((candidate) => candidate.id === refund.paymentId);
  const method =
    refund.stripe && payment?.card
      ? {
          type: 'card' as const,
          brand: payment.card.brand,
          last4: payment.card.last4,
          paymentIntentId: refund.stripe.paymentIntentId,
          stripeRefundId: refund.stripe.refundId,
        }
      : { type: refund.method === 'card' ? ('card_by_staff' as const) : refund.method };
  const summary = paymentSummary(after);
  return pendingEvent(
    RefundIssued,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      refundId: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      method,
      reason: refund.reason,
      refundedBy: refund.refundedBy,
      totalPrice: summary.total,
      paid: summary.paid,
      bookingStatus: after.status,
      ...(after.adjustments?.some((adjustment) => adjustment.refundId === refund.id) ? { goodwill: true } : {}),
      ...(after.status === 'cancelled' || after.status === 'released' ? {} : { remaining: summary.outstanding }),
    },
    { now },
  );
}

/**
 * Enters a Stripe refund in the ledger and the booking, once: from our request's answer, from a
 * webhook (`eventId`), or both in any order. 'unapplied' when it would take what is paid below
 * zero (logged for staff: the ledger never goes negative).
 */
export async function recordStripeRefund(config: Config, refund: Stripe.Refund, now: Date, eventId?: string): Promise<WebhookOutcome> {
  const paymentIntentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
  if (!paymentIntentId || !chargeId) return 'ignored';
  if (!refund.status || !RECORDED_STATUSES.has(refund.status)) {
    if (refund.status === 'failed' || refund.status === 'canceled')
      logger.error('A Stripe refund did not go through; settle it with the guest', {
        refundId: refund.id,
        paymentIntentId,
        status: refund.status,
        failureReason: refund.failure_reason,
      });
    return 'ignored';
  }
  let bookingId = refund.metadata?.['bookingId'];
  if (!bookingId) {
    // Made in Stripe's dashboard: the PaymentIntent names our booking.
    const intent = await (await stripeClient(config)).paymentIntents.retrieve(paymentIntentId);
    bookingId = intent.metadata['bookingId'];
  }
  if (!bookingId) {
    logger.warn('Stripe refund without a booking: not ours', { refundId: refund.id, paymentIntentId });
    return 'ignored';
  }
  const at = now.toISOString();
  let announced: PendingEvent[] = [];
  const outcome = await writeWithRetries(config, bookingId, async (booking) => {
    if ((booking.refunds ?? []).some((earlier) => earlier.stripe?.refundId === refund.id)) return 'duplicate';
    // A payment refunded at once is recorded, charge and refund together, by its own webhook (decision 037).
    if (refund.metadata?.['returned'] === 'true' && !booking.payments.some((candidate) => candidate.card?.paymentIntentId === paymentIntentId))
      return 'ignored';
    const record = stripeRefundRecord(booking, refund, now);
    if (!record) return 'unapplied';
    const after = withRefund(booking, record);
    const event = refundEvent(booking, after, record.recorded, now);
    announced = [event];
    return bookingsRepository(config).recordRefund(booking, after, {
      entries: record.entries,
      ...(eventId ? { stripeEventId: eventId } : {}),
      at,
      events: [event],
    });
  });
  if (outcome === 'recorded') await publishPending(config, announced);
  return outcome;
}

/**
 * A goodwill refund's adjustment (decision 037): the price falls by what was given back, in the
 * same transaction as the refund, so what the guest owes never rises for a kindness.
 */
function goodwillOf(bookingId: string, refund: RecordedRefund, at: string): { adjustment: PriceAdjustment; entry: LedgerEntry } {
  const id = `goodwill-${refund.id}`;
  return {
    adjustment: { id, kind: 'goodwill', amount: refund.amount, reason: refund.reason, by: refund.refundedBy, at, refundId: refund.id },
    entry: {
      bookingId,
      kind: 'adjustment',
      adjustment: 'goodwill',
      amount: refund.amount,
      entryKey: `ADJUST#${id}`,
      paymentId: refund.paymentId,
      method: refund.method,
      at,
      reason: refund.reason,
      recordedBy: refund.refundedBy,
    },
  };
}

/**
 * Records a refund of a payment taken by hand (cash, a check, a card on staff's terminal): staff
 * hand the money back. Refused BOOKING_CHANGED when what is paid no longer covers it.
 */
async function recordManualRefund(
  config: Config,
  booking: StoredBooking,
  part: RefundPart,
  reason: string,
  by: string,
  now: Date,
  requestKey?: string,
  kind: RefundKind = 'mistake',
): Promise<Outcome<void>> {
  const at = now.toISOString();
  const id = randomUUID();
  let announced: PendingEvent[] = [];
  // Set inside the retried write, from the booking as it finds it.
  let changed = false;
  const outcome = await writeWithRetries(config, booking.id, async (current) => {
    changed = !refundFits(paymentSummary(current).paid, part.amount);
    if (changed) return 'unapplied';
    const recorded: RecordedRefund = {
      id,
      paymentId: part.charge.paymentId,
      amount: part.amount,
      method: part.charge.method,
      reason,
      refundedBy: by,
      refundedAt: at,
      ...(requestKey ? { requestKey } : {}),
    };
    const goodwill = kind === 'goodwill' ? goodwillOf(current.id, recorded, at) : null;
    const after: StoredBooking = {
      ...current,
      refunds: [...(current.refunds ?? []), recorded],
      ...(goodwill ? { adjustments: [...(current.adjustments ?? []), goodwill.adjustment] } : {}),
    };
    const entry: LedgerEntry = {
      bookingId: current.id,
      kind: 'refund',
      amount: part.amount,
      entryKey: `REFUND#${id}`,
      paymentId: part.charge.paymentId,
      method: part.charge.method,
      at,
      reason,
      recordedBy: by,
    };
    const event = refundEvent(current, after, recorded, now);
    announced = [event];
    return bookingsRepository(config).recordRefund(current, after, { entry, ...(goodwill ? { entries: [goodwill.entry] } : {}), at, events: [event] });
  });
  if (changed) return refused('BOOKING_CHANGED', 'Someone changed this booking a moment ago. Reload it and try again.');
  if (outcome === 'recorded') await publishPending(config, announced);
  return done();
}

/** A refund Stripe refused (an invalid request: the charge is disputed, refunded already, ...) is an answer; any other failure is a fault. */
async function stripeRefusal(error: unknown): Promise<Refused<'REFUND_REFUSED'> | null> {
  if (!(error instanceof (await stripePackage()).errors.StripeInvalidRequestError)) return null;
  return refused('REFUND_REFUSED', `Stripe refused the refund: ${error.message}`);
}

/**
 * Makes the refunds `parts` describe, each on its own charge. Card refunds carry an
 * Idempotency-Key of the staff request's own key (or else the booking's revision as read), the
 * charge and the amount: a retried request, or two identical ones racing on the same reading,
 * make one refund at Stripe (and so one ledger entry). Every part is attempted (makeRefunds); if
 * any failed, the ones made stay made and recorded and the first failure is refused
 * (REFUND_REFUSED, when Stripe refused it) or thrown.
 */
export async function issueRefunds(
  config: Config,
  booking: StoredBooking,
  parts: readonly RefundPart[],
  reason: string,
  by: string,
  now: Date,
  requestKey?: string,
  kind: RefundKind = 'mistake',
): Promise<Outcome<RefundResult[]>> {
  const making = await makeRefunds(config, booking, parts, reason, by, now, requestKey, kind);
  if (!making.ok) return making;
  const [failure] = making.value.failures;
  if (failure) {
    const refusal = await stripeRefusal(failure.error);
    if (refusal) return refusal;
    throw failure.error;
  }
  return done(making.value.results);
}

/**
 * How many refunds are asked of Stripe at once. Each waits on Stripe for a few hundred
 * milliseconds, so twenty in a row took seconds; all at once would meet Stripe's rate limit (25
 * requests a second in test mode) when a few cancellations coincide. Five keeps twenty refunds to
 * four rounds.
 */
const REFUND_CONCURRENCY = 5;

/**
 * Refunds larger than this many go in more than one transaction: each refund is two items (its
 * ledger entry and its event) beside the booking and a hold, within DynamoDB's 100 per transaction.
 */
const REFUNDS_PER_WRITE = 40;

/** Every part attempted: what each came to, and the failures (with the error) for the caller to report or throw. */
export interface RefundsMade {
  results: RefundResult[];
  failures: { part: RefundPart; error: unknown }[];
}

/**
 * Makes every refund `parts` describe and reports each: the by-hand ones recorded one by one (no
 * money leaves, nothing waits), the card ones asked of Stripe REFUND_CONCURRENCY at a time, then
 * entered together (recordStripeRefunds) rather than one contended write per refund. A refund
 * Stripe refused, or one that could not be asked, is a failure in the answer; the rest are made.
 * A by-hand refund the booking no longer covers is refused (BOOKING_CHANGED) before any card's.
 */
export async function makeRefunds(
  config: Config,
  booking: StoredBooking,
  parts: readonly RefundPart[],
  reason: string,
  by: string,
  now: Date,
  requestKey?: string,
  kind: RefundKind = 'mistake',
): Promise<Outcome<RefundsMade>> {
  const destination = (part: RefundPart) => {
    const payment = booking.payments.find((candidate) => candidate.id === part.charge.paymentId);
    return refundDestination(payment ?? { method: part.charge.method });
  };
  const results: RefundResult[] = [];
  const failures: RefundsMade['failures'] = [];
  for (const part of parts.filter((candidate) => !candidate.charge.paymentIntentId)) {
    const recorded = await recordManualRefund(config, booking, part, reason, by, now, requestKey, kind);
    if (!recorded.ok) return recorded;
    results.push({ paymentId: part.charge.paymentId, amount: part.amount, to: destination(part), status: 'refunded' });
  }
  const cardParts = parts.filter((candidate) => candidate.charge.paymentIntentId);
  if (cardParts.length === 0) return done({ results, failures });
  const stripe = await stripeClient(config);
  const answers = await mapBounded(cardParts, REFUND_CONCURRENCY, async (part) => {
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: part.charge.paymentIntentId!,
          amount: part.amount,
          reason: 'requested_by_customer',
          metadata: {
            bookingId: booking.id,
            paymentId: part.charge.paymentId,
            reason: reason.slice(0, 500),
            by,
            kind,
            ...(requestKey ? { request: requestKey } : {}),
          },
        },
        { idempotencyKey: `refund-${booking.id}-${requestKey ? `k${requestKey}` : `r${booking.revision}`}-${part.charge.paymentId}-${part.amount}` },
      );
      return { part, ok: true as const, refund };
    } catch (error) {
      logger.error('A refund was not made; settle it with the guest', {
        bookingId: booking.id,
        paymentId: part.charge.paymentId,
        amount: part.amount,
        error: error instanceof Error ? error.message : String(error),
      });
      return { part, ok: false as const, error };
    }
  });
  const made = answers.flatMap((answer) => (answer.ok ? [answer.refund] : []));
  await recordStripeRefunds(config, booking.id, made, now);
  for (const answer of answers) {
    const result = { paymentId: answer.part.charge.paymentId, amount: answer.part.amount, to: destination(answer.part) };
    if (answer.ok) {
      results.push({ ...result, status: 'refunded' });
    } else {
      results.push({ ...result, status: 'failed', message: answer.error instanceof Error ? answer.error.message : 'The refund could not be asked for.' });
      failures.push({ part: answer.part, error: answer.error });
    }
  }
  return done({ results, failures });
}

/**
 * How often the refunds' write is tried over a booking that keeps changing. Stripe sends each
 * refund's webhook as soon as it is made, and the webhook may enter that refund first (by the same
 * refund id, recordStripeRefund): each such write makes ours stale, and the next reading leaves it
 * out, so the writes run out once every refund is entered.
 */
const REFUNDS_WRITE_ATTEMPTS = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Enters refunds Stripe made in the ledger and the booking together: one transaction per
 * REFUNDS_PER_WRITE refunds over the booking's revision, each entry new (`REFUND#re_...`), rather
 * than one contended read-modify-write per refund. Those the webhook entered first are left out,
 * so each is entered once. Should the booking still be changing after REFUNDS_WRITE_ATTEMPTS, the
 * rest is left to the webhooks (Stripe retries them for days), and logged.
 */
async function recordStripeRefunds(config: Config, bookingId: string, refunds: readonly Stripe.Refund[], now: Date): Promise<void> {
  const repository = bookingsRepository(config);
  for (let first = 0; first < refunds.length; first += REFUNDS_PER_WRITE) {
    const batch = refunds.slice(first, first + REFUNDS_PER_WRITE);
    for (let attempt = 1; ; attempt += 1) {
      const booking = await repository.get(bookingId);
      if (!booking) throw new Error(`Booking ${bookingId} vanished while its refunds were entered`);
      const entered = new Set((booking.refunds ?? []).flatMap((refund) => (refund.stripe ? [refund.stripe.refundId] : [])));
      let after: StoredBooking = booking;
      const entries: LedgerEntry[] = [];
      const events: PendingEvent[] = [];
      for (const refund of batch) {
        if (entered.has(refund.id)) continue;
        const record = stripeRefundRecord(after, refund, now);
        if (!record) continue;
        const next = withRefund(after, record);
        entries.push(...record.entries);
        // Each event carries what stayed paid after its own refund, as one-by-one recording would.
        events.push(refundEvent(booking, next, record.recorded, now));
        after = next;
      }
      if (entries.length === 0) break;
      const result = await repository.recordRefund(booking, after, { entries, at: now.toISOString(), events });
      if (result.outcome === 'changed') {
        await publishPending(config, events);
        break;
      }
      if (attempt >= REFUNDS_WRITE_ATTEMPTS) {
        logger.warn('Refunds made but the booking kept changing: their webhooks enter them', { bookingId, refundIds: batch.map((refund) => refund.id) });
        break;
      }
      await pause(5 + Math.random() * 10 * Math.min(attempt, 5));
    }
  }
}

/**
 * A Stripe refund's record on the booking and its ledger entry, as recordStripeRefund writes them
 * (the reason and who gave it from the refund's metadata), or null when it cannot be entered: not
 * made (failed, canceled), of a payment the booking does not hold, or more than is paid (logged).
 */
/** A refund as the booking records it: the refund, its ledger entries, and a goodwill refund's adjustment (decision 037). */
interface RefundRecord {
  recorded: RecordedRefund;
  entries: LedgerEntry[];
  adjustment: PriceAdjustment | null;
}

/** The booking with a refund (and a goodwill refund's adjustment) recorded. */
function withRefund(booking: StoredBooking, record: RefundRecord): StoredBooking {
  return {
    ...booking,
    refunds: [...(booking.refunds ?? []), record.recorded],
    ...(record.adjustment ? { adjustments: [...(booking.adjustments ?? []), record.adjustment] } : {}),
  };
}

function stripeRefundRecord(booking: StoredBooking, refund: Stripe.Refund, now: Date): RefundRecord | null {
  const paymentIntentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
  if (!paymentIntentId || !chargeId || !refund.status || !RECORDED_STATUSES.has(refund.status)) {
    logger.error('A Stripe refund did not go through; settle it with the guest', {
      bookingId: booking.id,
      refundId: refund.id,
      status: refund.status,
      failureReason: refund.failure_reason,
    });
    return null;
  }
  const payment = booking.payments.find((candidate) => candidate.card?.paymentIntentId === paymentIntentId);
  if (!payment) {
    logger.error('Stripe refund of a payment the booking does not hold; check it in Stripe', { bookingId: booking.id, refundId: refund.id, paymentIntentId });
    return null;
  }
  if (!refundFits(paymentSummary(booking).paid, refund.amount)) {
    logger.error('Refund not applied: it would take what is paid below zero', {
      bookingId: booking.id,
      refundId: refund.id,
      amount: refund.amount,
      paid: paymentSummary(booking).paid,
    });
    return null;
  }
  const at = now.toISOString();
  const recorded: RecordedRefund = {
    id: refund.id,
    paymentId: payment.id,
    amount: refund.amount,
    method: 'card',
    reason: refund.metadata?.['reason'] || 'Refunded in Stripe.',
    refundedBy: refund.metadata?.['by'] || STRIPE_DASHBOARD,
    refundedAt: new Date(refund.created * 1000).toISOString(),
    stripe: { refundId: refund.id, paymentIntentId, status: refund.status },
    ...(refund.metadata?.['request'] ? { requestKey: refund.metadata['request'] } : {}),
  };
  const entry: LedgerEntry = {
    bookingId: booking.id,
    kind: 'refund',
    amount: refund.amount,
    entryKey: `REFUND#${refund.id}`,
    paymentId: payment.id,
    method: 'card',
    at,
    stripeRefund: { refundId: refund.id, paymentIntentId, chargeId, status: refund.status },
    reason: recorded.reason,
    recordedBy: recorded.refundedBy,
  };
  const goodwill = refund.metadata?.['kind'] === 'goodwill' ? goodwillOf(booking.id, recorded, at) : null;
  return { recorded, entries: [entry, ...(goodwill ? [goodwill.entry] : [])], adjustment: goodwill?.adjustment ?? null };
}

const REFUSALS = {
  NO_SUCH_CHARGE: 'That payment is not one of this booking’s.',
  MORE_THAN_CHARGE: 'That is more than is left to refund of that payment',
  MORE_THAN_PAID: 'That is more than is left to refund on this booking',
} as const;

/**
 * A staff refund of an amount (from one payment, or the newest first), with a reason. With an
 * Idempotency-Key, a request whose refunds are made already (a retry, a second click) makes none.
 * Refused BOOKING_NOT_FOUND; REFUND_TOO_LARGE naming the field, for more than a payment or the
 * booking has left to refund; BOOKING_CHANGED or REFUND_REFUSED as issueRefunds.
 */
export async function refundAmount(
  config: Config,
  bookingId: string,
  request: { amount: number; reason: string; chargeId?: string | undefined; kind: RefundKind },
  by: string,
  now: Date,
  requestKey?: string,
): Promise<Outcome<StoredBooking>> {
  const repository = bookingsRepository(config);
  const [booking, ledger] = await Promise.all([repository.get(bookingId), repository.ledger(bookingId)]);
  if (!booking) return refused('BOOKING_NOT_FOUND', 'There is no such booking.');
  if (requestKey && (booking.refunds ?? []).some((refund) => refund.requestKey === requestKey)) return done(booking);
  const allocation = allocateRefund(ledger, request.amount, request.chargeId);
  if (!allocation.ok) {
    const limit = allocation.code === 'NO_SUCH_CHARGE' ? '' : ` (${formatMoney(allocation.refundable)}).`;
    return refused('REFUND_TOO_LARGE', `${REFUSALS[allocation.code]}${limit}`, {
      fields: { [allocation.code === 'NO_SUCH_CHARGE' ? 'chargeId' : 'amount']: `${REFUSALS[allocation.code]}${limit}` },
    });
  }
  const issued = await issueRefunds(config, booking, allocation.parts, request.reason, by, now, requestKey, request.kind);
  if (!issued.ok) return issued;
  const after = await repository.get(bookingId);
  if (!after) throw new Error(`Booking ${bookingId} vanished while it was refunded`);
  return done(after);
}

/**
 * The webhook's refund events (the endpoint is subscribed to refund.created, refund.updated and
 * charge.refunded): each read back from Stripe as it is now, as payments are (decision 018), so a
 * late or reordered event finds the refund recorded already. null: not a refund event.
 */
export async function handleRefundEvent(config: Config, event: Stripe.Event, now: Date): Promise<WebhookOutcome | null> {
  switch (event.type) {
    case 'refund.created':
    case 'refund.updated': {
      const refund = await (await stripeClient(config)).refunds.retrieve(event.data.object.id);
      return recordStripeRefund(config, refund, now, event.id);
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntentId) return 'ignored';
      // The charge names no refund of its own: every refund of its PaymentIntent, each entered once.
      const refunds = await (await stripeClient(config)).refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      const outcomes: WebhookOutcome[] = [];
      for (const refund of refunds.data) outcomes.push(await recordStripeRefund(config, refund, now));
      return outcomes.includes('recorded')
        ? 'recorded'
        : outcomes.includes('duplicate')
          ? 'duplicate'
          : outcomes.includes('unapplied')
            ? 'unapplied'
            : 'ignored';
    }
    default:
      return null;
  }
}
