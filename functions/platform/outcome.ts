import type { ApiErrorCode } from '#contracts/errors.ts';

// What a use case answers (decision 048): its value, or the refusal a caller is told about. A
// refusal names the contract's code, its message and what a form needs; it says nothing of HTTP,
// which only a handler maps it to (functions/platform/http/refusal.ts). A fault (a store or service
// that failed, a record that does not parse) is still thrown: it is no answer, and becomes a 500.

/** Why a use case said no: the API's error shape, `{"error":{...details,code,message,fields?}}`, without its status. */
export interface Refusal<C extends ApiErrorCode = ApiErrorCode> {
  readonly code: C;
  readonly message: string;
  /** An input path -> the message a form shows beside it. */
  readonly fields?: Readonly<Record<string, string>>;
  /** What else a client needs to recover (e.g. the next free slots). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface Done<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Refused<C extends ApiErrorCode = ApiErrorCode> {
  readonly ok: false;
  readonly refusal: Refusal<C>;
}

export type Outcome<T, C extends ApiErrorCode = ApiErrorCode> = Done<T> | Refused<C>;

export function done(): Done<void>;
export function done<T>(value: T): Done<T>;
export function done<T>(value?: T): Done<T | undefined> {
  return { ok: true, value };
}

export function refused<C extends ApiErrorCode>(
  code: C,
  message: string,
  more: { fields?: Record<string, string> | undefined; details?: Record<string, unknown> | undefined } = {},
): Refused<C> {
  const refusal: { -readonly [K in keyof Refusal<C>]: Refusal<C>[K] } = { code, message };
  if (more.fields) refusal.fields = more.fields;
  if (more.details) refusal.details = more.details;
  return { ok: false, refusal };
}
