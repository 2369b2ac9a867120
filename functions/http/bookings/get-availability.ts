import type { AvailabilityResponse } from '#domain/booking/booking.ts';
import { availabilityQuerySchema } from '#domain/booking/booking-schemas.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { availabilityFor } from '../../app/booking/availability.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking.ts';

// Long enough that a guest paging a calendar back and forth does not ask again; short enough that
// a slot sold a moment ago is not offered for long (and booking re-checks it anyway).
const BROWSER_CACHE_SECONDS = 15;

/**
 * GET /api/availability?from=&to=&groupSize=&type=private|disco: per day and slot, what can be
 * booked online for the group (private: the smallest free boat that fits; disco: seats left) and
 * the day's price level.
 */
export const handler = httpHandler(routes.getAvailability, { query: availabilityQuerySchema }, async ({ input, config, now }) => {
  const { from, to, groupSize, type } = input.query;
  const response: AvailabilityResponse = { days: await availabilityFor(config, { from, to, groupSize, kind: type, today: calendarDateIn(now) }) };
  return json(200, response, { headers: { 'cache-control': `public, max-age=${BROWSER_CACHE_SECONDS}` } });
});
