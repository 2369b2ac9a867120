import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { formatDate } from '#domain/shared/dates.ts';
import {
  liveReservations,
  nextShareAmount,
  payPath,
  perShareAmount,
  reservationFits,
  reservedTotal,
  type ShareCheckoutResponse,
  type ShareReservation,
} from '#domain/payments/split-payments.ts';
import { takesShares } from './share-view.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository, type ChangeResult } from '../../adapters/dynamodb/bookings-repository.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { logger } from '../../platform/logger.ts';
import { CHECKOUT_SESSION_MINUTES } from './checkout.ts';
import { closeUnlessPaid } from '../../adapters/stripe/close-checkout.ts';
import { stripeClient } from '../../adapters/stripe/stripe-settings.ts';

// A friend pays a share of a booking through its share link (decision 021). The share is reserved
// on the booking first, by a write conditional on the revision the check was made on (paid +
// reserved + the share <= total), so friends starting checkouts at the same moment can reserve
// only what the booking lacks; then the Checkout Session is made for exactly the reserved amount
// and lasts exactly as long as the reservation. The webhook turns the reservation into a charge
// (stripe-webhook.ts); an expired session, or a session that could not be made, frees it.

const WRITE_ATTEMPTS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the booking and writes `change(booking)` over its revision until it is written (or the change says no). */
async function changeSplitWithRetries(
  config: Config,
  bookingId: string,
  build: (booking: StoredBooking) => StoredBooking | null,
): Promise<StoredBooking | null> {
  const repository = bookingsRepository(config);
  for (let attempt = 1; ; attempt += 1) {
    const booking = await repository.get(bookingId);
    if (!booking) return null;
    const after = build(booking);
    if (!after) return null;
    const result: ChangeResult = await repository.changeSplit(booking, after);
    if (result.outcome === 'changed') return result.booking;
    if (attempt >= WRITE_ATTEMPTS) throw new Error(`Booking ${bookingId} kept changing while a share was written`);
    // Friends reserving at once all write the booking: a jittered, growing pause spreads them out.
    await sleep(5 + Math.random() * 15 * attempt);
  }
}

/** Frees a share's reservation (its session ended unpaid, or was never made); nothing when it is gone already. */
export async function releaseShare(config: Config, bookingId: string, reservationId: string): Promise<boolean> {
  const changed = await changeSplitWithRetries(config, bookingId, (booking) => {
    if (!booking.split?.reservations.some((reservation) => reservation.id === reservationId)) return null;
    return { ...booking, split: { ...booking.split, reservations: booking.split.reservations.filter((reservation) => reservation.id !== reservationId) } };
  });
  return changed !== null;
}

/**
 * Closes the booking's open balance pay link, if any, and answers its session (null when none was
 * open). Refused PAYMENT_ARRIVING when the organiser has just paid in it: its webhook will record it.
 */
async function closeBalanceLink(config: Config, booking: StoredBooking, now: Date): Promise<Outcome<string | null>> {
  const link = booking.balanceCheckout;
  if (!link || Date.parse(link.expiresAt) <= now.getTime()) return done(link?.sessionId ?? null);
  const closed = await closeUnlessPaid(config, link.sessionId, 'The organiser has just paid the rest of this booking. Reload this page in a moment.');
  return closed.ok ? done(link.sessionId) : closed;
}

/**
 * Starts a friend's share: reserves the next share of the booking the link opens (one share, or
 * what is left when less is), and answers the Checkout Session that charges it. Refused
 * SHARE_NOT_FOUND for a link that opens no booking; BOOKING_NOT_PAYABLE for a booking that ended
 * (or a pending one whose hold ran out); NOTHING_LEFT when what remains is paid or held by others'
 * open checkouts; PAYMENT_ARRIVING while the organiser pays the rest.
 */
