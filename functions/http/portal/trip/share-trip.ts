import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import type { TripShareResponse } from '#domain/portal/trip.ts';
import { setShareLink } from '../../../shared/bookings/share-link.ts';
import { ConflictError } from '../../../shared/http/errors.ts';
import { orRefuse } from '../../../shared/http/refusal.ts';
import { json } from '../../../shared/http/response.ts';
import { guestHandler } from '../../../shared/portal/guest-handler.ts';
import { guestBooking } from '../../../shared/portal/guest-booking.ts';
import { routes } from '../../routes.ts';

/**
 * POST /api/portal/trips/{id}/share: the trip's split-payment share link (decision 021), made if it
 * had none; the organiser is the guest who booked (decision 024). 409 once the booking has ended.
 */
export const handler = guestHandler(routes.sharePortalTrip, { params: tripParamsSchema }, async ({ input, config, now, guest }) => {
  const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
  if (booking.status !== 'confirmed' && booking.status !== 'pending_deposit')
    throw new ConflictError('BOOKING_ENDED', 'This booking has ended: there is nothing to share.');
  const response: TripShareResponse = { shares: orRefuse(await setShareLink(config, booking.quoteToken, undefined, now)) };
  return json(200, response);
});
