import type { DepositSchedule } from '../pricing/deposit.ts';
import type { RecordedPayment, RecordedRefund } from '../booking/booking.ts';
import { formatMoney, type Cents } from '../shared/money.ts';
import type { AdjustmentKind, PaymentSummary, PriceAdjustment } from '../booking/money-shapes.ts';

// A booking's money, worked out in one place (decision 037). What it costs is the engine's price
// as booked less the staff's adjustments; what is paid is the ledger's charges less its refunds;
// what is owed is the difference. The guest's page, the portal, the staff's screens, receipts,
// the dashboard and the jobs all read these figures from here: two screens that show the same
// money cannot disagree, because neither sums anything itself.

// The shapes a booking carries are declared with it (domain/booking/money-shapes.ts, decision 050).
export { ADJUSTMENT_KINDS, REFUND_KINDS, type AdjustmentKind, type PaymentSummary, type PriceAdjustment, type RefundKind } from '../booking/money-shapes.ts';

export const ADJUSTMENT_KIND_LABELS: Readonly<Record<AdjustmentKind, string>> = {
  discount: 'Price lowered',
  credit: 'Credit given',
  goodwill: 'Goodwill refund',
};

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

/** What has been given back from one payment (a friend's share, say) by its refunds. */
export function refundedFromPayment(refunds: readonly Pick<RecordedRefund, 'paymentId' | 'amount'>[] | undefined, paymentId: string): Cents {
  return sum((refunds ?? []).filter((refund) => refund.paymentId === paymentId));
}

/**
 * What each friend's shares paid toward the booking, and what was refunded from them, by the
 * address the share was paid under (trimmed, lower case); shares paid without an address are left out.
 */
export function sharesByAddress(
  payments: readonly Pick<RecordedPayment, 'id' | 'amount' | 'share'>[],
  refunds: readonly Pick<RecordedRefund, 'paymentId' | 'amount'>[] | undefined,
): Map<string, { name: string; email: string; paid: Cents; refunded: Cents }> {
  const shares = new Map<string, { name: string; email: string; paid: Cents; refunded: Cents }>();
  for (const payment of payments) {
    if (!payment.share?.email) continue;
    const key = payment.share.email.trim().toLowerCase();
    const share = shares.get(key) ?? { name: payment.share.name, email: payment.share.email.trim(), paid: 0, refunded: 0 };
    share.paid += payment.amount;
    share.refunded += refundedFromPayment(refunds, payment.id);
    shares.set(key, share);
  }
  return shares;
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

/** What a move does to the money: the new total against what is paid. */
export interface MoveSettlement {
  oldTotal: Cents;
  newTotal: Cents;
  /** newTotal - oldTotal: more to pay when positive, less when negative. */
  difference: Cents;
  paid: Cents;
  /** Paid beyond the new total: given back to the card (or by hand) that paid it. */
  refund: Cents;
  /** What will still be owed after the move. */
  outstanding: Cents;
}

export function moveSettlement(oldTotal: Cents, newTotal: Cents, paid: Cents): MoveSettlement {
  return { oldTotal, newTotal, difference: newTotal - oldTotal, paid, refund: Math.max(0, paid - newTotal), outstanding: Math.max(0, newTotal - paid) };
}

/**
 * A move (or staff's edit) of this booking that the engine prices at `newPrice`: its discounts and credits stay
 * with it (decision 037), so both totals are the booking's money's, before and after.
 */
export function bookingMoveSettlement(booking: MoneyOfBooking, newPrice: Cents): MoveSettlement {
  const before = paymentSummary(booking);
  return moveSettlement(before.total, paymentSummary({ ...booking, price: { totalPrice: newPrice } }).total, before.paid);
}
