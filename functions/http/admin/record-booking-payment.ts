import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { recordPaymentSchema, recordPaymentSchemaOn } from '#domain/booking/booking-schemas.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { recordPayment } from '../../app/payments/staff-payments.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { fieldsFromZod } from '../../platform/http/handler.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/** POST /api/admin/bookings/{id}/payments: a deposit or balance payment taken by hand; covering the deposit confirms the booking. */
export const handler = signedInHandler(
  routes.recordBookingPayment,
  { params: bookingParams, body: recordPaymentSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    // The received-on date is checked against the request's own clock (America/Chicago), which the
    // route's static schema cannot know: a date after today is refused as any bad field is.
    const checked = recordPaymentSchemaOn(calendarDateIn(now)).safeParse(input.body);
    if (!checked.success) throw new ValidationError('The request body is not valid.', fieldsFromZod(checked.error));
    const booking = orRefuse(await recordPayment(config, input.params.id, checked.data, principal.email, now));
    const response: AdminBookingResponse = { booking: adminBooking(booking) };
    return json(200, response);
  },
);
