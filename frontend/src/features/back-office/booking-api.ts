import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminBookingListResponse, AdminBookingResponse, AdminCancelBookingResponse, AdminInventoryResponse, AvailabilityResponse } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { Blackout, CruiseKind, InventorySettings, InventorySettingsRecord } from '#domain/booking/inventory.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backOfficeKeys, queryString } from './api.ts';
import type { BookingListFilters } from './booking-list-filters.ts';
import type { PaymentRequest } from './payment-form.ts';
import type { RefundRequest } from './refund-form-values.ts';
import type { AdjustmentRequest } from './adjust-booking-values.ts';

// The back office's booking and inventory calls. Like every back-office query they are fetched
// again when a screen mounts (staff work on live data). A change to a booking or to the inventory
// can show anywhere in the back office (lists, the calendar, the dashboard, a customer), so after
// one every back-office query is marked stale; the changed booking is taken from the answer.

const live = { staleTime: 0 } as const;

// The public availability answer may be kept by the browser for a few seconds; staff moving a
// booking must see the slot someone took a moment ago, so they always ask afresh.
const noStore: RequestInit = { cache: 'no-store' };

export const bookingKeys = {
  bookings: (params: BookingListFilters) => [...backOfficeKeys.all, 'bookings', params] as const,
  booking: (id: string) => [...backOfficeKeys.all, 'booking', id] as const,
  inventory: (from: IsoDate, to: IsoDate) => [...backOfficeKeys.all, 'inventory', from, to] as const,
  inventoryAll: () => [...backOfficeKeys.all, 'inventory'] as const,
  availability: (kind: CruiseKind, groupSize: number, date: IsoDate) => [...backOfficeKeys.all, 'availability', kind, groupSize, date] as const,
};

const get =
  <T>(path: string, init: RequestInit = {}) =>
  ({ signal }: { signal?: AbortSignal }) =>
    apiRequest<T>('GET', path, undefined, signal ? { ...init, signal } : init);

export const bookingsQueryOptions = (params: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.bookings(params),
    queryFn: get<AdminBookingListResponse>(`/api/admin/bookings${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
    ...live,
  });

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.booking(id), queryFn: get<AdminBookingResponse>(`/api/admin/bookings/${encodeURIComponent(id)}`), ...live });

export const inventoryQueryOptions = (from: IsoDate, to: IsoDate) =>
  queryOptions({
    queryKey: bookingKeys.inventory(from, to),
    queryFn: get<AdminInventoryResponse>(`/api/admin/inventory${queryString({ from, to })}`),
    placeholderData: keepPreviousData,
    ...live,
  });

export const availabilityQueryOptions = (kind: CruiseKind, groupSize: number, date: IsoDate) =>
  queryOptions({
    queryKey: bookingKeys.availability(kind, groupSize, date),
    queryFn: get<AvailabilityResponse>(`/api/availability${queryString({ from: date, to: date, groupSize, type: kind })}`, noStore),
    ...live,
  });

export const useAdminBookings = (params: BookingListFilters) => useQuery(bookingsQueryOptions(params));
export const useAdminBooking = (id: string) => useQuery(bookingQueryOptions(id));
export const useAdminInventory = (from: IsoDate, to: IsoDate) => useQuery(inventoryQueryOptions(from, to));
export const useMoveAvailability = (kind: CruiseKind, groupSize: number, date: IsoDate | null) =>
  useQuery({ ...availabilityQueryOptions(kind, groupSize, date ?? ''), enabled: date !== null });

function afterBookingChange(client: QueryClient, response: AdminBookingResponse): Promise<void> {
  const key = bookingKeys.booking(response.booking.id);
  client.setQueryData(key, response);
  return client.invalidateQueries({ queryKey: backOfficeKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key) });
}

function useBookingChange<T, R extends AdminBookingResponse = AdminBookingResponse>(id: string, action: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => apiRequest<R>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/${action}`, request),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

export const useRecordPayment = (id: string) => useBookingChange<PaymentRequest>(id, 'payments');
export const useCancelBooking = (id: string) => useBookingChange<{ reason: string }, AdminCancelBookingResponse>(id, 'cancel');
export const useMoveBooking = (id: string) => useBookingChange<{ date: IsoDate; start: string }>(id, 'move');

/**
 * A staff refund (decision 020). Each confirmed refund carries its own Idempotency-Key, so a retry
 * of the same request (or a second click while it is out) refunds once.
 */
export function useRefundBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: RefundRequest; key: string }) =>
      apiRequest<AdminBookingResponse>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/refunds`, request, { headers: { 'idempotency-key': key } }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

/** A discount or a credit with a reason (decision 037); its Idempotency-Key makes a retry give it once. */
export function useAdjustBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: AdjustmentRequest; key: string }) =>
      apiRequest<AdminBookingResponse>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/adjustments`, request, { headers: { 'idempotency-key': key } }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

/** Sends the guest the pay link again (through the outbox); the booking itself does not change. */
export const useResendPayLink = (id: string) =>
  useMutation({ mutationFn: () => apiRequest<{ sentTo: string; amount: number }>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/pay-link`) });

/** After an inventory change the calendar, availability and dashboard may all differ. */
function useInventoryChange<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }) });
}

export const useSaveInventorySettings = () =>
  useInventoryChange((input: { version: number; settings: InventorySettings }) => apiRequest<InventorySettingsRecord>('PUT', '/api/admin/inventory/settings', input));

export const usePutBlackout = () => useInventoryChange((blackout: Blackout) => apiRequest<{ blackout: Blackout }>('PUT', '/api/admin/inventory/blackouts', blackout));

export const useDeleteBlackout = () =>
  useInventoryChange((blackout: Pick<Blackout, 'date' | 'boatId'>) =>
    apiRequest<void>('DELETE', `/api/admin/inventory/blackouts/${encodeURIComponent(blackout.date)}/${encodeURIComponent(blackout.boatId ?? 'all')}`),
  );
