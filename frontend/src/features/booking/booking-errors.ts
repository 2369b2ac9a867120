import type { IsoDate } from '#domain/shared/dates.ts';
import type { SlotAvailability } from '#domain/booking/inventory.ts';
import type { ApiErrorCode } from '#contracts/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsFrom, type BookingFieldErrors } from './booking-form-state.ts';

// What a refused or failed POST /api/bookings means for the guest. Sending the unchanged form again
// reuses the attempt's Idempotency-Key (booking-form-state.ts), so a retry after any of these is safe.

export interface SlotAlternative {
  date: IsoDate;
  slot: SlotAvailability;
}

export type BookingFailure =
  /** 400: inputs the guest can fix; each message goes beside its input. */
  | { kind: 'invalid'; message: string; fields: BookingFieldErrors }
  /**
   * 409 SLOT_TAKEN: someone else got the time. Other times on the quote's date can be picked here;
   * another date needs a new quote (the price depends on the day).
   */
  | { kind: 'slot-taken'; message: string; sameDay: SlotAvailability[]; otherDays: SlotAlternative[] }
  | { kind: 'superseded'; message: string; latestVersionPath: string | null }
  | { kind: 'already-booked'; message: string }
  /** Any other refusal the guest cannot fix here (too soon to book online, a date now past...). */
  | { kind: 'refused'; code: ApiErrorCode | ''; message: string }
  /** 429, or the server still busy with this very request: wait, then send the same again. */
  | { kind: 'busy'; message: string }
  /** No answer, or the server failed: the booking may or may not exist, so retry with the same key. */
  | { kind: 'unreachable'; message: string };

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
  alternatives?: unknown;
  latestVersionPath?: unknown;
}

function errorBody(error: ApiError): ErrorBody | null {
  try {
    const parsed = JSON.parse(error.body) as { error?: ErrorBody } | null;
    return parsed && typeof parsed.error === 'object' ? parsed.error : null;
  } catch {
    return null;
  }
}

function isAlternative(value: unknown): value is SlotAlternative {
  const v = value as SlotAlternative | null;
  return typeof v === 'object' && v !== null && typeof v.date === 'string' && typeof v.slot === 'object' && v.slot !== null && typeof v.slot.start === 'string';
}

const BUSY_MESSAGE = 'We are busy with a lot of requests just now. Wait a minute, then try again: everything you entered is kept.';
const UNREACHABLE_MESSAGE =
  'We could not reach our booking system. Check your connection and try again: everything you entered is kept, and trying again never books twice.';

export function bookingFailureFrom(error: unknown, eventDate: IsoDate): BookingFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'unreachable', message: UNREACHABLE_MESSAGE };
  if (error.status === 429) return { kind: 'busy', message: BUSY_MESSAGE };
  const body = errorBody(error);
  // The API answers the contract's codes (contracts/errors.ts): each case below is one of them.
  const code: ApiErrorCode | '' = typeof body?.code === 'string' ? (body.code as ApiErrorCode) : '';
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : 'We could not book this cruise.';
  switch (code) {
    case 'VALIDATION_FAILED': {
      const fields = body?.fields && typeof body.fields === 'object' ? fieldErrorsFrom(Object.entries(body.fields as Record<string, string>)) : {};
      return { kind: 'invalid', message: 'Please check the details below.', fields };
    }
    case 'SLOT_TAKEN': {
      const alternatives = Array.isArray(body?.alternatives) ? body.alternatives.filter(isAlternative) : [];
      return {
        kind: 'slot-taken',
        message,
        sameDay: alternatives.filter((a) => a.date === eventDate).map((a) => a.slot),
        otherDays: alternatives.filter((a) => a.date !== eventDate),
      };
    }
    case 'QUOTE_SUPERSEDED':
      return { kind: 'superseded', message, latestVersionPath: typeof body?.latestVersionPath === 'string' ? body.latestVersionPath : null };
    case 'QUOTE_ALREADY_BOOKED':
      return { kind: 'already-booked', message };
    case 'IDEMPOTENCY_KEY_IN_USE':
    case 'BOOKING_BUSY':
      return { kind: 'busy', message: code === 'BOOKING_BUSY' ? message : BUSY_MESSAGE };
    default:
      return { kind: 'refused', code, message };
  }
}
