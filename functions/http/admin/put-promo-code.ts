import * as z from '#domain/shared/zod.ts';
import { promoCodeInputSchema, promoCodeTextSchema, type AdminPromoCodeResponse, type PromoCode } from '#domain/pricing/promo-codes.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

const params = z.object({ code: z.catch(z.nullable(promoCodeTextSchema), null) });

/**
 * PUT /api/admin/promo-codes/{code}: replaces a code's terms; its use counts stay. Lowering a
 * limit below the uses so far stops further uses and takes none back.
 */
export const handler = signedInHandler(routes.putAdminPromoCode, { params, body: promoCodeInputSchema }, async ({ input, principal, config, now }) => {
  const codes = promoCodesRepository(config);
  const code = input.params.code;
  const promo: PromoCode | null = code ? { ...input.body, code, updatedAt: now.toISOString(), updatedBy: principal.email } : null;
  if (!promo || !(await codes.replace(promo))) throw new NotFoundError('No promo code is called this.', 'PROMO_CODE_NOT_FOUND');
  const response: AdminPromoCodeResponse = { code: { ...promo, uses: (await codes.countUses(promo.code)).total } };
  return json(200, response);
});
