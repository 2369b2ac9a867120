import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { refusalMessage } from './split-api.ts';

const refused = (status: number, error: unknown) => new ApiError(status, JSON.stringify({ error }), 'Bad Request');

describe("a split payment's refusal, in words", () => {
  it("says what to change from the field's message rather than that the request was refused", () => {
    const error = refused(400, {
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid.',
      fields: { shareAmount: 'Enter an amount above zero.' },
    });
    expect(refusalMessage(error, 'fallback')).toBe('Enter an amount above zero.');
  });

  it("gives the API's message when no field is named, and the fallback for a server fault or another shape", () => {
    expect(refusalMessage(refused(409, { code: 'BOOKING_ENDED', message: 'This booking has ended.' }), 'fallback')).toBe('This booking has ended.');
    expect(refusalMessage(refused(500, { message: 'Internal' }), 'fallback')).toBe('fallback');
    expect(refusalMessage(new ApiError(400, 'not json', 'Bad Request'), 'fallback')).toBe('fallback');
  });
});
