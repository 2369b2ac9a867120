import type { DepositCheckoutResponse } from '#domain/booking/booking.ts';
import { staffCardCheckout } from '../../app/payments/checkout.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/card-checkout: Stripe's card page for the deposit of a pending
 * booking, for staff to type the card a caller reads out (issue 29, decision 068); it returns to
 * the booking's page, and the webhook confirms the booking as it does a guest's payment. 200
 * `{ url, amount, holdExpiresAt }`; 409 DEPOSIT_PAID, BOOKING_ENDED or HOLD_ENDED.
 */
export const handler = signedInHandler(routes.startAdminCardCheckout, { params: bookingParams }, async ({ input, config, now }) => {
  if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const response: DepositCheckoutResponse = orRefuse(await staffCardCheckout(config, input.params.id, now));
  return json(200, response);
});
