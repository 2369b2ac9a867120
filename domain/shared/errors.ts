// Every rule the engine refuses has a stable code, so the API can answer with a 4xx that a form
// can map back to the field the guest has to fix, and never with a 500.

export const DOMAIN_ERROR_CODES = [
  'INVALID_DATE',
  'DATE_IN_PAST',
  'INVALID_GROUP_SIZE',
  'GROUP_SIZE_OUT_OF_RANGE',
  'DISCO_GROUP_SIZE_OUT_OF_RANGE',
  'DISCO_NOT_AVAILABLE_ON_DAY',
  'UNKNOWN_PACKAGE',
  'UNKNOWN_CAPACITY_TIER',
  'INVALID_AMOUNT',
  'INVALID_PRICING_RULE',
  'NO_PRICE_VERSION',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * Suggested HTTP status per code: 400 when the input itself is malformed, 422 when it is well
 * formed but a business rule turns it down (a past date, disco on a Tuesday). Handlers may use it
 * or map every code to 400; either way no domain refusal is a 5xx.
 */
export const DOMAIN_ERROR_HTTP_STATUS: Readonly<Record<DomainErrorCode, 400 | 422>> = {
  INVALID_DATE: 400,
  DATE_IN_PAST: 422,
  INVALID_GROUP_SIZE: 400,
  GROUP_SIZE_OUT_OF_RANGE: 422,
  DISCO_GROUP_SIZE_OUT_OF_RANGE: 422,
  DISCO_NOT_AVAILABLE_ON_DAY: 422,
  UNKNOWN_PACKAGE: 400,
  UNKNOWN_CAPACITY_TIER: 400,
  INVALID_AMOUNT: 400,
  INVALID_PRICING_RULE: 400,
  NO_PRICE_VERSION: 422,
};

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  /** Offending input field -> message a form can show next to that field. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  /** The body shape the API promises: `{"error":{"code","message","fields"?}}`. */
  toJSON(): { error: { code: DomainErrorCode; message: string; fields?: Record<string, string> } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: { ...this.fields } } : {}),
      },
    };
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** What `run` answers, or null when the domain refuses the input (any other error is thrown). */
export function unlessRefused<T>(run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
}
