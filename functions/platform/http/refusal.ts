import { API_ERROR_STATUS } from '#contracts/errors.ts';
import type { Outcome, Refusal } from '../outcome.ts';
import { HttpError } from './errors.ts';

// The one way a use case's refusal becomes HTTP (decision 048): its code's status from the
// contract's table, answered by the error middleware in the API's error shape. Handlers, consumers
// and jobs call it; the use cases themselves never do.

/** The refusal as the HttpError the error middleware answers: its code's status, message, fields and details. */
export function refusalError(refusal: Refusal): HttpError {
  const error = new HttpError(API_ERROR_STATUS[refusal.code], refusal.code, refusal.message, refusal.fields ? { ...refusal.fields } : undefined);
  if (refusal.details) error.details = { ...refusal.details };
  return error;
}

/** The outcome's value; a refusal is thrown as its HttpError (a consumer or job that meets one fails, and is retried, as before). */
export function orRefuse<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw refusalError(outcome.refusal);
}
