import { addDays, calendarDateIn, formatDate, type IsoDate } from '../shared/dates.ts';
import { FREE_CANCELLATION_DAYS_BEFORE_EVENT, type DepositSchedule } from '../pricing/deposit.ts';
import { DISCO_REFUND_WINDOW_HOURS } from '../pricing/disco.ts';
import type { EditChange } from './booking-edits.ts';
import type { BoatId } from '../pricing/fleet.ts';
import type { CalendarDay } from './inventory-calendar.ts';
import type { Blackout, ClockTime, CruiseKind, DayAvailability, InventorySettings } from './inventory.ts';
import type { BookingSharesView, PaymentSummary, PriceAdjustment, RefundResult } from './money-shapes.ts';
import type { Cents } from '../shared/money.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { QuoteSelection } from './quotes.ts';

// A booking reserves a boat-slot (private) or seats on a sailing (disco) for a quote's selection.
// Until the deposit is paid (by card at booking, or recorded by staff) it is 'pending deposit' and
// holds the inventory only while the guest pays; an unpaid booking past its hold is released and
// the inventory sold again.

export const BOOKING_STATUSES = ['pending_deposit', 'confirmed', 'cancelled', 'released'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending_deposit: 'Pending deposit',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  released: 'Released (unpaid)',
};

/** Statuses that hold inventory. */
export function holdsInventory(status: BookingStatus): boolean {
  return status === 'pending_deposit' || status === 'confirmed';
}

/**
 * How long an unpaid booking holds its boat: the guest pays the deposit by card in the same
 * sitting (decision 018), so the hold is the few minutes checkout takes, with room for a second
 * card, rather than the days staff once needed to reach a guest by phone.
 */
export const PAYMENT_HOLD_MINUTES = 20;

/** The instant (ISO) an unpaid booking made at `now` is released. */
export function holdExpiresAt(now: Date): string {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000).toISOString();
}

export interface BookingSlot {
  kind: CruiseKind;
  date: IsoDate;
  start: ClockTime;
  end: ClockTime;
  boatId: BoatId;
  /** Disco: tickets the booking holds (the group size). Private: the whole boat. */
  seats: number;
}

