import type { DepositSchedule } from '../pricing/deposit.ts';
import type { RecordedPayment, RecordedRefund } from '../booking/booking.ts';
import { formatMoney, type Cents } from '../shared/money.ts';

// A booking's money, worked out in one place (decision 037). What it costs is the engine's price
// as booked less the staff's adjustments; what is paid is the ledger's charges less its refunds;
// what is owed is the difference. The guest's page, the portal, the staff's screens, receipts,
// the dashboard and the jobs all read these figures from here: two screens that show the same
// money cannot disagree, because neither sums anything itself.

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

export const ADJUSTMENT_KIND_LABELS: Readonly<Record<AdjustmentKind, string>> = {
  discount: 'Price lowered',
  credit: 'Credit given',
  goodwill: 'Goodwill refund',
};

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

interface MoneyOfBooking {
  price: { totalPrice: Cents };
  deposit: Pick<DepositSchedule, 'depositAmount'>;
  payments: readonly Pick<RecordedPayment, 'amount'>[];
  refunds?: readonly Pick<RecordedRefund, 'amount'>[] | undefined;
  adjustments?: readonly Pick<PriceAdjustment, 'amount'>[] | undefined;
}

const sum = (amounts: readonly { amount: Cents }[] | undefined) => (amounts ?? []).reduce((total, item) => total + item.amount, 0);

/** The one summing of a booking's money. */
export function paymentSummary(booking: MoneyOfBooking): PaymentSummary {
  const price = booking.price.totalPrice;
  const adjusted = sum(booking.adjustments);
  const total = Math.max(0, price - adjusted);
  // What is paid is net of refunds, as the ledger's sum is (decision 020).
  const refunded = sum(booking.refunds);
  const paid = sum(booking.payments) - refunded;
  return {
    price,
    adjusted,
    total,
    paid,
    refunded,
    depositOutstanding: Math.max(0, Math.min(booking.deposit.depositAmount, total) - paid),
    outstanding: Math.max(0, total - paid),
    fullyPaid: paid >= total,
  };
}

export type AdjustmentRefusal = { code: 'NOT_LIVE' | 'MORE_THAN_OWED'; message: string };

/**
 * Whether a discount or credit of `amount` may be given: only on a live booking, and never more
 * than is owed (money already paid is given back by a goodwill refund instead, so the ledger never
 * holds more than the booking costs).
 */
export function adjustmentRefusal(booking: MoneyOfBooking & { status: string }, amount: Cents): AdjustmentRefusal | null {
  if (booking.status !== 'confirmed' && booking.status !== 'pending_deposit')
    return { code: 'NOT_LIVE', message: 'Only a live booking can be discounted or credited.' };
  const { outstanding } = paymentSummary(booking);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > outstanding) {
    return {
      code: 'MORE_THAN_OWED',
      message: `That is more than the guest owes (${formatMoney(outstanding)}). To give back money already paid, refund it as goodwill.`,
    };
  }
  return null;
}
