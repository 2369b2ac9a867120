import { cardBrandLabel, PAYMENT_METHOD_LABELS } from '#domain/booking/booking.ts';
import type { PaymentTimelineEntry } from '#domain/people/customers.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type * as z from '#domain/shared/zod.ts';
import type { BookingPriceAdjusted, PaymentFailed, PaymentReturned, PaymentSucceeded, RefundIssued } from '#events/payments.ts';

// What the staff's customer timeline says of a booking's money (issue 16): one line per payment
// event, written when the event is recorded, in the words the booking page uses.

type Line = Pick<PaymentTimelineEntry, 'summary' | 'bookingId' | 'reference'>;

type PaymentMethod = z.infer<(typeof PaymentSucceeded)['data']>['method'];

/** A payment's method as the booking page names it: the card paid online, or what staff recorded ('Cash', 'Card (taken by staff)'). */
function methodLabel(method: PaymentMethod): string {
  return method.type === 'card' ? cardBrandLabel(method) : PAYMENT_METHOD_LABELS[method.type === 'card_by_staff' ? 'card' : method.type];
}

export function paymentSucceededLine(payment: z.infer<(typeof PaymentSucceeded)['data']>): Line {
  const how = methodLabel(payment.method);
  const recorded = payment.recordedBy ? `, recorded by ${payment.recordedBy}` : '';
  const what = payment.paidBy
    ? `${payment.paidBy.name} paid a ${formatMoney(payment.amount)} share by ${how}`
    : `Paid ${formatMoney(payment.amount)} (${payment.kind}) by ${how}${recorded}`;
  const left = payment.remaining > 0 ? `${formatMoney(payment.remaining)} remains` : 'paid in full';
  return { summary: `${what}; ${left}`, bookingId: payment.bookingId, reference: payment.reference };
}

export function paymentFailedLine(failure: z.infer<(typeof PaymentFailed)['data']>): Line {
  const what = failure.automatic ? 'The automatic balance charge' : 'A card payment';
  return { summary: `${what} of ${formatMoney(failure.amount)} failed: ${failure.message}`, bookingId: failure.bookingId, reference: failure.reference };
}

export function refundIssuedLine(refund: z.infer<(typeof RefundIssued)['data']>): Line {
  const { method: how } = refund;
  // A refund staff gave on a card they took by hand names that method as the booking page does.
  const method = methodLabel(how);
  return { summary: `Refunded ${formatMoney(refund.amount)} to ${method}: ${refund.reason}`, bookingId: refund.bookingId, reference: refund.reference };
}

export function paymentReturnedLine(returned: z.infer<(typeof PaymentReturned)['data']>): Line {
  const who = returned.paidBy ? `${returned.paidBy.name}'s` : 'A';
  return {
    summary: `${who} payment of ${formatMoney(returned.amount)} by ${cardBrandLabel(returned.method)} was refunded at once: ${returned.reason}`,
    bookingId: returned.bookingId,
    reference: returned.reference,
  };
}

export function priceAdjustedLine(adjusted: z.infer<(typeof BookingPriceAdjusted)['data']>): Line {
  const what = adjusted.kind === 'credit' ? `Credit of ${formatMoney(adjusted.amount)} given` : `Price lowered by ${formatMoney(adjusted.amount)}`;
  const left = adjusted.remaining > 0 ? `${formatMoney(adjusted.remaining)} remains` : 'paid in full';
  return { summary: `${what}: ${adjusted.reason}; ${left}`, bookingId: adjusted.bookingId, reference: adjusted.reference };
}
