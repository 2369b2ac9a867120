import * as z from '#domain/shared/zod.ts';
import { isoDateSchema } from '#domain/booking/schemas.ts';
import { BOAT_IDS } from '#domain/pricing/fleet.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { noContent } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

const params = z.object({
  date: isoDateSchema,
  /** A boat id, or 'all' for a fleet-wide blackout. */
  boat: z.union([z.enum(BOAT_IDS), z.literal('all')]),
});

/** DELETE /api/admin/inventory/blackouts/{date}/{boat}: the boat (or fleet, 'all') sails that day again. 204 whether or not it was closed. */
export const handler = signedInHandler(routes.deleteAdminBlackout, { params }, async ({ input, config }) => {
  await inventoryRepository(config).removeBlackout(input.params.date, input.params.boat === 'all' ? null : input.params.boat);
  return noContent();
});
