import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { requestPayLink } from '../../app/payments/pay-link.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/pay-link: sends the guest the link to their booking's page again,
 * where they pay what is due by card (the deposit while the booking waits for it, else the
 * balance). Announced as PayLinkRequested; its consumer writes the e-mail to the outbox and sends
 * it (decisions 008, 020). 409 when nothing is owed or the booking has ended. `{ sentTo, amount }`.
 */
export const handler = signedInHandler(routes.resendAdminPayLink, { params: bookingParams }, async ({ input, principal, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  return json(202, orRefuse(await requestPayLink(config, booking, principal.email, now)));
});
