import * as z from './zod.ts';
import { isValidIsoDate } from './dates.ts';

/** A calendar date as every input sends it: 'YYYY-MM-DD', a day that exists. */
export const isoDateSchema = z
  .string()
  .check(
    z.maxLength(10, { message: 'Enter a valid date (YYYY-MM-DD).', abort: true }),
    z.refine(isValidIsoDate, { message: 'Enter a valid date (YYYY-MM-DD).' }),
  );
