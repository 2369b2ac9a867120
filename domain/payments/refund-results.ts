import { cardBrandLabel, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../booking/booking.ts';
import { formatMoney, type Cents } from '../shared/money.ts';
import type { RefundResult } from '../booking/money-shapes.ts';

// What a cancellation's refunds came to, charge by charge (issue 25): each payment's refund went
// through (to which card, or handed back by staff) or failed (and why), so the staff's and the
// guest's screens say exactly where the money went and what is left to settle.

// The shapes a booking carries are declared with it (domain/booking/money-shapes.ts, decision 050).
export type { RefundResult } from '../booking/money-shapes.ts';

/** Where a payment's refund goes: the card that paid online, or the way staff took it. */
export function refundDestination(payment: { method: PaymentMethod; card?: { brand: string; last4: string } | undefined }): string {
  return payment.card ? cardBrandLabel(payment.card) : PAYMENT_METHOD_LABELS[payment.method];
}

/** The refunds that went through, summed. */
export function refundedTotal(results: readonly RefundResult[]): Cents {
  return results.reduce((sum, result) => sum + (result.status === 'refunded' ? result.amount : 0), 0);
}

/** One line per refund, in the words both screens show: '$50.00 to Visa ending 4242', '$20.00 to Cash: not refunded (…)'. */
export function refundResultLine(result: RefundResult): string {
  return result.status === 'refunded'
    ? `${formatMoney(result.amount)} to ${result.to}`
    : `${formatMoney(result.amount)} to ${result.to}: not refunded${result.message ? ` (${result.message})` : ''}`;
}
