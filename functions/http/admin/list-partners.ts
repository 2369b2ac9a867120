import type { AdminPartnersResponse } from '#domain/commerce/partners.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';

/** GET /api/admin/affiliates: every partner, by name. */
export const handler = signedInHandler(routes.listAdminPartners, {}, async ({ config }) => {
  const response: AdminPartnersResponse = { partners: await partnersRepository(config).list() };
  return json(200, response);
});
