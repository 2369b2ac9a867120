import { QUOTE_PRESETS_MAX, type QuotePresetListResponse } from '#domain/booking/quote-presets.ts';
import { quotePresetsRepository } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/booking-staff.ts';

/** GET /api/admin/quote-presets: every saved quote preset, by name. */
export const handler = signedInHandler(routes.listAdminQuotePresets, {}, async ({ config }) => {
  const response: QuotePresetListResponse = { presets: await quotePresetsRepository(config).list(), max: QUOTE_PRESETS_MAX };
  return json(200, response);
});
