import type Stripe from 'stripe';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { reservedTotal, shareableRemaining } from '#domain/payments/split-payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { savedCardTerms, type SavedCardTerms } from './saved-card.ts';
import { stripeClient } from '../../adapters/stripe/stripe-settings.ts';
import { closeUnlessPaid } from '../../adapters/stripe/close-checkout.ts';

// The deposit is paid in a Stripe Checkout Session (decision 018): the server makes the session
// for the amount the domain worked out, the guest's browser goes to its page, and Stripe tells the
// webhook how it ended. The booking keeps the one open session, so a guest who comes back pays in
// the same one rather than in a second that could charge them twice.

/** Stripe refuses a session that expires sooner than 30 minutes after it is made; a minute spare for clocks. */
export const CHECKOUT_SESSION_MINUTES = 31;
/** A stored session this close to its end is replaced rather than reused: the guest needs time to type. */
const REUSE_MARGIN_MS = 5 * 60_000;

export interface DepositCheckout {
  url: string;
  holdExpiresAt: string;
  amount: number;
}

/** The deposit still owed, less what friends' open share checkouts hold (decision 021): the organiser never pays over the total. */
function depositAmountFree(booking: StoredBooking, now: Date): number {
  const { total, paid, depositOutstanding } = paymentSummary(booking);
  return Math.min(depositOutstanding, shareableRemaining(total, paid, reservedTotal(booking.split?.reservations ?? [], now)));
}

/**
 * Who the page is for: the guest (back to their quote page) or staff taking the caller's card
 * (back to the booking in the back office, issue 29). Each has its own session: one opened by
 * staff is not handed to the guest, nor the other way round.
 */
interface CheckoutAudience {
  forStaff: boolean;
  returnTo: URL;
}

async function openSession(
  stripe: Stripe,
  booking: StoredBooking,
  now: Date,
  saveCard = Boolean(booking.checkout?.saveCard),
  forStaff = Boolean(booking.checkout?.forStaff),
): Promise<string | null> {
  const stored = booking.checkout;
  // A session made with (or without) the saved-card consent is not the one a guest who changed their mind asks for.
  if (
    !stored ||
    stored.amount !== depositAmountFree(booking, now) ||
    Boolean(stored.saveCard) !== saveCard ||
    Boolean(stored.forStaff) !== forStaff ||
    Date.parse(stored.expiresAt) - now.getTime() < REUSE_MARGIN_MS
  )
    return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(stored.sessionId);
    return session.status === 'open' && session.url ? session.url : null;
  } catch (error) {
    // A session Stripe no longer knows (or the simulator forgot across a restart) is replaced.
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The page where the guest pays the deposit of the quote's live booking: its open session, or a
 * new one for what the deposit still lacks. Refused without a booking, once paid or released, while
 * friends' shares hold the rest, or when a card is to be saved for a balance there is not.
 */
export async function depositCheckout(config: Config, quoteToken: string, now: Date, saveCard = false): Promise<Outcome<DepositCheckout>> {
  const quote = await quotesRepository(config).getByToken(quoteToken);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'This quote link is not valid. Check it, or ask for a new quote.');
  const repository = bookingsRepository(config);
  const booking = await repository.getLiveForQuote(quote.id);
  if (!booking) return refused('BOOKING_NOT_FOUND', 'This quote has no booking to pay for. Book it first.');
  if (booking.status !== 'pending_deposit') return refused('DEPOSIT_PAID', 'The deposit is paid: your booking is confirmed.');
  if (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now.getTime()) {
    return refused('HOLD_ENDED', 'The time to pay for this booking has run out. Book again if the time is still free, or call us.');
  }
  return sessionFor(config, booking, booking.holdExpiresAt, now, saveCard, { forStaff: false, returnTo: new URL(quotePath(quote.token), config.SITE_URL) });
}

/**
 * Stripe's card page for the deposit of a pending booking, opened by staff for a caller who reads
 * their card out (issue 29, decision 068): the same session rules as the guest's, returning to
 * the booking in the back office. The card is typed on Stripe's page, never in ours.
 */
