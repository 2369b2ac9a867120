import type { Cents } from '../shared/money.ts';

// The shapes of a booking's money that its record and its views carry: the ledger's entry kinds,
// the staff's adjustments, the summary every screen shows, the friends' shares and a
// cancellation's refunds. The rules that fill them are payments' (decision 037); the shapes are
// declared here, below payments, so that a booking can hold them without importing the area
// above it (decision 050). Each payments module names them again for its callers.

// An adjustment (decision 037) moves no money: it lowers what the booking costs, and is in the
// ledger so that every change to a booking's money is there with its reason.
export const LEDGER_ENTRY_KINDS = ['charge', 'refund', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * How staff lower what a booking costs, each with a reason (decision 037):
 * - discount: the price is lowered (a complaint settled before the cruise, a price matched);
 * - credit: money the business owes the guest (a voucher, a make-good) counted toward this booking;
 * - goodwill: the price is lowered by a refund given as goodwill, so the balance does not rise.
 * A refund of money paid by mistake is no adjustment: the price stays and what is owed goes back up.
 */
export const ADJUSTMENT_KINDS = ['discount', 'credit', 'goodwill'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** What a staff refund is: money paid by mistake (the price stays), or goodwill (the price falls by as much). */
export const REFUND_KINDS = ['mistake', 'goodwill'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export interface PriceAdjustment {
  id: string;
  kind: AdjustmentKind;
  /** How much lower the booking's cost is (positive cents). */
  amount: Cents;
  reason: string;
  by: string;
  at: string;
  /** A goodwill adjustment's refund (the same amount given back to where it was paid). */
  refundId?: string;
}

export interface PaymentSummary {
  /** The engine's price as booked (moves re-price it). */
  price: Cents;
  /** Discounts, credits and goodwill, all lowering what the booking costs. */
  adjusted: Cents;
  /** What the booking costs now: price less adjustments. */
  total: Cents;
  /** Charges less refunds: what the business holds for the booking. */
  paid: Cents;
  /** Every refund given back on the booking, whatever its kind. */
  refunded: Cents;
  /** What is still owed of the deposit (0 once it is covered). */
  depositOutstanding: Cents;
  /** What is still owed in all. */
  outstanding: Cents;
  fullyPaid: boolean;
}

export const BALANCE_REMINDERS = ['seven_days', 'one_day'] as const;
export type BalanceReminder = (typeof BALANCE_REMINDERS)[number];

/** A share reserved for a friend's checkout: the amount is held until it is paid or the session ends. */
export interface ShareReservation {
  id: string;
  /** The friend's name, as they typed it on the pay page. */
  name: string;
  amount: Cents;
  /** When the checkout session (and so the reservation) ends (ISO). */
  expiresAt: string;
  /** The Stripe Checkout Session, once made (the reservation is written first). */
  sessionId?: string;
  url?: string;
}

/** The booking's split: its share link's token, the amount the organiser set, and the open reservations. */
export interface BookingSplit {
  shareToken: string;
  /** The organiser's per-share amount; without it a share is the per-person cost. */
  shareAmount?: Cents;
  reservations: ShareReservation[];
}

/** A friend's share that was paid, as the organiser and the group see it. */
export interface PaidShare {
  /** The payment's id: two friends may share a name. */
  id: string;
  /**
   * The share held for the friend at the checkout that paid it: the checkout sends them back with it
   * (`?share=`), so their page can say when their own payment is listed.
   */
  reservationId: string;
  name: string;
  amount: Cents;
  paidOn: string;
  /** What has been given back of it (a cancelled cruise's refund to the card that paid it). */
  refunded: Cents;
}

/** The booking's split as the organiser's panel shows it (on the quote page). */
export interface BookingSharesView {
  /** The share link's path, once the organiser made it. */
  sharePath: string | null;
  /** The amount one share is now, and whether the organiser set it (else it is the per-person cost). */
  shareAmount: Cents;
  shareAmountSet: boolean;
  perPersonCost: Cents;
  paidShares: PaidShare[];
  /** What the booking still lacks in all. */
  remaining: Cents;
}

export interface RefundResult {
  /** The payment refunded from. */
  paymentId: string;
  amount: Cents;
  /** Where it goes, as a statement or the booking page names it: 'Visa ending 4242', 'Cash'. */
  to: string;
  status: 'refunded' | 'failed';
  /** Why it failed (Stripe's words), for staff to act on. */
  message?: string;
}
