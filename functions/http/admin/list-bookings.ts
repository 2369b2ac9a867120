import { bookingReference, holdsInventory, paymentSummary, type AdminBookingListResponse, type AdminBookingSummary } from '#domain/booking.ts';
import { adminBookingListQuerySchema } from '#domain/booking-schemas.ts';
import { addDays, calendarDateIn } from '#domain/dates.ts';
import { publicBooking } from '../../shared/bookings/booking-view.ts';
import { bookingsRepository, type StoredBooking } from '../../shared/data/bookings-repository.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

/** Without dates, the list shows the next 90 days of cruises. */
const DEFAULT_DAYS = 90;

export function bookingSummary(booking: StoredBooking): AdminBookingSummary {
  const payments = paymentSummary(booking);
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    slot: publicBooking(booking).slot,
    leadGuest: booking.leadGuest,
    groupSize: booking.price.groupSize,
    packageName: booking.price.packageName,
    totalPrice: booking.price.totalPrice,
    paid: payments.paid,
    depositOutstanding: payments.depositOutstanding,
    holdExpiresAt: booking.status === 'pending_deposit' ? (booking.holdExpiresAt ?? null) : null,
    balanceDueOn: booking.deposit.remainingBalanceDueAt,
    createdAt: booking.createdAt,
  };
}

/**
 * GET /api/admin/bookings?from=&to=&status=: bookings by cruise date and time. `status` is one
 * status, 'active' (pending deposit or confirmed; the default) or 'all'.
 */
export const handler = httpHandler(routes.listAdminBookings, { query: adminBookingListQuerySchema }, async ({ input, config, now }) => {
  const from = input.query.from ?? calendarDateIn(now);
  const to = input.query.to ?? addDays(from, DEFAULT_DAYS);
  const status = input.query.status ?? 'active';
  const bookings = (await bookingsRepository(config).listBetween(from, to)).filter((b) =>
    status === 'all' ? true : status === 'active' ? holdsInventory(b.status) : b.status === status,
  );
  const response: AdminBookingListResponse = { bookings: bookings.map(bookingSummary), from, to };
  return json(200, response);
});
