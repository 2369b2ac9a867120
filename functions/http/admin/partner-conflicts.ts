import type { Partner } from '#domain/commerce/partners.ts';
import { ConflictError } from '../../platform/http/errors.ts';

/** The 409 for a code another partner holds (whatever its case), naming the field and the holder. */
export function codeTaken(code: string, holder: Partner | null): ConflictError {
  const who = holder ? `${holder.name} (${holder.code})` : 'another partner';
  return new ConflictError('PARTNER_CODE_TAKEN', `The code ${code} is already used by ${who}. Codes are the same whatever their case; choose another.`, {
    code: `${who} already uses this code.`,
  });
}
