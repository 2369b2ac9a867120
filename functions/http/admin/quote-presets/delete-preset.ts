import { quotePresetsRepository } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import * as routes from '../../routes/booking-staff.ts';
import { presetNotFound, presetParams } from './preset-params.ts';

/** DELETE /api/admin/quote-presets/{id}: the preset and its name go; quotes started from it are untouched. */
export const handler = signedInHandler(routes.deleteAdminQuotePreset, { params: presetParams }, async ({ input, config }) => {
  const presets = quotePresetsRepository(config);
  const preset = input.params.id ? await presets.get(input.params.id) : null;
  if (!preset || !(await presets.delete(preset))) throw presetNotFound();
  return noContent();
});
