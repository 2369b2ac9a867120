import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { stripeClient } from './stripe-settings.ts';

// Closing a Checkout Session, apart from making one, so the many changes that close a stale
// checkout (a payment, a share, a cancellation, a release) carry nothing of the deposit's checkout.

/**
 * Closes a checkout so it can no longer be paid (before a hold is released, or once a payment made
 * it stale). 'complete' means it was paid meanwhile: its webhook records that payment.
 */
export async function closeCheckout(config: Config, sessionId: string): Promise<'closed' | 'complete'> {
  const stripe = await stripeClient(config);
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'closed';
  } catch (error) {
    // Only an open session can be expired; what it is now decides.
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    if (session?.status === 'complete') return 'complete';
    if (session?.status === 'expired') return 'closed';
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return 'closed';
    throw error;
  }
}

/** Closes a checkout before a change that makes it stale; one paid meanwhile is a payment arriving (refused PAYMENT_ARRIVING, saying `arriving`). */
export async function closeUnlessPaid(config: Config, sessionId: string, arriving: string): Promise<Outcome<void>> {
  return (await closeCheckout(config, sessionId)) === 'complete' ? refused('PAYMENT_ARRIVING', arriving) : done();
}
