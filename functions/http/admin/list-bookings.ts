import { holdsInventory, type AdminBookingListResponse } from '#domain/booking/booking.ts';
import { adminBookingListQuerySchema, REVERSED_RANGE_MESSAGE } from '#domain/booking/booking-schemas.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { bookingSummary } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/** Without dates, the list shows the next 90 days of cruises. */
const DEFAULT_DAYS = 90;

/**
 * GET /api/admin/bookings?from=&to=&status=: bookings by cruise date and time. `status` is one
 * status, 'active' (pending deposit or confirmed; the default) or 'all'.
 */
export const handler = signedInHandler(routes.listAdminBookings, { query: adminBookingListQuerySchema }, async ({ input, config, now }) => {
  const from = input.query.from ?? calendarDateIn(now);
  const to = input.query.to ?? addDays(from, DEFAULT_DAYS);
  // The schema refuses a reversed range it is given; this is the one the default start makes
  // (only `to`, and before today).
  if (to < from) throw new ValidationError('The request query is not valid.', { to: REVERSED_RANGE_MESSAGE });
  const status = input.query.status ?? 'active';
  const bookings = (await bookingsRepository(config).listBetween(from, to)).filter((b) =>
    status === 'all' ? true : status === 'active' ? holdsInventory(b.status) : b.status === status,
  );
  const response: AdminBookingListResponse = { bookings: bookings.map(bookingSummary), from, to };
  return json(200, response);
});
