import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_CODES, DOMAIN_ERROR_HTTP_STATUS } from '#domain/shared/errors.ts';
import {
  ConflictError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyAttemptsError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '#functions/platform/http/errors.ts';
import { API_ERROR_STATUS, type ApiErrorCode, type ApiErrorStatus } from './errors.ts';

// Decision 048: one table gives each code its status. The type checker refuses a code without a
// status (the last test); these check the statuses the API answered before the table existed.

describe("the error codes' statuses", () => {
  it("answers the HttpError classes' codes with the statuses the classes have", () => {
    const errors = [
      new ValidationError('v'),
      new UnauthorizedError(),
      new ForbiddenError(),
      new NotFoundError(),
      new PayloadTooLargeError(),
      new TooManyRequestsError(5),
      new TooManyAttemptsError(5),
      new InvalidCredentialsError(),
      new NotFoundError('x', 'BOOKING_NOT_FOUND'),
      new ConflictError('SLOT_TAKEN', 'x'),
    ];
    for (const error of errors) expect([error.code, API_ERROR_STATUS[error.code]]).toEqual([error.code, error.statusCode]);
  });

  it("keeps the business rules' statuses as domain/ gives them", () => {
    for (const code of DOMAIN_ERROR_CODES) expect([code, API_ERROR_STATUS[code]]).toEqual([code, DOMAIN_ERROR_HTTP_STATUS[code]]);
  });

  it('answers every refusal with a 4xx: only INTERNAL, the answer to a fault, is a 5xx', () => {
    const serverErrors = Object.entries(API_ERROR_STATUS).filter(([, status]) => status >= 500);
    expect(serverErrors).toEqual([['INTERNAL', 500]]);
    for (const status of Object.values(API_ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('is typed by the union, so a code cannot go without a status', () => {
    const { SLOT_TAKEN: _taken, ...withoutOne } = API_ERROR_STATUS;
    // @ts-expect-error SLOT_TAKEN has no status: the table must have every code of the union.
    const incomplete: Readonly<Record<ApiErrorCode, ApiErrorStatus>> = withoutOne;
    expect(Object.keys(incomplete)).not.toContain('SLOT_TAKEN');
  });
});
