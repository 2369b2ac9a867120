import type { ApiErrorCode } from '#contracts/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';

// What a failed back-office change tells staff: the API's code, message and field problems when
// it sent them, else a plain way on. The forms keep what was typed, so each message says so.

export interface ApiProblem {
  status: number | null;
  /** The API's code (contracts/errors.ts), or UNAUTHENTICATED when the session has ended. */
  code: ApiErrorCode | 'UNAUTHENTICATED' | null;
  message: string;
  fields: Record<string, string>;
}

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Sign in again in another tab, then try again: what you typed is still here.';
export const OFFLINE_MESSAGE = 'We could not reach the server. Check your connection and try again: what you typed is still here.';

export function apiProblem(failure: unknown): ApiProblem {
  if (!(failure instanceof ApiError)) return { status: null, code: null, message: OFFLINE_MESSAGE, fields: {} };
  if (failure.status === 401) return { status: 401, code: 'UNAUTHENTICATED', message: SIGNED_OUT_MESSAGE, fields: {} };
  const details = failure.details;
  return {
    status: failure.status,
    code: details?.code ?? null,
    message: details?.message ?? (failure.status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : OFFLINE_MESSAGE),
    fields: details?.fields ?? {},
  };
}

export const STALE_MESSAGE = 'Someone changed this booking a moment ago, so nothing was saved. The booking has been reloaded: check it, then try again.';

/** Someone else changed (or ended) the booking since the screen loaded it: it must be reloaded. */
export function isStaleBooking(problem: ApiProblem): boolean {
  return problem.code === 'BOOKING_CHANGED' || problem.code === 'BOOKING_ENDED';
}
