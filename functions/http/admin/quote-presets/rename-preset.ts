import { renameQuotePresetSchema, type QuotePresetResponse } from '#domain/booking/quote-presets.ts';
import { quotePresetsRepository } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/booking-staff.ts';
import { presetNotFound, presetParams, savedOr409 } from './preset-params.ts';

/** PUT /api/admin/quote-presets/{id} `{ name }`: renames a preset; a name another preset has is a 409. */
export const handler = signedInHandler(
  routes.putAdminQuotePreset,
  { params: presetParams, body: renameQuotePresetSchema },
  async ({ input, principal, config, now }) => {
    const presets = quotePresetsRepository(config);
    const previous = input.params.id ? await presets.get(input.params.id) : null;
    if (!previous) throw presetNotFound();
    const renamed = { ...previous, name: input.body.name, updatedAt: now.toISOString(), updatedBy: principal.email };
    const response: QuotePresetResponse = { preset: savedOr409(await presets.rename(previous, renamed), renamed.name) };
    return json(200, response);
  },
);
