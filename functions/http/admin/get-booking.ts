import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';
import { bookingParams } from './booking-params.ts';

/** GET /api/admin/bookings/{id}: the booking in full, with its payments and moves. */
export const handler = signedInHandler(routes.getAdminBooking, { params: bookingParams }, async ({ input, config }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const response: AdminBookingResponse = { booking: adminBooking(booking) };
  return json(200, response);
});
