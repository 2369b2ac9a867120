import type Stripe from 'stripe';
import { balanceConsentText } from '#domain/payments/balance.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { currentBusinessFacts } from '../site/business-facts.ts';
import { CONSENT_METADATA } from '../../adapters/stripe/saved-card-record.ts';

// Saving the deposit's card for the automatic balance charge (decision 019), in Stripe's own
// terms: Checkout makes a customer and, with setup_future_usage=off_session, leaves the card on it
// set up for charges made without the guest there. The consent the guest ticked is shown on the
// payment page and travels in the PaymentIntent's metadata, so the webhook stores the card and its
// mandate together from what Stripe holds.

export interface SavedCardTerms {
  session: Pick<Stripe.Checkout.SessionCreateParams, 'customer_creation' | 'custom_text'>;
  intent: Pick<Stripe.Checkout.SessionCreateParams.PaymentIntentData, 'setup_future_usage'>;
  metadata: Record<string, string>;
}

/** The consent for a booking's balance: what remains once the deposit is paid, on its due date; refused NO_BALANCE when nothing does. */
export async function savedCardTerms(config: Config, booking: StoredBooking, now: Date): Promise<Outcome<SavedCardTerms>> {
  const summary = paymentSummary(booking);
  const balance = summary.outstanding - summary.depositOutstanding;
  if (balance <= 0) return refused('NO_BALANCE', 'This booking has no balance to charge later: the deposit pays for all of it.');
  const dueOn = booking.deposit.remainingBalanceDueAt;
  const facts = await currentBusinessFacts(config, now);
  const text = balanceConsentText(facts.name, balance, dueOn);
  return done({
    session: { customer_creation: 'always', custom_text: { submit: { message: text } } },
    intent: { setup_future_usage: 'off_session' },
    metadata: { [CONSENT_METADATA.text]: text, [CONSENT_METADATA.amount]: String(balance), [CONSENT_METADATA.dueOn]: dueOn },
  });
}
