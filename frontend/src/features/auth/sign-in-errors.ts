import { ApiError } from '../../lib/api-client.ts';

/**
 * Turns a failed sign-in into what the form shows. The API's own message is shown as it is (it is
 * deliberately generic: it never says whether the e-mail exists). A refusal for too many attempts
 * also says when to try again, from the response's Retry-After header.
 */

/** A failed `POST /api/auth/login`: an ApiError that also keeps the Retry-After header. */
export class SignInError extends ApiError {
  constructor(
    status: number,
    body: string,
    statusText: string,
    readonly retryAfter: string | null,
  ) {
    super(status, body, statusText);
    this.name = 'SignInError';
  }
}

/**
 * Seconds until a retry is welcome, from a Retry-After value (delay-seconds or an HTTP date), or
 * null when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** 'Try again in 15 minutes.' — rounded up, so the advice is never too early. */
export function retryAdvice(seconds: number): string {
  if (seconds <= 0) return 'You can try again now.';
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const hours = Math.ceil(minutes / 60);
  return `Try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
}

export interface SignInProblem {
  /** The sentence for the form's alert. */
  message: string;
  /** Messages the API tied to a field (a malformed e-mail, say). */
  fields: Partial<Record<'email' | 'password', string>>;
}

const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";
const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';
const TOO_MANY = 'Too many sign-in attempts.';

export function signInProblem(error: unknown, now: Date): SignInProblem {
  if (!(error instanceof ApiError)) return { message: UNREACHABLE, fields: {} };
  const details = error.details;
  const fields: SignInProblem['fields'] = {};
  if (details?.fields?.['email']) fields.email = details.fields['email'];
  if (details?.fields?.['password']) fields.password = details.fields['password'];
  if (error.status === 429) {
    const seconds = error instanceof SignInError ? retryAfterSeconds(error.retryAfter, now) : null;
    const message = details?.message ?? TOO_MANY;
    return { message: seconds === null ? `${message} Please wait a while before trying again.` : `${message} ${retryAdvice(seconds)}`, fields };
  }
  if (error.status >= 500 || !details?.message) return { message: SERVER_FAULT, fields };
  return { message: details.message, fields };
}