export async function shareCheckout(
  config: Config,
  shareToken: string,
  payer: { name: string; email: string },
  now: Date,
): Promise<Outcome<ShareCheckoutResponse>> {
  const { name, email } = payer;
  const repository = bookingsRepository(config);
  const found = await repository.getByShareToken(shareToken);
  if (!found?.split) return refused('SHARE_NOT_FOUND', 'This share link does not open a booking. Ask the organiser for the link again.');
  // The organiser's balance pay link was made for all that remains: it is closed before a share
  // takes part of it, so the two can never both be paid (decision 037).
  const closing = await closeBalanceLink(config, found, now);
  if (!closing.ok) return closing;
  const closedBalance = closing.value;
  const reservationId = randomUUID();
  // Stripe counts whole seconds; the reservation ends when the session does.
  const expiresAtSeconds = Math.ceil((now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000) / 1000);
  let refusal: Refused<'BOOKING_NOT_PAYABLE' | 'PAYMENT_ARRIVING' | 'NOTHING_LEFT'> | null = null;
  let reservation: ShareReservation | null = null;
  const reserved = await changeSplitWithRetries(config, found.id, (booking) => {
    if (!booking.split || !takesShares(booking, now)) {
      refusal = refused('BOOKING_NOT_PAYABLE', 'This booking is no longer taking payments. Ask the organiser.');
      return null;
    }
    const balanceLink = booking.balanceCheckout;
    if (balanceLink && balanceLink.sessionId !== closedBalance && Date.parse(balanceLink.expiresAt) > now.getTime()) {
      refusal = refused('PAYMENT_ARRIVING', 'The organiser is paying the rest of this booking right now. Try again in a few minutes.');
      return null;
    }
    const { total, paid } = paymentSummary(booking);
    // Lapsed reservations are dropped as the next is written, so the list stays short.
    const open = liveReservations(booking.split.reservations, now);
    const held = reservedTotal(open, now);
    const amount = nextShareAmount(total, paid, held, perShareAmount(booking.split, booking.price.perPersonCost));
    if (amount === null || !reservationFits(total, paid, held, amount)) {
      refusal = refused(
        'NOTHING_LEFT',
        paid >= total
          ? 'This booking is paid in full: there is nothing left to pay.'
          : 'What is left is being paid by others right now. Try again in half an hour if their payments do not go through.',
      );
      return null;
    }
    reservation = { id: reservationId, name, amount, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
    const after: StoredBooking = { ...booking, split: { ...booking.split, reservations: [...open, reservation] } };
    if (balanceLink) delete after.balanceCheckout;
    return after;
  });
  if (!reserved || !reservation) return refusal ?? refused('SHARE_NOT_FOUND', 'This share link does not open a booking.');
  const share: ShareReservation = reservation;

  let session: Stripe.Checkout.Session;
  try {
    const stripe = await stripeClient(config);
    const link = new URL(payPath(shareToken), config.SITE_URL);
    // The payer's e-mail rides with the payment, so their receipt goes to them, not to the organiser.
    const metadata = { bookingId: reserved.id, quoteId: reserved.quoteId, kind: 'share', reservationId: share.id, shareName: name, shareEmail: email };
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: share.amount,
              product_data: { name: `Share of ${reserved.price.packageName}, ${formatDate(reserved.slot.date)}` },
            },
          },
        ],
        customer_email: email,
        client_reference_id: reserved.id,
        metadata,
        payment_intent_data: { metadata, description: `Share paid by ${name} for booking ${reserved.id}` },
        // The share goes back with the friend, so the page can tell them when their own payment is listed.
        success_url: `${link.href}?payment=done&share=${share.id}`,
        cancel_url: `${link.href}?payment=cancelled`,
        expires_at: expiresAtSeconds,
      },
      { idempotencyKey: `share-${share.id}` },
    );
    if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a URL`);
  } catch (error) {
    // No session, no payment: the share is free for someone else at once.
    await releaseShare(config, reserved.id, share.id).catch((releaseError: unknown) =>
      logger.error('Could not free a share whose checkout failed', { bookingId: reserved.id, reservationId: share.id, error: String(releaseError) }),
    );
    throw error;
  }
  const url = session.url;
  const sessionId = session.id;
  // The session is noted on the reservation for reconciliation (a completed session whose webhook
  // never came); the reservation holds the amount whether or not this lands.
  await changeSplitWithRetries(config, reserved.id, (booking) => {
    if (!booking.split?.reservations.some((candidate) => candidate.id === share.id)) return null;
    return {
      ...booking,
      split: {
        ...booking.split,
        reservations: booking.split.reservations.map((candidate) => (candidate.id === share.id ? { ...candidate, sessionId, url } : candidate)),
      },
    };
  });
  return done({ url, amount: share.amount, expiresAt: share.expiresAt });
}
