import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import type { TripResponse } from '#domain/portal/trip.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { guestBooking } from '../../../app/portal/guest-booking.ts';
import { loadTripView } from '../../../app/portal/trip-view.ts';
import * as routes from '../../routes/portal.ts';

/** GET /api/portal/trips/{id}: the guest's own trip (decision 024); another guest's is 404. */
export const handler = guestHandler(routes.getPortalTrip, { params: tripParamsSchema }, async ({ input, config, now, guest }) => {
  const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
  const response: TripResponse = { trip: await loadTripView(config, booking, now) };
  return json(200, response);
});
