import * as z from '#domain/shared/zod.ts';
import { ConflictError, NotFoundError } from '../../../platform/http/errors.ts';
import type { PresetWriteOutcome } from '../../../adapters/dynamodb/quote-presets-repository.ts';
import { QUOTE_PRESETS_MAX, type QuotePreset } from '#domain/booking/quote-presets.ts';

// Preset ids are UUIDs; anything else names no preset and gets the same 404 as an unknown id.
export const presetParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
export const presetNotFound = () => new NotFoundError('No quote preset has this id. It may have been deleted.', 'QUOTE_PRESET_NOT_FOUND');

/** The saved preset, or the 409/404 its write ran into (a taken name names the field). */
export function savedOr409(outcome: PresetWriteOutcome, name: string): QuotePreset {
  if ('saved' in outcome) return outcome.saved;
  if (outcome.conflict === 'name')
    throw new ConflictError('QUOTE_PRESET_NAME_TAKEN', `A preset is called "${name}" already. Choose another name.`, {
      name: `A preset is called "${name}" already.`,
    });
  if (outcome.conflict === 'limit')
    throw new ConflictError('QUOTE_PRESET_LIMIT', `There are ${QUOTE_PRESETS_MAX} presets already, the most kept. Delete one on the templates page first.`);
  throw presetNotFound();
}
