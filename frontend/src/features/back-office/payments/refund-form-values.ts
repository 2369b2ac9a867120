import { cardBrandLabel, paymentMethodLabel, type AdminBooking } from '#domain/booking/booking.ts';
import { refundBookingSchema } from '#domain/booking/booking-schemas.ts';
import type { RefundKind } from '#domain/payments/booking-money.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { allocateRefund, bookingLedger, refundableCharges, type RefundableCharge } from '#domain/payments/refunds.ts';
import type * as z from '#domain/shared/zod.ts';
import { centsFromDollars } from '../shared/money-input.ts';

// The Refund form's state, apart from React: what can be refunded of each payment (the domain's
// arithmetic on the booking's own payments and refunds), the request the values make (checked
// with the API's schema), and where the money goes, in words for the confirmation.

export type RefundRequest = z.output<typeof refundBookingSchema>;

export interface RefundFormValues {
  /** A payment's id, or '' for any payment, the newest first. */
  paymentId: string;
  /** Dollars, as typed. */
  amount: string;
  reason: string;
  /** What the refund is (decision 037): '' until staff say. */
  kind: '' | RefundKind;
}

export type RefundField = keyof RefundFormValues;
export type RefundErrors = Partial<Record<RefundField, string>>;

/** The choice that names no payment: the refund is taken from the newest payments first (allocateRefund). */
export const ANY_PAYMENT_CHOICE = 'Any payment, newest first';

/** The payments with something left to refund, newest first: the order a refund from any payment takes them in. */
export function refundablePayments(booking: Pick<AdminBooking, 'paymentsRecorded' | 'refundsRecorded'>): RefundableCharge[] {
  return refundableCharges(bookingLedger({ payments: booking.paymentsRecorded, refunds: booking.refundsRecorded }))
    .filter((charge) => charge.refundable > 0)
    .reverse();
}

/** How a payment was made: 'Visa ending 4242', 'Cash'. */
function methodText(booking: Pick<AdminBooking, 'paymentsRecorded'>, charge: RefundableCharge): string {
  const payment = booking.paymentsRecorded.find((candidate) => candidate.id === charge.paymentId);
  return payment?.card ? cardBrandLabel(payment.card) : payment ? paymentMethodLabel(payment) : charge.method;
}

/** A payment as the form's choice names it: 'Visa ending 4242, $629.00 on 03/01/2027 ($629.00 left to refund)'. */
export function paymentChoiceLabel(booking: Pick<AdminBooking, 'paymentsRecorded'>, charge: RefundableCharge): string {
  const receivedOn = booking.paymentsRecorded.find((candidate) => candidate.id === charge.paymentId)?.receivedOn;
  return `${methodText(booking, charge)}, ${formatMoney(charge.amount)}${receivedOn ? ` on ${formatDate(receivedOn)}` : ''} (${formatMoney(charge.refundable)} left to refund)`;
}

/**
 * The request for these values, or the problems by field. The amount is read as dollars and cents
 * exactly and checked against what is left, as the API checks it.
 */
export function checkRefund(
  values: RefundFormValues,
  booking: Pick<AdminBooking, 'paymentsRecorded' | 'refundsRecorded'>,
): { request: RefundRequest; where: string[] } | { errors: RefundErrors } {
  const errors: RefundErrors = {};
  const cents = centsFromDollars(values.amount);
  const ledger = bookingLedger({ payments: booking.paymentsRecorded, refunds: booking.refundsRecorded });
  if (cents === null || cents === 0)
    errors.amount = values.amount.trim() ? 'Enter the amount in dollars and cents, like 50.00.' : 'Enter the amount to refund.';
  const result = refundBookingSchema.safeParse({
    amount: cents ?? 0,
    reason: values.reason,
    kind: values.kind || undefined,
    ...(values.paymentId ? { chargeId: values.paymentId } : {}),
  });
  if (!result.success)
    for (const issue of result.error.issues)
      errors[String(issue.path[0]) === 'chargeId' ? 'paymentId' : (String(issue.path[0]) as RefundField)] ??= issue.message;
  if (cents !== null && cents > 0 && !errors.amount) {
    const allocation = allocateRefund(ledger, cents, values.paymentId || undefined);
    if (!allocation.ok) errors.amount = `At most ${formatMoney(allocation.refundable)} can be refunded${values.paymentId ? ' of that payment' : ''}.`;
    else if (result.success && Object.keys(errors).length === 0) {
      const where = allocation.parts.map((part) =>
        part.charge.paymentIntentId
          ? `${formatMoney(part.amount)} back to ${methodText(booking, part.charge)} through Stripe`
          : `${formatMoney(part.amount)} of the ${methodText(booking, part.charge).toLowerCase()} payment: hand it back to the guest yourself`,
      );
      where.push(
        result.data.kind === 'goodwill'
          ? `Goodwill: the booking's price falls by ${formatMoney(cents)}, so what the guest still owes does not change.`
          : `Paid by mistake: the price stays, so what the guest owes goes up by ${formatMoney(cents)}.`,
      );
      return { request: result.data, where };
    }
  }
  return { errors };
}
