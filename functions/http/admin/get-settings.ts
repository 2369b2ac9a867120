import type { AdminBusinessSettingsResponse } from '#domain/people/back-office.ts';
import { businessSettingsRepository } from '../../adapters/dynamodb/business-settings-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/site-staff.ts';
import { adminBusinessSettings } from './business-settings.ts';

/** GET /api/admin/settings: the editable business facts as they stand, their defaults, and the version to save against. */
export const handler = signedInHandler(routes.getAdminSettings, {}, async ({ config }) => {
  const response: AdminBusinessSettingsResponse = { settings: adminBusinessSettings(await businessSettingsRepository(config).get()) };
  return json(200, response);
});
