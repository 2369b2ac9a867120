import type Stripe from 'stripe';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { reservedTotal } from '#domain/payments/split-payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { stripeClient } from '../../adapters/stripe/stripe-settings.ts';

// The balance's pay link (decision 019): the deposit's Checkout, generalised to "what the balance
// still lacks", reached from the booking on the quote page and from the reminder e-mails. As for
// the deposit, the amount is the domain's (never the browser's) and the booking keeps its one open
// session, so a guest who comes back pays in it rather than in a second one.

/** A pay link's page lives an hour (Stripe allows 30 minutes to 24 hours): nothing is held while the guest pays. */
export const BALANCE_SESSION_MINUTES = 60;
/** A stored session this close to its end is replaced rather than reused. */
const REUSE_MARGIN_MS = 10 * 60_000;

export interface BalanceCheckout {
  url: string;
  amount: number;
  dueOn: string;
}

/**
 * What the pay link charges: what remains less what friends' open share checkouts hold, so the
 * organiser and a friend paying at once can never pay more than the booking lacks (decision 037).
 */
export function balanceLinkAmount(booking: StoredBooking, now: Date): number {
  return Math.max(0, paymentSummary(booking).outstanding - reservedTotal(booking.split?.reservations ?? [], now));
}

async function openBalanceSession(stripe: Stripe, booking: StoredBooking, now: Date): Promise<string | null> {
  const stored = booking.balanceCheckout;
  if (!stored || stored.amount !== balanceLinkAmount(booking, now) || Date.parse(stored.expiresAt) - now.getTime() < REUSE_MARGIN_MS) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(stored.sessionId);
    return session.status === 'open' && session.url ? session.url : null;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The portal's pay button (decision 024) pays the same balance of one booking, its own: the
 * booking the quote's link must lead to, and the trip page Stripe sends the guest back to.
 */
export interface BalanceCheckoutOptions {
  bookingId?: string;
  returnPath?: string;
}

/**
 * The page where the guest pays the balance of the quote's confirmed booking: its open session, or
 * a new one for all that remains. Refused without a booking, while the deposit is unpaid, once the
 * booking has ended, when nothing remains, or while friends' shares hold the rest.
 */
export async function balanceCheckout(config: Config, quoteToken: string, now: Date, options: BalanceCheckoutOptions = {}): Promise<Outcome<BalanceCheckout>> {
  const quote = await quotesRepository(config).getByToken(quoteToken);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'This quote link is not valid. Check it, or ask for a new quote.');
  const repository = bookingsRepository(config);
  const booking = await repository.getLiveForQuote(quote.id);
  if (!booking || (options.bookingId !== undefined && booking.id !== options.bookingId))
    return refused('BOOKING_NOT_FOUND', 'This quote has no booking to pay for.');
  if (booking.status !== 'confirmed') return refused('DEPOSIT_UNPAID', 'Pay the deposit first: it confirms the booking.');
  const { outstanding } = paymentSummary(booking);
  if (outstanding <= 0) return refused('PAID_IN_FULL', 'Your booking is paid in full: there is nothing more to pay.');
  const amount = balanceLinkAmount(booking, now);
  if (amount <= 0)
    return refused(
      'SHARES_PENDING',
      'Friends are paying what is left through the share link right now. If their payments do not go through, pay the rest here in half an hour.',
    );
  const dueOn = booking.deposit.remainingBalanceDueAt;
  const stripe = await stripeClient(config);
  const reusable = await openBalanceSession(stripe, booking, now);
  if (reusable) return done({ url: reusable, amount, dueOn });

  const link = new URL(options.returnPath ?? quotePath(quote.token), config.SITE_URL);
  const expiresAt = Math.ceil((now.getTime() + BALANCE_SESSION_MINUTES * 60_000) / 60_000) * 60;
  const metadata = { bookingId: booking.id, quoteId: booking.quoteId, kind: 'balance' };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: amount,
            product_data: { name: `Balance: ${booking.price.packageName}, ${formatDate(booking.slot.date)}` },
          },
        },
      ],
      customer_email: booking.leadGuest.email,
      client_reference_id: booking.id,
      metadata,
      payment_intent_data: { metadata, description: `Balance for booking ${booking.id}` },
      // Its own return, so the page waits for the balance's record, not the deposit's.
      success_url: `${link.href}?payment=balance-paid`,
      cancel_url: `${link.href}?payment=cancelled`,
      expires_at: expiresAt,
    },
    { idempotencyKey: `balance-${booking.id}-${booking.revision}-${expiresAt}` },
  );
  if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a URL`);

  const balanceCheckoutState = { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString(), amount };
  const saved = await repository.setCheckout(booking, { ...booking, balanceCheckout: balanceCheckoutState });
  if (saved.outcome === 'changed' && booking.balanceCheckout && booking.balanceCheckout.sessionId !== session.id) {
    // The session it replaces (an old figure, or near its end) must not stay payable (decision 037).
    await closeReplacedSession(config, booking.id, booking.balanceCheckout.sessionId);
  }
  if (saved.outcome !== 'changed') {
    // Another request (or a payment) changed the booking first: pay in its session if it stored one.
    const current = await repository.get(booking.id);
    const theirs = current ? await openBalanceSession(stripe, current, now) : null;
    if (theirs && current?.balanceCheckout?.sessionId !== session.id) {
      await stripe.checkout.sessions
        .expire(session.id)
        .catch((error: unknown) => logger.warn('Could not expire a spare checkout session', { sessionId: session.id, error: String(error) }));
      return done({ url: theirs, amount, dueOn });
    }
  }
  return done({ url: session.url, amount, dueOn });
}

/** Expires a replaced pay-link session; one paid just before is kept by its webhook if it fits, else refunded at once. */
async function closeReplacedSession(config: Config, bookingId: string, sessionId: string): Promise<void> {
  const outcome = await closeCheckout(config, sessionId).catch((error: unknown) => {
    logger.warn('Could not expire a replaced balance checkout', { bookingId, sessionId, error: String(error) });
    return null;
  });
  if (outcome === 'complete') logger.info('A replaced balance checkout was paid before it closed', { bookingId, sessionId });
}
