import * as z from '../shared/zod.ts';
import { PROMO_REFUSALS } from '../pricing/promo-codes.ts';
import { priceSchema } from './quote-record.ts';
import { CRUISE_KINDS } from './inventory.ts';
import { BOAT_IDS } from '../pricing/fleet.ts';

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

/** A staff edit as the booking's `edits` records it (issue 29): who, when, what changed and the itemised prices. */
export const editRecordSchema = z.object({
  at: z.string(),
  by: z.string(),
  changes: z.array(z.object({ what: z.string(), from: z.string(), to: z.string() })),
  oldPrice: priceSchema,
  newPrice: priceSchema,
  promo: z.optional(movePromoOutcomeSchema),
  /** The balance pay link (Stripe Checkout Session) made for the old total, which the edit's settlement closes. */
  staleCheckout: z.optional(z.string()),
  /** The slot before, when the edit moved the cruise (the booking's moves record it too). */
  from: z.optional(z.object({ kind: z.enum(CRUISE_KINDS), date: z.string(), start: z.string(), end: z.string(), boatId: z.enum(BOAT_IDS), seats: z.number() })),
});
