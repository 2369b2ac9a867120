import { sitePricing } from '../site/site-pricing.ts';
import { bookingReference, cancellationTerms, holdExpiresAt, type BookingStatus, type PublicBooking } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { boatById, type BoatId } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { priceQuoteSelection, quoteExpiresOn, quoteInclusions, type PublicQuote, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';

// Quotes and bookings for the unit tests, made with the same domain functions the API uses, so a
// test's expectation can only be the figure the server would send.

export const TEST_TOKEN = 'T'.repeat(64);

/** A quote as GET /api/quotes/by-token answers it. */
export function testQuote(
  selection: QuoteSelection,
  options: { issuedOn: IsoDate; viewedOn?: IsoDate; expired?: boolean; latestVersionPath?: string },
): PublicQuote {
  const { issuedOn } = options;
  const price = priceQuoteSelection(selection, issuedOn, sitePricing);
  const expired = options.expired ?? false;
  return {
    id: 'f3a9c1b2-0000-4000-8000-000000000000',
    reference: quoteReference('f3a9c1b2-0000-4000-8000-000000000000'),
    status: expired ? 'expired' : 'active',
    source: 'chat',
    issuedOn,
    expiresOn: quoteExpiresOn(issuedOn),
    firstName: 'Maya',
    selection,
    price,
    deposit: expired ? null : calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today: options.viewedOn ?? issuedOn }),
    inclusions: quoteInclusions(price),
    ...(options.latestVersionPath ? { latestVersionPath: options.latestVersionPath } : {}),
  };
}

/** The booking POST /api/bookings answers for a quote, booked at `bookedAt`. */
export function testBooking(
  quote: PublicQuote,
  options: { start: string; end: string; boatId: BoatId; bookedAt: Date; today: IsoDate; status?: BookingStatus; paid?: number },
): PublicBooking {
  const { selection } = quote;
  const deposit = calculateDepositSchedule({ totalPrice: quote.price.totalPrice, eventDate: selection.eventDate, today: options.today });
  const status = options.status ?? 'pending_deposit';
  const id = '7c1d2e3f-0000-4000-8000-000000000000';
  const slot = { kind: selection.kind, date: selection.eventDate, start: options.start, end: options.end, boatId: options.boatId, seats: selection.groupSize };
  const paid = options.paid ?? 0;
  return {
    id,
    reference: bookingReference(id),
    status,
    slot: { ...slot, label: slotLabel(slot), boatName: boatById(options.boatId).name },
    leadGuestFirstName: 'Maya',
    totalPrice: quote.price.totalPrice,
    deposit,
    holdExpiresAt: status === 'pending_deposit' ? holdExpiresAt(options.bookedAt) : null,
    payments: paymentSummary({ price: { totalPrice: quote.price.totalPrice }, deposit, payments: paid ? [{ amount: paid }] : [] }),
    lastPaymentFailure: null,
    cancellation: cancellationTerms(selection.kind, selection.eventDate, options.bookedAt),
    createdAt: options.bookedAt.toISOString(),
    shares: {
      sharePath: null,
      shareAmount: quote.price.perPersonCost,
      shareAmountSet: false,
      perPersonCost: quote.price.perPersonCost,
      paidShares: [],
      remaining: quote.price.totalPrice - paid,
    },
    returnedPayments: [],
  };
}
