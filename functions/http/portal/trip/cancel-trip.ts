import { cancelTripSchema, tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import type { CancelResponse } from '#domain/portal/trip.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { cancelTrip } from '../../../app/portal/trip-changes.ts';
import { loadTripView } from '../../../app/portal/trip-view.ts';
import * as routes from '../../routes/portal.ts';

/**
 * POST /api/portal/trips/{id}/cancel `{ expectedRefund, reason? }`: the staff's cancellation with
 * the refund the terms give, refused (409 REFUND_CHANGED) if that is not the refund the guest was
 * shown (decision 024).
 */
export const handler = guestHandler(routes.cancelPortalTrip, { params: tripParamsSchema, body: cancelTripSchema }, async ({ input, config, now, guest }) => {
  const { booking, refund } = orRefuse(await cancelTrip(config, input.params.id, input.body, guest.email, now));
  const response: CancelResponse = {
    trip: await loadTripView(config, booking, now),
    refund: { withinTerms: refund.withinTerms, refunded: refund.refunded, problem: refund.problem ?? null, results: refund.results },
  };
  return json(200, response);
});
