import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import { tripShareRequestSchema } from '#domain/payments/split-payment-schemas.ts';
import type { TripShareResponse } from '#domain/portal/trip.ts';
import { setShareLink } from '../../../app/payments/share-link.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { guestBooking } from '../../../app/portal/guest-booking.ts';
import * as routes from '../../routes/portal.ts';

/**
 * POST /api/portal/trips/{id}/share `{ shareAmount? }`: the trip's split-payment share link (decision
 * 021), made if it had none, and the amount per share when given (cents; null for the per-person
 * cost), as the quote page's panel sets it; the organiser is the guest who booked (decision 024).
 * 409 once the booking has ended; 400 for an amount under $1 or over the total.
 */
export const handler = guestHandler(
  routes.sharePortalTrip,
  { params: tripParamsSchema, body: tripShareRequestSchema },
  async ({ input, config, now, guest }) => {
    const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
    if (booking.status !== 'confirmed' && booking.status !== 'pending_deposit')
      throw new ConflictError('BOOKING_ENDED', 'This booking has ended: there is nothing to share.');
    const response: TripShareResponse = { shares: orRefuse(await setShareLink(config, booking.quoteToken, input.body?.shareAmount, now)) };
    return json(200, response);
  },
);
