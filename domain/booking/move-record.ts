import * as z from '../shared/zod.ts';
import { PROMO_REFUSALS } from '../pricing/promo-codes.ts';
import { priceSchema } from './quote-record.ts';

// The fields a move adds to a booking's `moves` entry (issue 25, decision 035), as stored: all
// optional, so moves recorded before them still read.

export const movePromoOutcomeSchema = z.object({ code: z.string(), kept: z.boolean(), reason: z.optional(z.enum(PROMO_REFUSALS)), message: z.string() });

export const moveRecordPriceFields = {
  /** The itemised price before the move. */
  oldPrice: z.optional(priceSchema),
  /** The itemised price after it (the same as the old one when staff kept the booked price). */
  newPrice: z.optional(priceSchema),
  /** What became of the booking's promo code, when it has one. */
  promo: z.optional(movePromoOutcomeSchema),
};
