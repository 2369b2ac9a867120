import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { moveBookingSchema } from '#domain/booking/booking-schemas.ts';
import { moveBooking } from '../../app/booking/booking-moves.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';
import { bookingParams } from './booking-params.ts';

/** POST /api/admin/bookings/{id}/move `{ date, start }`: re-checks the inventory and moves atomically; the price stays as booked. */
export const handler = signedInHandler(
  routes.moveAdminBooking,
  { params: bookingParams, body: moveBookingSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    const booking = orRefuse(await moveBooking(config, input.params.id, input.body, principal.email, now));
    const response: AdminBookingResponse = { booking: adminBooking(booking) };
    return json(200, response);
  },
);
