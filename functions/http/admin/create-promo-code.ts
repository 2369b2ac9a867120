import { newPromoCodeSchema, type AdminPromoCodeResponse, type PromoCode } from '#domain/pricing/promo-codes.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

/** POST /api/admin/promo-codes: a new code (upper-cased). A bad field is a 400 naming it; a code in use is a 409. */
export const handler = signedInHandler(routes.createAdminPromoCode, { body: newPromoCodeSchema }, async ({ input, principal, config, now }) => {
  const promo: PromoCode = { ...input.body, updatedAt: now.toISOString(), updatedBy: principal.email };
  if (!(await promoCodesRepository(config).create(promo))) {
    throw new ConflictError('PROMO_CODE_EXISTS', `The code ${promo.code} exists already. Edit it, or choose another code.`, { code: 'Choose another code.' });
  }
  const response: AdminPromoCodeResponse = { code: { ...promo, uses: 0 } };
  return json(201, response);
});
