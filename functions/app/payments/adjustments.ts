import { randomUUID } from 'node:crypto';
import type { LedgerEntry, StoredBooking } from '#domain/booking/booking-record.ts';
import { adjustmentRefusal, paymentSummary, type PriceAdjustment } from '#domain/payments/booking-money.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import { BookingPriceAdjusted } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { writeWithRetries } from './booking-writes.ts';

// Staff lower what a booking costs without giving money back (decision 037): a discount (the
// price is lowered) or a credit (money the business owes the guest, counted toward the booking).
// The adjustment, its ledger entry and its event are one transaction; the balance's pay link,
// made for the old figure, is closed after it.

export interface AdjustmentRequest {
  kind: 'discount' | 'credit';
  amount: number;
  reason: string;
}

const bookingNotFound = () => refused('BOOKING_NOT_FOUND', 'There is no such booking.');

/**
 * Records the adjustment and answers the booking as it stands after it. Refused BOOKING_NOT_FOUND,
 * or with the domain's refusal (NOT_LIVE, MORE_THAN_OWED) naming the amount; nothing is written.
 */
export async function adjustBooking(
  config: Config,
  bookingId: string,
  request: AdjustmentRequest,
  by: string,
  now: Date,
  requestKey?: string,
): Promise<Outcome<StoredBooking>> {
  const repository = bookingsRepository(config);
  if (!(await repository.get(bookingId))) return bookingNotFound();
  const at = now.toISOString();
  const id = requestKey ? `request-${requestKey}` : randomUUID();
  let announced: PendingEvent[] = [];
  let staleLink: string | null = null;
  // The domain's refusal, read from the booking as the write finds it; it ends the retried write.
  let refusal: Refused | null = null;
  const outcome = await writeWithRetries(config, bookingId, async (booking) => {
    // A retried request (same Idempotency-Key) finds its adjustment made.
    if (booking.adjustments?.some((adjustment) => adjustment.id === id)) return 'duplicate';
    const refusedBy = adjustmentRefusal(booking, request.amount);
    if (refusedBy) {
      refusal = refused(refusedBy.code, refusedBy.message, { fields: { amount: refusedBy.message } });
      return 'unapplied';
    }
    const adjustment: PriceAdjustment = { id, kind: request.kind, amount: request.amount, reason: request.reason, by, at };
    const after: StoredBooking = { ...booking, adjustments: [...(booking.adjustments ?? []), adjustment] };
    staleLink = booking.balanceCheckout?.sessionId ?? null;
    delete after.balanceCheckout;
    const entry: LedgerEntry = {
      bookingId,
      kind: 'adjustment',
      adjustment: request.kind,
      amount: request.amount,
      entryKey: `ADJUST#${id}`,
      paymentId: id,
      method: 'other',
      at,
      reason: request.reason,
      recordedBy: by,
    };
    const summary = paymentSummary(after);
    const event = pendingEvent(
      BookingPriceAdjusted,
      {
        bookingId,
        reference: bookingReference(bookingId),
        quoteId: booking.quoteId,
        leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
        cruiseDate: booking.slot.date,
        adjustmentId: id,
        kind: request.kind,
        amount: request.amount,
        reason: request.reason,
        adjustedBy: by,
        totalPrice: summary.total,
        paid: summary.paid,
        remaining: summary.outstanding,
        bookingStatus: after.status,
      },
      { now },
    );
    announced = [event];
    return repository.recordAdjustment(booking, after, { entry, at, events: [event] });
  });
  if (refusal) return refusal;
  if (outcome === 'recorded') {
    await publishPending(config, announced);
    if (staleLink) {
      // The pay link charged the old figure; one paid just before it closed is refunded at once if it no longer fits.
      await closeCheckout(config, staleLink).catch((error: unknown) =>
        logger.warn('Could not close the balance checkout an adjustment made stale', { bookingId, sessionId: staleLink, error: String(error) }),
      );
    }
  }
  const after = await repository.get(bookingId);
  return after ? done(after) : bookingNotFound();
}
