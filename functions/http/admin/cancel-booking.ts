import type { AdminCancelBookingResponse } from '#domain/booking/booking.ts';
import { cancelBookingSchema } from '#domain/booking/booking-schemas.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { cancelWithRefund } from '../../app/payments/cancel-with-refund.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/cancel `{ reason }`: closes a pending booking's checkout, puts the
 * boat or seats back on sale, and refunds what the terms the guest accepted give back (decision 020).
 */
export const handler = signedInHandler(
  routes.cancelAdminBooking,
  { params: bookingParams, body: cancelBookingSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    const { booking, refund } = orRefuse(await cancelWithRefund(config, input.params.id, input.body.reason, principal.email, now));
    const response: AdminCancelBookingResponse = { booking: adminBooking(booking), refund };
    return json(200, response);
  },
);
