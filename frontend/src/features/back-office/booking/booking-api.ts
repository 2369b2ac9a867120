import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { Blackout, CruiseKind, InventorySettings } from '#domain/booking/inventory.ts';
import type { BlackoutRange } from '#domain/booking/blackouts.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import type { BodyOf, ResponseOf } from '#contracts/route.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';
import type { BookingListFilters } from './booking-list-filters.ts';
import type { PaymentRequest } from '../payments/payment-form.ts';
import type { RefundRequest } from '../payments/refund-form-values.ts';
import type { AdjustmentRequest } from '../payments/adjust-booking-values.ts';

// The back office's booking and inventory calls. Like every back-office query they are fetched
// again when a screen mounts (staff work on live data). A change to a booking or to the inventory
// can show anywhere in the back office (lists, the calendar, the dashboard, a customer), so after
// one every back-office query is marked stale; the changed booking is taken from the answer.

const live = { staleTime: 0 } as const;

// The public availability answer may be kept by the browser for a few seconds; staff moving a
// booking must see the slot someone took a moment ago, so they always ask afresh.
const noStore = { cache: 'no-store' } as const;

export const bookingKeys = {
  bookings: (params: BookingListFilters) => [...backOfficeKeys.all, 'bookings', params] as const,
  booking: (id: string) => [...backOfficeKeys.all, 'booking', id] as const,
  inventory: (from: IsoDate, to: IsoDate) => [...backOfficeKeys.all, 'inventory', from, to] as const,
  inventoryAll: () => [...backOfficeKeys.all, 'inventory'] as const,
  availability: (kind: CruiseKind, groupSize: number, date: IsoDate) => [...backOfficeKeys.all, 'availability', kind, groupSize, date] as const,
  callerAvailability: (kind: CruiseKind, groupSize: number, date: IsoDate) => [...backOfficeKeys.all, 'caller-availability', kind, groupSize, date] as const,
};

export const bookingsQueryOptions = (params: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.bookings(params),
    queryFn: ({ signal }) => api(bookingStaffRoutes.listAdminBookings, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    ...live,
  });

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.booking(id), queryFn: ({ signal }) => api(bookingStaffRoutes.getAdminBooking, { params: { id }, signal }), ...live });

export const inventoryQueryOptions = (from: IsoDate, to: IsoDate) =>
  queryOptions({
    queryKey: bookingKeys.inventory(from, to),
    queryFn: ({ signal }) => api(bookingStaffRoutes.getAdminInventory, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    ...live,
  });

export const availabilityQueryOptions = (kind: CruiseKind, groupSize: number, date: IsoDate) =>
  queryOptions({
    queryKey: bookingKeys.availability(kind, groupSize, date),
    queryFn: ({ signal }) => api(bookingRoutes.getAvailability, { query: { from: date, to: date, groupSize, type: kind }, signal, ...noStore }),
    ...live,
  });

export const useAdminBookings = (params: BookingListFilters) => useQuery(bookingsQueryOptions(params));
export const useAdminBooking = (id: string) => useQuery(bookingQueryOptions(id));
export const useAdminInventory = (from: IsoDate, to: IsoDate) => useQuery(inventoryQueryOptions(from, to));
export const useMoveAvailability = (kind: CruiseKind, groupSize: number, date: IsoDate | null) =>
  useQuery({ ...availabilityQueryOptions(kind, groupSize, date ?? ''), enabled: date !== null });

/** What staff can sell a caller on one day: today's free slots too (issue 29). */
export const useCallerAvailability = (kind: CruiseKind, groupSize: number, date: IsoDate, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.callerAvailability(kind, groupSize, date),
    queryFn: ({ signal }) => api(bookingStaffRoutes.getAdminAvailability, { query: { from: date, to: date, groupSize, type: kind }, signal }),
    enabled,
    ...live,
  });

/**
 * Books a quote's cruise for a caller (issue 29). Each attempt carries its own Idempotency-Key, so
 * a second click while it is out, or a retry after a lost answer, books once.
 */
