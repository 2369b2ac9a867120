import { randomBytes } from 'node:crypto';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { MIN_SHARE_AMOUNT, shareAmountAllowed, type BookingSharesView } from '#domain/payments/split-payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { bookingShares } from './share-view.ts';

// The organiser (whoever holds the quote's link) makes the booking's share link and may set what
// one share is (decision 021). The share link is a token of its own, not the quote's: a friend
// who has it can see the booking's money and pay a share, but cannot change the booking.

const SHARE_TOKEN_BYTES = 32;
const WRITE_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives the quote's live booking a share link (once; later calls keep it) and sets the per-share
 * amount: a number of cents, null for the per-person cost, absent to leave it as it is.
 * Refused without a quote or booking (QUOTE_NOT_FOUND, BOOKING_NOT_FOUND), for a cancelled or
 * released one (BOOKING_ENDED), and for an amount under a dollar or over the booking's total.
 */
export async function setShareLink(config: Config, quoteToken: string, shareAmount: number | null | undefined, now: Date): Promise<Outcome<BookingSharesView>> {
  const quote = await quotesRepository(config).getByToken(quoteToken);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'This quote link is not valid. Check it, or ask for a new quote.');
  const repository = bookingsRepository(config);
  const newToken = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  for (let attempt = 1; ; attempt += 1) {
    const booking = await repository.getLiveForQuote(quote.id);
    if (!booking) return refused('BOOKING_NOT_FOUND', 'This quote has no booking to share. Book it first.');
    if (booking.status !== 'pending_deposit' && booking.status !== 'confirmed')
      return refused('BOOKING_ENDED', 'This booking has ended: there is nothing to share.');
    if (typeof shareAmount === 'number' && !shareAmountAllowed(shareAmount, booking.price.totalPrice)) {
      return refused(
        'VALIDATION_FAILED',
        `A share must be between ${formatMoney(MIN_SHARE_AMOUNT)} and the booking's total, ${formatMoney(booking.price.totalPrice)}.`,
        { fields: { shareAmount: 'Enter an amount between $1.00 and the total.' } },
      );
    }
    const split = booking.split ?? { shareToken: newToken, reservations: [] };
    const next = { ...split };
    if (shareAmount === null) delete next.shareAmount;
    else if (shareAmount !== undefined) next.shareAmount = shareAmount;
    if (booking.split && next.shareAmount === booking.split.shareAmount) return done(bookingShares(booking));
    const after: StoredBooking & { split: typeof next } = { ...booking, split: next };
    const result = booking.split ? await repository.changeSplit(booking, after) : await repository.startSplit(booking, after, now.toISOString());
    if (result.outcome === 'changed') return done(bookingShares(result.booking));
    if (attempt >= WRITE_ATTEMPTS) throw new Error(`Booking ${booking.id} kept changing while its share link was set`);
    await sleep(10 + Math.random() * 20 * attempt);
  }
}
