import { blackoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { closeDays } from '../../app/booking/blackouts.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/**
 * PUT /api/admin/inventory/blackouts `{ from, to, boatId|null, reason }`: the boat (or, with null,
 * the whole fleet) takes no new bookings on each day from `from` to `to`. 422 BLACKOUT_IN_PAST for
 * a first day before today (Chicago). Answers which days it closed, which were closed already and
 * the bookings on them, which stand: staff move or cancel those from the calendar.
 */
export const handler = signedInHandler(routes.putAdminBlackout, { body: blackoutRequestSchema }, async ({ input, principal, config, now }) => {
  return json(200, orRefuse(await closeDays(config, input.body, principal.email, now)));
});
