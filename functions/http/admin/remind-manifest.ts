import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { remindUnsigned } from '../../app/portal/waiver-reminders.ts';
import * as routes from '../routes/portal-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/manifest/reminders: e-mails each guest invited who has not signed,
 * once for this press (WaiverReminderRequested per guest, recorded on their invitation). 202
 * WaiverRemindersResponse; 409 NOBODY_TO_REMIND or BOOKING_ENDED.
 */
export const handler = signedInHandler(routes.remindAdminManifest, { params: bookingParams }, async ({ input, principal, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  return json(202, orRefuse(await remindUnsigned(config, booking, principal.email, now)));
});
