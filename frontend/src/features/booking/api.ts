import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse, CreateBookingResponse, DepositCheckoutResponse } from '#domain/booking.ts';
import type { CreateBookingRequest } from '#domain/booking-schemas.ts';
import type { IsoDate } from '#domain/dates.ts';
import type { CruiseKind } from '#domain/inventory.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export interface AvailabilityRequest {
  from: IsoDate;
  to: IsoDate;
  groupSize: number;
  type: CruiseKind;
}

/**
 * A slot sold a moment ago should not be offered for long, and a guest paging the calendar back
 * and forth should not ask again each time (the API lets browsers keep an answer for 15 s).
 * Booking re-checks the slot anyway.
 */
export const AVAILABILITY_STALE_MS = 30_000;

export function fetchAvailability(request: AvailabilityRequest, signal?: AbortSignal): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ from: request.from, to: request.to, groupSize: String(request.groupSize), type: request.type });
  return apiRequest<AvailabilityResponse>('GET', `/api/availability?${query}`, undefined, signal ? { signal } : {});
}

export const availabilityQueryKey = (request: AvailabilityRequest) => ['availability', request.type, request.groupSize, request.from, request.to] as const;

export function availabilityQueryOptions(request: AvailabilityRequest) {
  return queryOptions({
    queryKey: availabilityQueryKey(request),
    queryFn: ({ signal }) => fetchAvailability(request, signal),
    staleTime: AVAILABILITY_STALE_MS,
  });
}

export function useAvailability(request: AvailabilityRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...availabilityQueryOptions(request), enabled: options.enabled ?? true });
}

/**
 * Books a quote. The Idempotency-Key names one booking attempt: a retry of the same attempt
 * (a lost answer, a flaky phone network) gets the booking the first request made, never a
 * second boat.
 */
export function createBooking(request: CreateBookingRequest, idempotencyKey: string): Promise<CreateBookingResponse> {
  return apiRequest<CreateBookingResponse>('POST', '/api/bookings', request, { headers: { 'idempotency-key': idempotencyKey } });
}

/**
 * Where to pay the booking's deposit: the Stripe Checkout page for the amount the server worked
 * out (the browser never sends an amount). Asking again gives the same open page.
 */
export function startDepositCheckout(quoteToken: string): Promise<DepositCheckoutResponse> {
  return apiRequest<DepositCheckoutResponse>('POST', '/api/bookings/checkout', { quoteToken });
}

/** What a refused checkout request means, in words for the guest. */
export function checkoutFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const message = (JSON.parse(error.body) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string' && error.status < 500) return message;
    } catch {
      // Not our error shape: the general line below.
    }
  }
  return 'We could not open the payment page just now. Your boat is still held: try again in a moment.';
}
