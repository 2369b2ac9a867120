import type { ApiErrorCode } from '#contracts/errors.ts';

export type { ApiErrorCode };

/**
 * Typed errors a handler throws; the error middleware turns them into
 * `{"error":{"code","message","fields"?}}` with their status. Only errors below 500 expose
 * their message: anything else becomes a generic 500 so internals never leak. A code is one of
 * the contract's `ApiErrorCode`s (contracts/errors.ts), the union the browser compares against.
 */
export class HttpError extends Error {
  /** Extra response headers the error carries (e.g. Retry-After on a 429). */
  readonly headers?: Record<string, string>;
  /** What else a client needs to recover, beside `code` and `message` (e.g. the next free slots on a 409). */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'VALIDATION_FAILED', message, fields);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'You need to sign in to do that.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "You don't have permission to do that.") {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends HttpError {
  /** `code` names what was not found (e.g. 'QUOTE_NOT_FOUND') when a client needs to tell cases apart. */
  constructor(message = 'Not found.', code: ApiErrorCode = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends HttpError {
  constructor(code: ApiErrorCode, message: string, fields?: Record<string, string>, details?: Record<string, unknown>) {
    super(409, code, message, fields);
    if (details) this.details = details;
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'The request body is too large.') {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

/** A client went over a route's rate limit; Retry-After says when its window ends. */
export class TooManyRequestsError extends HttpError {
  override readonly headers: Record<string, string>;

  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super(429, 'RATE_LIMITED', message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** Sign-in refused without asking Cognito: the sign-in throttle refused the attempt (decision 016). */
export class TooManyAttemptsError extends HttpError {
  override readonly headers: Record<string, string>;

  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many failed sign-in attempts. Please wait a while and try again.',
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** The e-mail or password is wrong; one message whatever the cause, so it tells no one which accounts exist. */
export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'INVALID_CREDENTIALS', 'The e-mail or password is not right.');
  }
}