export const PAYMENT_KINDS = ['deposit', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['card', 'cash', 'check', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card (taken by staff)',
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending 4242', as a card statement names it. */
export function cardBrandLabel(card: { brand: string; last4: string }): string {
  return `${CARD_BRANDS[card.brand] ?? 'Card'} ending ${card.last4}`;
}

/**
 * How a payment was made, in staff's words: a card the guest paid online through Stripe is told
 * apart from one staff took on a terminal or by phone and recorded by hand.
 */
export function paymentMethodLabel(payment: { method: PaymentMethod; card?: { brand: string; last4: string } | undefined }): string {
  if (payment.card) return `Card online (${cardBrandLabel(payment.card)})`;
  return PAYMENT_METHOD_LABELS[payment.method];
}

/** A card payment taken online: what the guest's card statement and Stripe's dashboard show. */
export interface CardPaymentDetails {
  provider: 'stripe';
  paymentIntentId: string;
  chargeId: string;
  /** 'visa', 'mastercard', ... as the provider names it. */
  brand: string;
  last4: string;
  /** Stripe's live mode (false: a test-mode payment); absent on payments recorded before it was kept. */
  livemode?: boolean;
}

export interface RecordedPayment {
  id: string;
  kind: PaymentKind;
  amount: Cents;
  method: PaymentMethod;
  receivedOn: IsoDate;
  note?: string;
  recordedBy: string;
  recordedAt: string;
  /** Set on card payments taken online (the guest paid at checkout); staff-recorded ones have none. */
  card?: CardPaymentDetails;
  /** Set on a friend's share paid through the booking's share link (decision 021): who paid it. */
  /** A friend's share (decision 021): who paid it, and where their receipt went (absent on shares paid before it was asked). */
  share?: { reservationId: string; name: string; email?: string };
}

/**
 * Money given back (decision 020): a card refund goes to the card that paid, through Stripe; a
 * cash or check payment is refunded by hand and recorded here.
 */
export interface RecordedRefund {
  id: string;
  /** The payment (charge) it gives money back from. */
  paymentId: string;
  amount: Cents;
  method: PaymentMethod;
  reason: string;
  refundedBy: string;
  refundedAt: string;
  /** Card refunds: Stripe's refund and the PaymentIntent it was made on. */
  stripe?: { refundId: string; paymentIntentId: string; status: string };
  /** The staff request's Idempotency-Key: a retried request finds its refunds made. */
  requestKey?: string;
  /** A payment the booking had no room for, refunded in full at once (decision 037). */
  returned?: boolean;
}

// A booking's money is summed in one module, domain/payments/booking-money.ts (decision 037); the
// summary's shape is named here with the rest of the booking's vocabulary (decision 050).
export type { PaymentSummary } from './money-shapes.ts';

/** The cancellation terms a guest accepts when booking. */
export interface CancellationTerms {
  kind: CruiseKind;
  /** Private: cancel free of charge through this date (30 days before the cruise). */
  freeCancellationUntil?: IsoDate;
  /** Disco: a refund is given when cancelled before this instant (48 hours after booking). */
  refundableUntil?: string;
  summary: string;
}

export function cancellationTerms(kind: CruiseKind, eventDate: IsoDate, bookedAt: Date): CancellationTerms {
  if (kind === 'private') {
    const until = addDays(eventDate, -FREE_CANCELLATION_DAYS_BEFORE_EVENT);
    // Booked inside the window, there is no free cancellation left to offer: say so, not a past date.
    const passed = until < calendarDateIn(bookedAt);
    return {
      kind,
      freeCancellationUntil: until,
      summary: passed
        ? `Your cruise is less than ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days away, past the free-cancellation window (up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before): if you cancel, the deposit is not refunded.`
        : `Free cancellation up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before your cruise (through ${formatDate(until)}); after that the deposit is not refunded.`,
    };
  }
  const until = new Date(bookedAt.getTime() + DISCO_REFUND_WINDOW_HOURS * 3_600_000);
  return {
    kind,
    refundableUntil: until.toISOString(),
    summary: `Disco tickets are refundable within ${DISCO_REFUND_WINDOW_HOURS} hours of booking; after that they are not refunded.`,
  };
}

/** Whether a cancellation at `now` (today `today`) is within the terms, so what was paid is refunded. */
export function cancellationIsRefundable(terms: CancellationTerms, now: Date, today: IsoDate): boolean {
  if (terms.freeCancellationUntil) return today <= terms.freeCancellationUntil;
  return terms.refundableUntil !== undefined && now.getTime() <= Date.parse(terms.refundableUntil);
}

export interface LeadGuest {
  name: string;
  email: string;
  phone: string;
}

/** A booking as its guest sees it (on the quote page, with the quote's link). */
export interface PublicBooking {
  id: string;
  reference: string;
  status: BookingStatus;
  slot: BookingSlot & { label: string; boatName: string };
  leadGuestFirstName: string;
  totalPrice: Cents;
  deposit: DepositSchedule;
  holdExpiresAt: string | null;
  payments: PaymentSummary;
  /** While pending: why the guest's last card payment failed, in plain words (null when none did). */
  lastPaymentFailure: { message: string; at: string } | null;
  /** The card saved for the automatic balance charge (decision 019), with the consent given. */
  savedCard?: { brand: string; last4: string; consentText: string; dueOn: IsoDate } | null;
  /** The automatic balance charge failed (until the balance is paid): why, in plain words. */
  balanceChargeFailure?: { message: string; at: string } | null;
  cancellation: CancellationTerms;
  createdAt: string;
  /** Split the cost (decision 021): the share link, the per-share amount, the shares paid and what remains. */
  shares: BookingSharesView;
  /** Card payments the booking had no room for, refunded at once (decision 037), newest first. */
  returnedPayments: { amount: Cents; card: string; reason: string; at: string }[];
}

/** A booking as staff see it: everything, contact details included. */
export interface AdminBooking extends Omit<PublicBooking, 'leadGuestFirstName'> {
  quoteId: string;
  quoteToken: string;
  quoteReference: string;
  selection: QuoteSelection;
  price: PriceCalculationResult;
  leadGuest: LeadGuest;
  paymentsRecorded: RecordedPayment[];
  refundsRecorded: RecordedRefund[];
  /** Discounts, credits and goodwill refunds, each with why (decision 037). */
  adjustments: PriceAdjustment[];
  cancelledAt?: string;
  cancelledBy?: string;
  cancellationReason?: string;
  refundDue?: boolean;
  releasedAt?: string;
  confirmedAt?: string;
  /** The staff member who booked it for a caller or a walk-up; absent when the guest booked online. */
  bookedBy?: string;
  moves: { from: BookingSlot; to: BookingSlot; movedAt: string; movedBy: string }[];
  /** Staff's edits (issue 29): who changed what, when, and the total before and after. */
  edits: { at: string; by: string; changes: EditChange[]; oldTotal: Cents; newTotal: Cents }[];
}

export function bookingReference(id: string): string {
  return `B-${id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

/** GET /api/availability answers this. */
export interface AvailabilityResponse {
  days: DayAvailability[];
}

/** POST /api/bookings answers this (201 for a new booking, 200 for a retried request). */
export interface CreateBookingResponse {
  booking: PublicBooking;
}

/** POST /api/bookings/checkout answers this: where the guest pays, how much, and until when the boat is held. */
export interface DepositCheckoutResponse {
  url: string;
  amount: Cents;
  holdExpiresAt: string;
}

/** POST /api/bookings/balance-checkout answers this: where the guest pays what the balance still lacks. */
export interface BalanceCheckoutResponse {
  url: string;
  amount: Cents;
  dueOn: IsoDate;
}

/**
 * POST /api/admin/quotes/{id}/booking answers this (201; 200 for a retried request): the booking
 * staff made for a caller and where its money stands: the pay link e-mailed (with the hold's end),
 * the deposit Stripe's card page is to take (opened next through the card-checkout route), the
 * cash or check recorded, or nothing to pay (a free cruise).
 */
export interface AdminCallerBookingResponse {
  booking: AdminBooking;
  payment:
    | { method: 'pay_link'; sentTo: string; amount: Cents; holdExpiresAt: string | null }
    | { method: 'card_form'; amount: Cents; holdExpiresAt: string | null }
    | { method: 'cash' | 'check'; amount: Cents }
    | { method: 'none' };
}

/** One row of the staff booking list. */
export interface AdminBookingSummary {
  id: string;
  reference: string;
  status: BookingStatus;
  slot: PublicBooking['slot'];
  leadGuest: LeadGuest;
  groupSize: number;
  packageName: string;
  totalPrice: Cents;
  paid: Cents;
  depositOutstanding: Cents;
  holdExpiresAt: string | null;
  balanceDueOn: IsoDate;
  createdAt: string;
}

export interface AdminBookingListResponse {
  bookings: AdminBookingSummary[];
  from: IsoDate;
  to: IsoDate;
}

export interface AdminBookingResponse {
  booking: AdminBooking;
}

/** POST /api/admin/bookings/{id}/cancel answers this: the booking, and what the terms refunded (decision 020). */
export interface AdminCancelBookingResponse extends AdminBookingResponse {
  /** Each charge's refund: how much, to which card (or handed back), refunded or failed (issue 25). */
  refund: { withinTerms: boolean; refunded: Cents; problem?: string; results: RefundResult[] };
}

/** GET /api/admin/inventory answers this: the settings to edit and the calendar of the range. */
export interface AdminInventoryResponse {
  settings: InventorySettings;
  defaults: InventorySettings;
  version: number;
  updatedAt?: string;
  updatedBy?: string;
  blackouts: Blackout[];
  calendar: CalendarDay[];
  from: IsoDate;
  to: IsoDate;
}
