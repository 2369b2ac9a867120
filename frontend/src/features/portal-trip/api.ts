import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceCheckoutResponse } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { Cents } from '#domain/shared/money.ts';
import type { ClockTime } from '#domain/booking/inventory.ts';
import type { CancelTripRequest, MoveTripRequest } from '#domain/portal/trip-schemas.ts';
import type { CancelResponse, MovePreviewResponse, MoveResponse, TripShareResponse } from '#domain/portal/trip.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import type { ApiErrorCode } from '#contracts/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';

// The guest's trip in the portal (decision 024): the trip, a move's preview, the move, the
// cancellation and the balance's pay button: the portal's trip routes (contracts/routes/portal.ts).

/** The trip's pages in the portal. */
export const tripPaths = {
  trip: (id: string) => `/portal/trips/${encodeURIComponent(id)}`,
  move: (id: string) => `/portal/trips/${encodeURIComponent(id)}/move`,
  cancel: (id: string) => `/portal/trips/${encodeURIComponent(id)}/cancel`,
};

export const tripQueryKey = (id: string) => ['portal-trip', id] as const;

export function tripQueryOptions(id: string) {
  return queryOptions({
    queryKey: tripQueryKey(id),
    queryFn: ({ signal }) => api(portalRoutes.getPortalTrip, { params: { id }, signal }),
    // A trip that is not the guest's (or not there) is a 404: asking again will not change it.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useTrip(id: string) {
  return useQuery(tripQueryOptions(id));
}

export function fetchMovePreview(id: string, to: { date: IsoDate; start: ClockTime }, signal?: AbortSignal): Promise<MovePreviewResponse> {
  return api(portalRoutes.previewPortalTripMove, { params: { id }, query: { date: to.date, start: to.start }, signal });
}

export function moveTrip(id: string, request: MoveTripRequest): Promise<MoveResponse> {
  return api(portalRoutes.movePortalTrip, { params: { id }, body: request });
}

export function cancelTrip(id: string, request: CancelTripRequest): Promise<CancelResponse> {
  return api(portalRoutes.cancelPortalTrip, { params: { id }, body: request });
}

/** The balance's checkout for this trip (the pay link's, decision 019), returning to the trip page. */
export function startTripBalanceCheckout(id: string): Promise<BalanceCheckoutResponse> {
  return api(portalRoutes.startPortalTripBalanceCheckout, { params: { id } });
}

/** The server's words for a refused change (written for guests), with its code, else `fallback`. */
export function refusalOf(error: unknown, fallback: string): { code: ApiErrorCode | null; message: string } {
  if (error instanceof ApiError && error.status < 500) {
    const details = error.details;
    if (details) return { code: details.code, message: details.message };
  }
  return { code: null, message: fallback };
}

/** The trip's split-payment share link (decision 021), made if it had none; with an amount, the amount per share (null: the per-person cost). */
export function shareTrip(id: string, shareAmount?: Cents | null): Promise<TripShareResponse> {
  return api(portalRoutes.sharePortalTrip, { params: { id }, body: shareAmount === undefined ? {} : { shareAmount } });
}
