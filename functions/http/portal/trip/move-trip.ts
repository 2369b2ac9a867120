import { moveTripSchema, tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import type { MoveResponse } from '#domain/portal/trip.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { moveTrip } from '../../../app/portal/trip-changes.ts';
import { loadTripView } from '../../../app/portal/trip-view.ts';
import * as routes from '../../routes/portal.ts';

/**
 * POST /api/portal/trips/{id}/move `{ date, start, expectedTotal }`: the staff's move, repriced for
 * the new date, with any excess paid refunded (decision 024). 409 SLOT_TAKEN, PRICE_CHANGED,
 * MOVE_BY_PHONE and the like change nothing.
 */
export const handler = guestHandler(routes.movePortalTrip, { params: tripParamsSchema, body: moveTripSchema }, async ({ input, config, now, guest }) => {
  const outcome = orRefuse(await moveTrip(config, input.params.id, input.body, guest.email, now));
  const response: MoveResponse = {
    trip: await loadTripView(config, outcome.booking, now),
    settlement: outcome.settlement,
    refunded: outcome.refunded,
    problem: outcome.problem,
  };
  return json(200, response);
});