export function useBookCaller(quoteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: BodyOf<typeof bookingStaffRoutes.bookAdminQuote>; key: string }) =>
      api(bookingStaffRoutes.bookAdminQuote, { params: { id: quoteId }, body: request, headers: { 'idempotency-key': key } }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

/** Stripe's card page for a pending booking's deposit, for staff to type the caller's card. */
export const startCardCheckout = (id: string) => api(paymentsStaffRoutes.startAdminCardCheckout, { params: { id } });
export const useStartCardCheckout = (id: string) => useMutation({ mutationFn: () => startCardCheckout(id) });

function afterBookingChange(client: QueryClient, response: AdminBookingResponse): Promise<void> {
  const key = bookingKeys.booking(response.booking.id);
  client.setQueryData(key, response);
  return client.invalidateQueries({ queryKey: backOfficeKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key) });
}

/** A staff change to one booking whose answer is the booking as it now stands. */
type BookingChangeRoute =
  | typeof paymentsStaffRoutes.recordBookingPayment
  | typeof paymentsStaffRoutes.cancelAdminBooking
  | typeof bookingStaffRoutes.moveAdminBooking;

function useBookingChange<T extends BodyOf<BookingChangeRoute>, Route extends BookingChangeRoute>(id: string, route: Route) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => api<BookingChangeRoute>(route, { params: { id }, body: request }) as Promise<ResponseOf<Route>>,
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

export const useRecordPayment = (id: string) =>
  useBookingChange<PaymentRequest, typeof paymentsStaffRoutes.recordBookingPayment>(id, paymentsStaffRoutes.recordBookingPayment);
export const useCancelBooking = (id: string) =>
  useBookingChange<{ reason: string }, typeof paymentsStaffRoutes.cancelAdminBooking>(id, paymentsStaffRoutes.cancelAdminBooking);
export const useMoveBooking = (id: string) =>
  useBookingChange<{ date: IsoDate; start: string }, typeof bookingStaffRoutes.moveAdminBooking>(id, bookingStaffRoutes.moveAdminBooking);

/**
 * A staff refund (decision 020). Each confirmed refund carries its own Idempotency-Key, so a retry
 * of the same request (or a second click while it is out) refunds once.
 */
export function useRefundBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: RefundRequest; key: string }) =>
      api(paymentsStaffRoutes.refundAdminBooking, { params: { id }, body: request, headers: { 'idempotency-key': key } }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

/** A discount or a credit with a reason (decision 037); its Idempotency-Key makes a retry give it once. */
export function useAdjustBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: AdjustmentRequest; key: string }) =>
      api(paymentsStaffRoutes.adjustAdminBooking, { params: { id }, body: request, headers: { 'idempotency-key': key } }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}

/** Sends the guest the pay link again (through the outbox); the booking itself does not change. */
export const useResendPayLink = (id: string) => useMutation({ mutationFn: () => api(paymentsStaffRoutes.resendAdminPayLink, { params: { id } }) });

/** After an inventory change the calendar, availability and dashboard may all differ. */
function useInventoryChange<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }) });
}

export const useSaveInventorySettings = () =>
  useInventoryChange((input: { version: number; settings: InventorySettings }) => api(bookingStaffRoutes.putAdminInventorySettings, { body: input }));

export const usePutBlackout = () => useInventoryChange((range: BlackoutRange) => api(bookingStaffRoutes.putAdminBlackout, { body: range }));

export const useDeleteBlackout = () =>
  useInventoryChange((blackout: Pick<Blackout, 'date' | 'boatId'>) =>
    api(bookingStaffRoutes.deleteAdminBlackout, { params: { date: blackout.date, boat: blackout.boatId ?? 'all' } }),
  );

/** What an edit of the booking would be (issue 29): the server's price and settlement, nothing written. */
export const usePreviewBookingEdit = (id: string) =>
  useMutation({
    mutationFn: (edit: BodyOf<typeof bookingStaffRoutes.previewAdminBookingEdit>) =>
      api(bookingStaffRoutes.previewAdminBookingEdit, { params: { id }, body: edit }),
  });

/** Confirms the previewed edit with the total it showed. */
export function useEditBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: BodyOf<typeof bookingStaffRoutes.editAdminBooking>) => api(bookingStaffRoutes.editAdminBooking, { params: { id }, body: edit }),
    onSuccess: (response) => afterBookingChange(client, response),
  });
}
