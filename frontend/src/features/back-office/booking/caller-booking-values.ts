import { CALLER_PAYMENT_METHODS, callerBookingSchema, type CallerBookingRequest, type CallerPaymentMethod } from '#domain/booking/booking-schemas.ts';
import { centsToDecimalString } from '#domain/shared/money.ts';
import { centsFromDollars } from '../shared/money-input.ts';

// The Book for a caller form's state, apart from React: the values as typed, the request they
// make (checked with the API's own schema) and the messages for each field, including the API's
// (its field paths, such as `payment.amount`, mapped back to the inputs).

export interface CallerBookingValues {
  start: string;
  name: string;
  email: string;
  phone: string;
  method: CallerPaymentMethod;
  /** Dollars, as typed (cash and checks). */
  amount: string;
  /** A check's number, or a note for cash. */
  reference: string;
}

export type CallerBookingField = keyof CallerBookingValues;
export type CallerBookingErrors = Partial<Record<CallerBookingField, string>>;

export const CALLER_BOOKING_FIELDS: readonly CallerBookingField[] = ['start', 'name', 'email', 'phone', 'method', 'amount', 'reference'];

export const CALLER_PAYMENT_LABELS: Readonly<Record<CallerPaymentMethod, { name: string; detail: string }>> = {
  pay_link: { name: 'E-mail the pay link now', detail: 'The guest pays the deposit by card on their booking page; the time is held meanwhile.' },
  card_form: { name: 'Take the card now', detail: "Opens Stripe's secure card page: type the card the caller reads out." },
  cash: { name: 'Cash', detail: 'Taken now: at least the deposit, at most the price.' },
  check: { name: 'Check', detail: 'Taken now, with its number: at least the deposit, at most the price.' },
};

export function isCallerPaymentMethod(value: string): value is CallerPaymentMethod {
  return (CALLER_PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The form as it opens: the quote's contact, the time picked on the calendar (if any), the pay link, the deposit as the cash amount. */
export function callerBookingDefaults(contact: { name: string; email: string; phone: string }, depositAmount: number | null, start = ''): CallerBookingValues {
  return { start, ...contact, method: 'pay_link', amount: depositAmount === null ? '' : centsToDecimalString(depositAmount), reference: '' };
}

/** The input an API field path is about (`leadGuest.email` -> email), or null for one the form has no input for. */
function fieldOf(path: string): CallerBookingField | null {
  const [head, tail] = path.split('.');
  if (head === 'start') return 'start';
  if (head === 'leadGuest' && (tail === 'name' || tail === 'email' || tail === 'phone')) return tail;
  if (head === 'payment') return tail === 'amount' || tail === 'reference' ? tail : 'method';
  return null;
}

/** API field problems on the form's inputs; the rest is for the form as a whole. */
export function callerBookingErrorsFrom(fields: Readonly<Record<string, string>> | undefined): { errors: CallerBookingErrors; other: string[] } {
  const errors: CallerBookingErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
    else other.push(message);
  }
  return { errors, other };
}

function paymentOf(values: CallerBookingValues, cents: number): Record<string, unknown> {
  if (values.method === 'pay_link' || values.method === 'card_form') return { method: values.method };
  const reference = values.reference.trim();
  return { method: values.method, amount: cents, ...(reference ? { reference } : {}) };
}

/**
 * The request for these values, or the problems by field. A time must be chosen; cash and checks
 * take an amount in dollars and cents, read exactly into whole cents. What the deposit and the
 * price allow is the server's to judge (the ledger's figures for the booking as it is made).
 */
export function checkCallerBooking(values: CallerBookingValues): { request: CallerBookingRequest } | { errors: CallerBookingErrors } {
  const errors: CallerBookingErrors = {};
  if (!values.start) errors.start = 'Choose a time.';
  const handed = values.method === 'cash' || values.method === 'check';
  const cents = handed ? centsFromDollars(values.amount) : 0;
  if (cents === null) errors.amount = values.amount.trim() ? 'Enter the amount in dollars and cents, like 250.00.' : 'Enter the amount taken.';
  const result = callerBookingSchema.safeParse({
    start: values.start || '00:00',
    leadGuest: { name: values.name, email: values.email, phone: values.phone },
    payment: paymentOf(values, cents ?? 1),
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field) errors[field] ??= issue.message;
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { request: result.data };
  return { errors };
}
