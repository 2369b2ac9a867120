import { bookingEditConfirmSchema } from '#domain/booking/booking-schemas.ts';
import type { BookingEditResponse } from '#domain/payments/booking-edit.ts';
import { editBooking } from '../../app/booking/booking-edits.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/edit: the previewed edit with the total it showed (`expectedTotal`;
 * 409 PRICE_CHANGED when the engine now says another). The booking records who changed what;
 * BookingChanged e-mails the guest, and its settlement refunds what is paid beyond a lower total.
 */
export const handler = signedInHandler(
  routes.editAdminBooking,
  { params: bookingParams, body: bookingEditConfirmSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    const { booking, settlement } = orRefuse(await editBooking(config, input.params.id, input.body, principal.email, now));
    const response: BookingEditResponse = { booking: adminBooking(booking), settlement };
    return json(200, response);
  },
);
