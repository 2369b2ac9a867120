import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { bookingFailureFrom } from './booking-errors.ts';

const DATE = '2027-03-16';
const refusal = (status: number, error: Record<string, unknown>) => new ApiError(status, JSON.stringify({ error }), '');
const slot = (start: string, label: string) => ({
  kind: 'private',
  start,
  end: '17:30',
  label,
  boatId: 'boat_clever_girl',
  boatName: 'Clever Girl',
  available: true,
});

describe('a refused booking, for the guest', () => {
  it('puts validation messages beside their inputs', () => {
    expect(
      bookingFailureFrom(
        refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request body is not valid.',
          fields: { 'leadGuest.email': 'Enter a valid e-mail address.', quoteToken: 'x' },
        }),
        DATE,
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Please check the details below.',
      fields: { email: 'Enter a valid e-mail address.' },
    });
  });

  it("offers the other times of the quote's date to pick here, and other dates apart (they need a new quote)", () => {
    const failure = bookingFailureFrom(
      refusal(409, {
        code: 'SLOT_TAKEN',
        message: 'Someone booked that time a moment ago.',
        fields: { start: 'Choose another time.' },
        alternatives: [
          { date: DATE, slot: slot('18:00', '6:00 PM – 10:00 PM') },
          { date: '2027-03-17', slot: slot('09:00', '9:00 AM – 1:00 PM') },
          { nonsense: true },
        ],
      }),
      DATE,
    );
    expect(failure.kind).toBe('slot-taken');
    if (failure.kind !== 'slot-taken') return;
    expect(failure.message).toBe('Someone booked that time a moment ago.');
    expect(failure.sameDay.map((s) => s.start)).toEqual(['18:00']);
    expect(failure.otherDays.map((a) => a.date)).toEqual(['2027-03-17']);
  });

  it('points an updated quote to its latest version, and knows an already booked one', () => {
    expect(bookingFailureFrom(refusal(409, { code: 'QUOTE_SUPERSEDED', message: 'This quote was updated.', latestVersionPath: '/quote/abc' }), DATE)).toEqual({
      kind: 'superseded',
      message: 'This quote was updated.',
      latestVersionPath: '/quote/abc',
    });
    expect(bookingFailureFrom(refusal(409, { code: 'QUOTE_ALREADY_BOOKED', message: 'Booked already.' }), DATE).kind).toBe('already-booked');
  });

  it("passes on refusals the guest cannot fix here with the API's words", () => {
    for (const code of ['TOO_SOON_TO_BOOK', 'NO_SUCH_SLOT', 'DATE_IN_PAST']) {
      expect(bookingFailureFrom(refusal(422, { code, message: `Because ${code}.` }), DATE)).toEqual({ kind: 'refused', code, message: `Because ${code}.` });
    }
  });

  it('asks to wait on a rate limit or a busy sailing, and to try again when nothing (or a 5xx) came back', () => {
    expect(bookingFailureFrom(refusal(429, { code: 'RATE_LIMITED', message: 'Slow down.' }), DATE).kind).toBe('busy');
    expect(bookingFailureFrom(refusal(409, { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'Still working.' }), DATE).kind).toBe('busy');
    expect(bookingFailureFrom(refusal(409, { code: 'BOOKING_BUSY', message: 'Many guests are booking.' }), DATE)).toEqual({
      kind: 'busy',
      message: 'Many guests are booking.',
    });
    expect(bookingFailureFrom(new TypeError('Failed to fetch'), DATE).kind).toBe('unreachable');
    expect(bookingFailureFrom(new ApiError(502, '<html>', 'Bad Gateway'), DATE).kind).toBe('unreachable');
    expect(bookingFailureFrom(new ApiError(409, 'not json', 'Conflict'), DATE)).toEqual({
      kind: 'refused',
      code: '',
      message: 'We could not book this cruise.',
    });
  });
});
