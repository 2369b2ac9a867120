import { movePreviewQuerySchema, tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import type { MovePreviewResponse } from '#domain/portal/trip.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { guestBooking } from '../../../app/portal/guest-booking.ts';
import { previewMove } from '../../../app/portal/move-preview.ts';
import * as routes from '../../routes/portal.ts';

/**
 * GET /api/portal/trips/{id}/move-preview?date=&start=: the slot the group would get, its itemised
 * price and what it does to what is owed or paid (decision 024). 409 when the slot is taken or the
 * trip can no longer be moved online; 422 when there is no such slot.
 */
export const handler = guestHandler(
  routes.previewPortalTripMove,
  { params: tripParamsSchema, query: movePreviewQuerySchema },
  async ({ input, config, now, guest }) => {
    const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
    const response: MovePreviewResponse = { preview: orRefuse(await previewMove(config, booking, input.query, now)) };
    return json(200, response);
  },
);
