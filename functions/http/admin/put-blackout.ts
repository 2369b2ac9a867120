import { blackoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/**
 * PUT /api/admin/inventory/blackouts `{ date, boatId|null, reason }`: the boat (or, with null,
 * the whole fleet) takes no new bookings that day. Bookings already made stay; staff move or
 * cancel them from the calendar, which shows both.
 */
export const handler = signedInHandler(routes.putAdminBlackout, { body: blackoutRequestSchema }, async ({ input, principal, config, now }) => {
  await inventoryRepository(config).putBlackout(input.body, principal.email, now.toISOString());
  return json(200, { blackout: input.body });
});
