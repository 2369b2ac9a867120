import { putInventorySettingsSchema } from '#domain/booking/booking-schemas.ts';
import type { InventorySettingsRecord } from '#domain/booking/inventory.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/**
 * PUT /api/admin/inventory/settings `{ version, settings }`: the slots of each weekday and the
 * disco sailings. Saved only over the version the editor loaded (409 otherwise). Bookings already
 * made keep their slot: a change applies to what is sold from now on.
 */
export const handler = signedInHandler(routes.putAdminInventorySettings, { body: putInventorySettingsSchema }, async ({ input, principal, config, now }) => {
  const saved = await inventoryRepository(config).putSettings(input.body.settings, input.body.version, principal.email, now.toISOString());
  if (!saved) throw new ConflictError('INVENTORY_CHANGED', 'Someone else saved the inventory meanwhile. Reload to see their changes, then make yours again.');
  const response: InventorySettingsRecord = saved;
  return json(200, response);
});
