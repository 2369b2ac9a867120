import { QUOTE_PRESETS_MAX, type QuotePresetListResponse } from '#domain/booking/quote-presets.ts';
import { quotePresetsRepository } from '../../../shared/data/quote-presets-repository.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';

/** GET /api/admin/quote-presets: every saved quote preset, by name. */
export const handler = signedInHandler(routes.listAdminQuotePresets, {}, async ({ config }) => {
  const response: QuotePresetListResponse = { presets: await quotePresetsRepository(config).list(), max: QUOTE_PRESETS_MAX };
  return json(200, response);
});
