import type { AdminBookingResponse } from '#domain/booking.ts';
import { cancelBookingSchema } from '#domain/booking-schemas.ts';
import { cancelBooking } from '../../shared/bookings/booking-changes.ts';
import { adminBooking } from '../../shared/bookings/booking-view.ts';
import { NotFoundError } from '../../shared/http/errors.ts';
import { signedInHandler } from '../../shared/http/signed-in-handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';
import { bookingParams } from './booking-params.ts';

/** POST /api/admin/bookings/{id}/cancel `{ reason }`: the boat or seats go back on sale; says whether a refund is due. */
export const handler = signedInHandler(routes.cancelAdminBooking, { params: bookingParams, body: cancelBookingSchema }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const booking = await cancelBooking(config, input.params.id, input.body.reason, principal.email, now);
  const response: AdminBookingResponse = { booking: adminBooking(booking) };
  return json(200, response);
});
