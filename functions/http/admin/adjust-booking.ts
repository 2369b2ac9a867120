import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { adjustBookingSchema } from '#domain/payments/adjustment-schema.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { idempotencyHeaders } from '../../platform/http/idempotency.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { adjustBooking } from '../../app/payments/adjustments.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/adjustments `{ kind: 'discount' | 'credit', amount, reason }`:
 * lowers what a live booking costs without moving money (decision 037); never by more than is
 * owed (422 MORE_THAN_OWED: money paid is given back by a goodwill refund). Announced as
 * BookingPriceAdjusted: the guest is e-mailed, the timeline and the summary count it.
 */
export const handler = signedInHandler(
  routes.adjustAdminBooking,
  { params: bookingParams, body: adjustBookingSchema, headers: idempotencyHeaders },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    const booking = orRefuse(await adjustBooking(config, input.params.id, input.body, principal.email, now, input.headers['idempotency-key']));
    const response: AdminBookingResponse = { booking: adminBooking(booking) };
    return json(200, response);
  },
);
