import { expect } from 'vitest';
import { API_ERROR_STATUS, type ApiErrorStatus } from '#contracts/errors.ts';
import type { Outcome, Refusal } from '#functions/platform/outcome.ts';

// A use case's outcome in a test that calls it directly (decision 048): its value, or its refusal
// with the status a handler would answer it with.

/** The outcome's value; a refusal fails the test, naming its code and message. */
export function expectDone<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) expect.fail(`refused ${outcome.refusal.code}: ${outcome.refusal.message}`);
  return outcome.value;
}

/** The outcome's refusal with its code's HTTP status; a value fails the test. */
export function expectRefused(outcome: Outcome<unknown>): Refusal & { statusCode: ApiErrorStatus } {
  if (outcome.ok) expect.fail('expected a refusal, got a value');
  return { ...outcome.refusal, statusCode: API_ERROR_STATUS[outcome.refusal.code] };
}
