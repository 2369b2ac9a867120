import type { AvailabilityResponse } from '#domain/booking/booking.ts';
import { availabilityQuerySchema } from '#domain/booking/booking-schemas.ts';
import { STAFF_BOOKING_MIN_DAYS_AHEAD } from '#domain/booking/inventory.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { availabilityFor } from '../../app/booking/availability.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/**
 * GET /api/admin/availability?from=&to=&groupSize=&type=: what staff can sell a caller or a
 * walk-up, the public availability's answer with today's free slots open too (same-day cruises
 * are booked by phone). Like every staff answer it is never kept: staff must see a slot taken a moment ago.
 */
export const handler = signedInHandler(routes.getAdminAvailability, { query: availabilityQuerySchema }, async ({ input, config, now }) => {
  const { from, to, groupSize, type } = input.query;
  const days = await availabilityFor(config, { from, to, groupSize, kind: type, today: calendarDateIn(now), minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD, now });
  const response: AvailabilityResponse = { days };
  return json(200, response);
});
