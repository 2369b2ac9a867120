import { PAYMENT_KINDS, PAYMENT_METHODS, type AdminBooking, type PaymentKind, type PaymentMethod } from '#domain/booking/booking.ts';
import { FUTURE_RECEIVED_ON_MESSAGE, recordPaymentSchemaOn, type recordPaymentSchema } from '#domain/booking/booking-schemas.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { centsToDecimalString, formatMoney } from '#domain/shared/money.ts';
import type * as z from '#domain/shared/zod.ts';
import { centsFromDollars } from '../shared/money-input.ts';

// The Record payment form's state, apart from React: the values as typed, the request they make
// (checked with the API's schema), and the messages for the fields.

export interface PaymentFormValues {
  kind: PaymentKind;
  /** Dollars, as typed. */
  amount: string;
  method: PaymentMethod;
  receivedOn: string;
  note: string;
}

export type PaymentField = keyof PaymentFormValues;
export type PaymentErrors = Partial<Record<PaymentField, string>>;
export type PaymentRequest = z.output<typeof recordPaymentSchema>;

export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = { deposit: 'Deposit', balance: 'Balance' };

/**
 * What is owed for a kind of payment: the deposit still outstanding, or the balance (what is
 * outstanding beyond the deposit; while the deposit is unpaid that is less than everything).
 */
export function owedFor(kind: PaymentKind, booking: Pick<AdminBooking, 'payments'>): number {
  const { depositOutstanding, outstanding } = booking.payments;
  return kind === 'deposit' ? depositOutstanding : outstanding - depositOutstanding;
}

/** The form as it opens: the deposit while any of it is owed, for the amount owed, received today. */
export function paymentDefaults(booking: Pick<AdminBooking, 'payments'>, today: IsoDate): PaymentFormValues {
  const kind: PaymentKind = booking.payments.depositOutstanding > 0 ? 'deposit' : 'balance';
  return { kind, amount: centsToDecimalString(owedFor(kind, booking)), method: 'card', receivedOn: today, note: '' };
}

export function isPaymentKind(value: string): value is PaymentKind {
  return (PAYMENT_KINDS as readonly string[]).includes(value);
}

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The request for these values, or the problems by field. The amount is read as dollars and
 * cents exactly; more than is still owed on the booking, or a received-on date after `today`, is
 * refused here as the API would.
 */
export function checkPayment(values: PaymentFormValues, outstanding: number, today: IsoDate): { request: PaymentRequest } | { errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const cents = centsFromDollars(values.amount);
  if (cents === null) errors.amount = values.amount.trim() ? 'Enter the amount in dollars and cents, like 250.00.' : 'Enter the amount received.';
  else if (cents > outstanding) errors.amount = `Only ${formatMoney(outstanding)} is still owed on this booking.`;
  const note = values.note.trim();
  const result = recordPaymentSchemaOn(today).safeParse({
    kind: values.kind,
    amount: cents ?? 0,
    method: values.method,
    receivedOn: values.receivedOn,
    ...(note ? { note } : {}),
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as PaymentField;
      errors[field] ??= field === 'receivedOn' && issue.message !== FUTURE_RECEIVED_ON_MESSAGE ? 'Enter the date the payment was received.' : issue.message;
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { request: result.data };
  return { errors };
}

/** API field problems (the body's field names) on the form's fields; the rest is for the form as a whole. */
export function paymentErrorsFrom(fields: Record<string, string> | undefined): { errors: PaymentErrors; other: string[] } {
  const errors: PaymentErrors = {};
  const other: string[] = [];
  const names: readonly string[] = ['kind', 'amount', 'method', 'receivedOn', 'note'];
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (names.includes(path)) errors[path as PaymentField] ??= message;
    else other.push(message);
  }
  return { errors, other };
}
