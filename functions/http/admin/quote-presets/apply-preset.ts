import { applicablePresetChoices, type AppliedQuotePresetResponse } from '#domain/booking/quote-presets.ts';
import { productsRepository } from '../../../adapters/dynamodb/products-repository.ts';
import { promoCodesRepository } from '../../../adapters/dynamodb/promo-codes-repository.ts';
import { quotePresetsRepository } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/booking-staff.ts';
import { presetNotFound, presetParams } from './preset-params.ts';

/**
 * GET /api/admin/quote-presets/{id}/apply: the preset's choices as they can be sold now. An add-on
 * switched off (or gone) and a promo code switched off (or gone) are left out and named, so the
 * rest still fills the form; the form then prices it as of today. Stores nothing.
 */
export const handler = signedInHandler(routes.applyAdminQuotePreset, { params: presetParams }, async ({ input, config }) => {
  const preset = input.params.id ? await quotePresetsRepository(config).get(input.params.id) : null;
  if (!preset) throw presetNotFound();
  const [products, promo] = await Promise.all([
    preset.choices.addOns.length > 0 ? productsRepository(config).list() : Promise.resolve([]),
    preset.choices.promoCode ? promoCodesRepository(config).get(preset.choices.promoCode) : Promise.resolve(null),
  ]);
  const applied = applicablePresetChoices(preset.choices, {
    activeProducts: new Map(products.filter((product) => product.active).map((product) => [product.id, product.name])),
    knownProducts: new Map(products.map((product) => [product.id, product.name])),
    promoActive: promo ? promo.active : null,
  });
  const response: AppliedQuotePresetResponse = { preset, ...applied };
  return json(200, response);
});
