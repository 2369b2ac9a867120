import type { AdminBookingResponse } from '#domain/booking.ts';
import { recordPaymentSchema } from '#domain/booking-schemas.ts';
import { recordPayment } from '../../shared/bookings/booking-changes.ts';
import { adminBooking } from '../../shared/bookings/booking-view.ts';
import { NotFoundError } from '../../shared/http/errors.ts';
import { signedInHandler } from '../../shared/http/signed-in-handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';
import { bookingParams } from './booking-params.ts';

/** POST /api/admin/bookings/{id}/payments: a deposit or balance payment taken by hand; covering the deposit confirms the booking. */
export const handler = signedInHandler(routes.recordBookingPayment, { params: bookingParams, body: recordPaymentSchema }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const booking = await recordPayment(config, input.params.id, input.body, principal.email, now);
  const response: AdminBookingResponse = { booking: adminBooking(booking) };
  return json(200, response);
});
