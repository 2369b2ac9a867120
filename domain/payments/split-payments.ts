import type { Cents } from '../shared/money.ts';
import type { BookingSharesView, BookingSplit, PaidShare, ShareReservation } from '../booking/money-shapes.ts';

// Split the cost (issue 16, decision 021): the organiser shares a link and each friend pays a
// share by card. A share is reserved on the booking before its checkout is made, so shares paid at
// the same moment can never add up to more than the booking costs: every reservation is written
// conditionally on the booking (its revision) only if paid + reserved + the share <= total.
// A reservation lasts as long as the checkout session it pays in; a lapsed one counts for nothing.

// The shapes a booking carries are declared with it (domain/booking/money-shapes.ts, decision 050).
export type { BookingSharesView, BookingSplit, PaidShare, ShareReservation } from '../booking/money-shapes.ts';

/** Reservations whose checkout can still be paid at `now`. */
export function liveReservations(reservations: readonly ShareReservation[], now: Date): ShareReservation[] {
  return reservations.filter((reservation) => Date.parse(reservation.expiresAt) > now.getTime());
}

/**
 * Whether giving back `refund` must wait for a friend's share checkout still open at `now`: its
 * payment could land after the refund and leave more paid than the booking costs.
 */
export function refundWaitsForShares(split: { reservations: readonly ShareReservation[] } | undefined, refund: Cents, now: Date): boolean {
  return refund > 0 && split !== undefined && liveReservations(split.reservations, now).length > 0;
}

/** The refusal a change that gives money back answers while a share is being paid. */
export const SHARE_BEING_PAID_MESSAGE = 'A friend is paying a share of this booking right now. Try again in half an hour, once their payment is in.';

export function reservedTotal(reservations: readonly ShareReservation[], now: Date): Cents {
  return liveReservations(reservations, now).reduce((sum, reservation) => sum + reservation.amount, 0);
}

/** What friends may still reserve: what is owed less what open checkouts hold. */
export function shareableRemaining(total: Cents, paid: Cents, reserved: Cents): Cents {
  return Math.max(0, total - paid - reserved);
}

/** The amount one share is: the organiser's, else the per-person cost of the booking. */
export function perShareAmount(split: Pick<BookingSplit, 'shareAmount'> | undefined, perPersonCost: Cents): Cents {
  return split?.shareAmount ?? perPersonCost;
}

/** Whether reserving `amount` keeps paid + reserved within the total (and is a real amount at all). */
export function reservationFits(total: Cents, paid: Cents, reserved: Cents, amount: Cents): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && paid + reserved + amount <= total;
}

/**
 * The amount the next friend's share reserves: one share, or what is left when less than a share
 * is (the last friend pays the rest); null when nothing is left to reserve.
 */
export function nextShareAmount(total: Cents, paid: Cents, reserved: Cents, perShare: Cents): Cents | null {
  const left = shareableRemaining(total, paid, reserved);
  if (left <= 0 || perShare <= 0) return null;
  return Math.min(perShare, left);
}

/** A refund can give back at most what is paid. */
export function refundFits(paid: Cents, amount: Cents): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= paid;
}

/** The lowest and highest amount an organiser may set per share: a dollar, and the booking's total. */
export const MIN_SHARE_AMOUNT: Cents = 100;

/** Whether the organiser's per-share amount is one the booking can take. */
export function shareAmountAllowed(amount: Cents, total: Cents): boolean {
  return Number.isSafeInteger(amount) && amount >= MIN_SHARE_AMOUNT && amount <= total;
}

/** A share link's token: 32 random bytes, base64url (43 characters), as unguessable as a quote's. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page a share link opens. */
export function payPath(shareToken: string): string {
  return `/pay/${shareToken}`;
}

/** GET /api/pay/{token} answers this: the booking as a friend sees it, without the organiser's details. */
export interface SharePageResponse {
  booking: {
    reference: string;
    status: 'pending_deposit' | 'confirmed' | 'cancelled' | 'released';
    packageName: string;
    date: string;
    slotLabel: string;
    boatName: string;
    groupSize: number;
    organiserFirstName: string;
  };
  totalPrice: Cents;
  /** Net of refunds, as every paid figure is. */
  paid: Cents;
  /** Given back so far: after a cancellation, what went back to the cards that paid. */
  refunded: Cents;
  remaining: Cents;
  /** Held by friends' checkouts still open. */
  reserved: Cents;
  shareAmount: Cents;
  /** What the next friend pays (a share, or the rest when less is left); null when nothing is left to pay or the booking has ended. */
  nextShare: Cents | null;
  paidShares: PaidShare[];
}

/** POST /api/pay/{token}/checkout answers this: the Stripe Checkout page and the share it charges. */
export interface ShareCheckoutResponse {
  url: string;
  amount: Cents;
  expiresAt: string;
}

/** POST /api/bookings/share answers this. */
export interface ShareLinkResponse {
  shares: BookingSharesView;
}

/** What the organiser typed as a share ('250', '$1,250.50') in cents; null when it is not an amount of money. */
export function dollarsToCents(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const amount = whole * 100 + cents;
  return Number.isSafeInteger(amount) ? amount : null;
}
