import '../../lib/zod-without-eval.ts';
import { createBookingRequestSchema, type CreateBookingRequest } from '#domain/booking/booking-schemas.ts';
import type { BookingFormValues } from './booking-form-values.ts';

// The booking form as data: what the guest entered, the request it becomes (checked with the
// schema the API checks it with), the problems in the order the form shows its inputs, and the
// Idempotency-Key of each booking attempt.

export const BOOKING_FIELDS = ['start', 'name', 'email', 'phone', 'acceptCancellationPolicy'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

export { EMPTY_BOOKING_FORM, type BookingFormValues } from './booking-form-values.ts';

// The schema's time message suits an API client typing 'HH:MM'; the guest picks from a list.
const CHOOSE_A_TIME = 'Choose a departure time.';

/** The form input an API or schema path is about ('leadGuest.email' -> 'email'), or null. */
export function fieldForPath(path: string): BookingField | null {
  const last = path.split('.').at(-1) ?? '';
  if (path.startsWith('leadGuest') && (last === 'name' || last === 'email' || last === 'phone')) return last;
  if (last === 'start' || last === 'acceptCancellationPolicy') return last;
  return null;
}

/** Field problems (the API's `fields` or zod's issues) keyed by input, first message per input. */
export function fieldErrorsFrom(entries: Iterable<readonly [string, string]>): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  for (const [path, message] of entries) {
    const field = fieldForPath(path);
    if (field) errors[field] ??= field === 'start' ? CHOOSE_A_TIME : message;
  }
  return errors;
}

export type BuiltBookingRequest = { ok: true; request: CreateBookingRequest } | { ok: false; errors: BookingFieldErrors };

/** The POST /api/bookings body, or every problem the guest has to fix first. */
export function bookingRequestFrom(quoteToken: string, values: BookingFormValues): BuiltBookingRequest {
  const parsed = createBookingRequestSchema.safeParse({
    quoteToken,
    start: values.start,
    leadGuest: { name: values.name, email: values.email, phone: values.phone },
    acceptCancellationPolicy: values.acceptCancellationPolicy,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: fieldErrorsFrom(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const)) };
}

/** Problems in the order the form shows its inputs (the error summary lists them so). */
export function orderedProblems(errors: BookingFieldErrors): { field: BookingField; message: string }[] {
  return BOOKING_FIELDS.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}

export interface BookingAttempt {
  key: string;
  body: CreateBookingRequest;
}

/**
 * The attempt a submit belongs to: the same request as last time is a retry and keeps its key (so
 * a booking the server made but whose answer was lost is returned, not made again); anything
 * changed is a new attempt with a new key, which the API requires (it refuses a key reused for a
 * different request).
 */
export function attemptFor(previous: BookingAttempt | null, body: CreateBookingRequest, newKey: () => string): BookingAttempt {
  if (previous && JSON.stringify(previous.body) === JSON.stringify(body)) return previous;
  return { key: newKey(), body };
}

/** 32 random hex characters. getRandomValues works on plain-HTTP pages, where randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `booking-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
