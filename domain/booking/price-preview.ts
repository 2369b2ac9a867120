import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { PromoRefusal } from '../pricing/promo-codes.ts';
import { emailSchema, quoteSelectionSchema } from './schemas.ts';
import * as z from '../shared/zod.ts';

// The live price a quote form shows while it is filled in (decision 035): the server's, from the
// same function that prices the quote when it is saved, so the preview is the saved price.

/** POST /api/quotes/price and /api/admin/quotes/price: the selection as it stands, and the guest's e-mail when known (per-customer code limits). */
export const pricePreviewRequestSchema = z.object({ selection: quoteSelectionSchema, email: z.optional(emailSchema) });
export type PricePreviewRequest = z.output<typeof pricePreviewRequestSchema>;

/**
 * The price saving the selection would store now. A code that cannot be used is not a failed
 * preview: the price is the one without it, and `promoRefused` says why (saving with the code
 * would be refused with the same words).
 */
export interface PricePreviewResponse {
  price: PriceCalculationResult;
  promoRefused: PromoRefusal | null;
}
