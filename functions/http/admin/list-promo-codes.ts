import type { AdminPromoCodeListResponse } from '#domain/pricing/promo-codes.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

/** GET /api/admin/promo-codes: every code with the bookings that used it (decision 027). */
export const handler = signedInHandler(routes.listAdminPromoCodes, {}, async ({ config }) => {
  const response: AdminPromoCodeListResponse = { codes: await promoCodesRepository(config).list() };
  return json(200, response);
});
