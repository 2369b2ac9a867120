import { balanceCollectable } from '#domain/payments/balance.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { BALANCE_DUE_DAYS_BEFORE_EVENT } from '#domain/pricing/deposit.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { logger } from '../../platform/logger.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { balanceLinkAmount } from './balance-checkout.ts';
import { stripeClient, stripePackage } from '../../adapters/stripe/stripe-settings.ts';

// The automatic balance charge (decision 019): on the due date (America/Chicago) or after it, the
// card the guest saved, with their consent, is charged off-session for what the balance lacks.
// The job only asks Stripe; the webhook records the outcome (the charge in the ledger and the
// receipt, or the failure on the booking and the e-mails), as for any other payment, so there is
// one way a payment is written. The Idempotency-Key is the booking, the due date and the amount:
// a second run in the hour, or a run racing another, gets Stripe's first answer, never a second
// charge; and a booking whose automatic charge failed is not charged again (the guest pays by link).

export interface BalanceChargeRun {
  looked: number;
  charged: string[];
  failed: string[];
  /** Bookings whose balance was being paid by link at that moment: left to that payment. */
  skipped: string[];
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export async function chargeDueBalances(config: Config, now: Date): Promise<BalanceChargeRun> {
  const today = calendarDateIn(now);
  const repository = bookingsRepository(config);
  // A balance due today or before belongs to a cruise at most 30 days away; past cruises are not charged.
  const bookings = await repository.listBetween(today, addDays(today, BALANCE_DUE_DAYS_BEFORE_EVENT));
  const run: BalanceChargeRun = { looked: bookings.length, charged: [], failed: [], skipped: [] };
  const due = bookings.filter((booking) => {
    const dueOn = booking.deposit.remainingBalanceDueAt;
    return (
      booking.status === 'confirmed' &&
      booking.savedCard !== undefined &&
      booking.balanceChargeFailure?.dueOn !== dueOn &&
      balanceCollectable({ dueOn, cruiseDate: booking.slot.date, today, outstanding: paymentSummary(booking).outstanding })
    );
  });
  if (due.length === 0) return run;
  const stripe = await stripeClient(config);
  for (const booking of due) {
    const card = booking.savedCard!;
    const dueOn = booking.deposit.remainingBalanceDueAt;
    // Friends' open share checkouts hold their part: the card is charged for the rest (decision 037).
    const amount = balanceLinkAmount(booking, now);
    if (amount <= 0) {
      run.skipped.push(booking.id);
      continue;
    }
    // A pay link open now could be paid as the card is charged: close it first; if it was just paid, that payment stands.
    if (
      booking.balanceCheckout &&
      Date.parse(booking.balanceCheckout.expiresAt) > now.getTime() &&
      (await closeCheckout(config, booking.balanceCheckout.sessionId)) === 'complete'
    ) {
      run.skipped.push(booking.id);
      continue;
    }
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: 'usd',
          customer: card.customerId,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          description: `Balance for booking ${booking.id} (automatic, due ${dueOn})`,
          metadata: { bookingId: booking.id, quoteId: booking.quoteId, kind: 'balance', automatic: 'true', dueOn },
        },
        { idempotencyKey: `balance-auto-${booking.id}-${dueOn}-${amount}` },
      );
      if (intent.status === 'succeeded') run.charged.push(booking.id);
      else run.failed.push(booking.id);
    } catch (error) {
      // Declined or needing authentication: Stripe also sends payment_intent.payment_failed, which the webhook records.
      if (error instanceof (await stripePackage()).errors.StripeCardError) {
        logger.warn('Automatic balance charge failed', {
          bookingId: booking.id,
          paymentIntentId: idOf(error.payment_intent),
          code: error.code,
          declineCode: error.decline_code,
        });
        run.failed.push(booking.id);
        continue;
      }
      // Anything else (Stripe unreachable, a bad request) is ours to look at; the other bookings are still charged.
      logger.error('Automatic balance charge could not be made', { bookingId: booking.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return run;
}
