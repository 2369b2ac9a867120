import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../testing/quote-fixtures.ts';
import {
  attemptFor,
  bookingRequestFrom,
  EMPTY_BOOKING_FORM,
  fieldForPath,
  newIdempotencyKey,
  orderedProblems,
  type BookingFormValues,
} from './booking-form-state.ts';

const filled: BookingFormValues = { start: '13:30', name: ' Maya Booker ', email: 'maya@example.com', phone: '(512) 555-0123', acceptCancellationPolicy: true };

describe('the booking form', () => {
  it('becomes the request the API takes, checked with the same schema (trimmed)', () => {
    expect(bookingRequestFrom(TEST_TOKEN, filled)).toEqual({
      ok: true,
      request: {
        quoteToken: TEST_TOKEN,
        start: '13:30',
        leadGuest: { name: 'Maya Booker', email: 'maya@example.com', phone: '(512) 555-0123' },
        acceptCancellationPolicy: true,
      },
    });
  });

  it('names every problem of an empty form, in the order the form shows its inputs', () => {
    const built = bookingRequestFrom(TEST_TOKEN, EMPTY_BOOKING_FORM);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(orderedProblems(built.errors)).toEqual([
      { field: 'start', message: 'Choose a departure time.' },
      { field: 'name', message: 'Enter your full name.' },
      { field: 'email', message: 'Enter a valid e-mail address.' },
      { field: 'phone', message: expect.any(String) },
      { field: 'acceptCancellationPolicy', message: 'Please accept the cancellation policy to book.' },
    ]);
  });

  it('refuses a bad e-mail or phone and a missing policy tick, and nothing else', () => {
    const built = bookingRequestFrom(TEST_TOKEN, { ...filled, email: 'maya@', phone: '123', acceptCancellationPolicy: false });
    expect(built.ok ? [] : Object.keys(built.errors)).toEqual(['email', 'phone', 'acceptCancellationPolicy']);
  });

  it('maps API and schema paths to the inputs', () => {
    expect(fieldForPath('leadGuest.name')).toBe('name');
    expect(fieldForPath('leadGuest.phone')).toBe('phone');
    expect(fieldForPath('start')).toBe('start');
    expect(fieldForPath('acceptCancellationPolicy')).toBe('acceptCancellationPolicy');
    expect(fieldForPath('quoteToken')).toBeNull();
  });
});

describe('booking attempts', () => {
  const request = (bookingRequestFrom(TEST_TOKEN, filled) as { ok: true; request: Parameters<typeof attemptFor>[1] }).request;
  let n = 0;
  const key = () => `key-${++n}`;

  it('keeps the key while the request is unchanged (a retry), and takes a new one when anything changed', () => {
    const first = attemptFor(null, request, key);
    expect(attemptFor(first, { ...request }, key)).toBe(first);
    const other = attemptFor(first, { ...request, start: '09:00' }, key);
    expect(other.key).not.toBe(first.key);
    expect(attemptFor(other, { ...request, leadGuest: { ...request.leadGuest, phone: '512-555-0000' } }, key).key).not.toBe(other.key);
  });

  it('makes keys the API accepts (visible ASCII, under 100 characters), never the same twice', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7E]{1,99}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