export async function staffCardCheckout(config: Config, bookingId: string, now: Date): Promise<Outcome<DepositCheckout>> {
  const booking = await bookingsRepository(config).get(bookingId);
  if (!booking) return refused('BOOKING_NOT_FOUND', 'There is no such booking.');
  if (booking.status !== 'pending_deposit') {
    return booking.status === 'confirmed'
      ? refused('DEPOSIT_PAID', 'The deposit is paid: the booking is confirmed. Record any further payment from its page.')
      : refused('BOOKING_ENDED', `This booking was ${booking.status} already: there is nothing to pay.`);
  }
  if (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now.getTime()) {
    return refused('HOLD_ENDED', 'The time to pay the deposit has run out; the booking is being released. Book it again for the caller instead.');
  }
  return sessionFor(config, booking, booking.holdExpiresAt, now, false, {
    forStaff: true,
    returnTo: new URL(`/admin/bookings/${encodeURIComponent(booking.id)}`, config.SITE_URL),
  });
}

async function sessionFor(
  config: Config,
  booking: StoredBooking,
  holdExpiresAt: string,
  now: Date,
  saveCard: boolean,
  { forStaff, returnTo: link }: CheckoutAudience,
): Promise<Outcome<DepositCheckout>> {
  const repository = bookingsRepository(config);
  const amount = depositAmountFree(booking, now);
  if (amount <= 0) return refused('SHARES_PENDING', 'Your group is paying the deposit right now. Wait a few minutes and look again.');
  const stripe = await stripeClient(config);
  const reusable = await openSession(stripe, booking, now, saveCard, forStaff);
  if (reusable) return done({ url: reusable, holdExpiresAt, amount });
  // The other audience's open page is closed first, so the deposit can be paid in one place only.
  const other = booking.checkout;
  if (other && Boolean(other.forStaff) !== forStaff && Date.parse(other.expiresAt) > now.getTime()) {
    const closed = await closeUnlessPaid(config, other.sessionId, 'The deposit has just been paid. Wait a moment for the payment to be recorded.');
    if (!closed.ok) return closed;
  }
  // Rounded to the minute, so a retried request within the minute sends the same parameters
  // under the same Idempotency-Key and Stripe answers with the session it already made.
  const expiresAt = Math.ceil((now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000) / 60_000) * 60;
  const what = `${booking.price.packageName}, ${formatDate(booking.slot.date)}`;
  const metadata = { bookingId: booking.id, quoteId: booking.quoteId, kind: 'deposit' };
  let saving: SavedCardTerms | null = null;
  if (saveCard) {
    const terms = await savedCardTerms(config, booking, now);
    if (!terms.ok) return terms;
    saving = terms.value;
  }
  const session = await stripe.checkout.sessions.create(
    {
      ...(saving?.session ?? {}),
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: `Deposit (${booking.deposit.depositPercent}%): ${what}` } } },
      ],
      customer_email: booking.leadGuest.email,
      client_reference_id: booking.id,
      metadata,
      payment_intent_data: { metadata: { ...metadata, ...saving?.metadata }, description: `Deposit for booking ${booking.id}`, ...saving?.intent },
      success_url: `${link.href}?payment=done`,
      cancel_url: `${link.href}?payment=cancelled`,
      expires_at: expiresAt,
    },
    { idempotencyKey: `deposit-${booking.id}-${booking.revision}-${expiresAt}${saving ? '-save' : ''}${forStaff ? '-staff' : ''}` },
  );
  if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a URL`);

  const checkout = {
    sessionId: session.id,
    url: session.url,
    expiresAt: new Date(session.expires_at * 1000).toISOString(),
    amount,
    ...(saving ? { saveCard: true } : {}),
    ...(forStaff ? { forStaff: true } : {}),
  };
  const saved = await repository.setCheckout(booking, { ...booking, checkout });
  if (saved.outcome !== 'changed') {
    // Another request stored its session first: the guest pays in that one, and ours is closed.
    const current = await repository.get(booking.id);
    const theirs = current ? await openSession(stripe, current, now, saveCard, forStaff) : null;
    if (theirs && current?.checkout?.sessionId !== session.id) {
      await stripe.checkout.sessions
        .expire(session.id)
        .catch((error: unknown) => logger.warn('Could not expire a spare checkout session', { sessionId: session.id, error: String(error) }));
      return done({ url: theirs, holdExpiresAt, amount });
    }
  }
  return done({ url: session.url, holdExpiresAt, amount });
}
