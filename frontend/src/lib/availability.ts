import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { api } from './api.ts';

// GET /api/availability, asked by the quote chat (which days and sailings can still be booked)
// and by the quote page's booking step (which times are free).

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
  return api(bookingRoutes.getAvailability, { query: { from: request.from, to: request.to, groupSize: request.groupSize, type: request.type }, signal });
}

/** Every availability query starts with this key: invalidating it drops them all (after a booking). */
export const AVAILABILITY_QUERY_ROOT = 'availability';

export const availabilityQueryKey = (request: AvailabilityRequest) =>
  [AVAILABILITY_QUERY_ROOT, request.type, request.groupSize, request.from, request.to] as const;

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
