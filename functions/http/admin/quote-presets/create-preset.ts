import { randomUUID } from 'node:crypto';
import { newQuotePresetSchema, type QuotePreset, type QuotePresetResponse } from '#domain/booking/quote-presets.ts';
import { quotePresetsRepository } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/booking-staff.ts';
import { savedOr409 } from './preset-params.ts';

/**
 * POST /api/admin/quote-presets `{ name, choices }`: saves the form's choices under a name. A bad
 * field is a 400 naming it; a name in use (any case) or a full list is a 409; either stores nothing.
 */
export const handler = signedInHandler(routes.createAdminQuotePreset, { body: newQuotePresetSchema }, async ({ input, principal, config, now }) => {
  const at = now.toISOString();
  const preset: QuotePreset = {
    id: randomUUID(),
    name: input.body.name,
    choices: input.body.choices,
    createdAt: at,
    updatedAt: at,
    updatedBy: principal.email,
  };
  const response: QuotePresetResponse = { preset: savedOr409(await quotePresetsRepository(config).create(preset), preset.name) };
  return json(201, response);
});
