import type Stripe from 'stripe';
import type { StoredBooking } from '#domain/booking/booking-record.ts';

// The saved card as the webhook reads it from a PaymentIntent (decision 019), apart from
// saved-card.ts so the webhook does not bundle the business settings the consent's words need.

/** The metadata keys of the consent on the deposit's PaymentIntent. */
export const CONSENT_METADATA = { text: 'balanceConsent', amount: 'balanceConsentAmount', dueOn: 'balanceConsentDueOn' } as const;

/**
 * The card a succeeded PaymentIntent saved, with its consent, or null when it saved none (not set
 * up for off-session use, or without the consent we ask for).
 */
export function savedCardOf(intent: Stripe.PaymentIntent, card: { brand: string; last4: string }, at: string): NonNullable<StoredBooking['savedCard']> | null {
  const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const text = intent.metadata[CONSENT_METADATA.text];
  const amount = Number(intent.metadata[CONSENT_METADATA.amount]);
  const dueOn = intent.metadata[CONSENT_METADATA.dueOn];
  if (intent.setup_future_usage !== 'off_session' || !customerId || !paymentMethodId || !text || !dueOn || !Number.isSafeInteger(amount)) return null;
  return { customerId, paymentMethodId, brand: card.brand, last4: card.last4, consent: { text, amount, dueOn, at } };
}
