import type { BookingSlot } from './booking.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { PromoRefusal, PromoRefusalCode, PromoUseCounts } from '../pricing/promo-codes.ts';

// A move's price and its promo code (issue 25, decision 035). A move re-prices the new date with
// the booking's code: the use the booking already counts is the one judged, never a second use;
// when the code no longer applies (expired, not for that day or cruise) the new date is priced
// without it and the guest and staff read why before they confirm. Each move records its old and
// new itemised price and what became of the code.

/** What became of the booking's promo code on a move, in words the guest and staff read. */
export interface MovePromoOutcome {
  code: string;
  kept: boolean;
  /** Why the code no longer applies (absent when kept). */
  reason?: PromoRefusalCode | undefined;
  message: string;
}

/** One move as the booking records it; the prices and the code's outcome are absent on moves made before them. */
export interface BookingMove {
  from: BookingSlot;
  to: BookingSlot;
  movedAt: string;
  movedBy: string;
  oldPrice?: PriceCalculationResult | undefined;
  newPrice?: PriceCalculationResult | undefined;
  promo?: MovePromoOutcome | undefined;
}

export function promoKept(code: string): MovePromoOutcome {
  return { code, kept: true, message: `The code ${code} still applies: its discount is in the new price.` };
}

export function promoDropped(code: string, refusal: PromoRefusal): MovePromoOutcome {
  return {
    code,
    kept: false,
    reason: refusal.reason,
    message: `The code ${code} no longer applies: ${refusal.message} The new date is priced without its discount.`,
  };
}

/**
 * The code's uses as judged for this booking's move: the booking already counts one use (its
 * own, taken when it was booked), so that use is left out, and the move is judged as the same
 * use, not a second one.
 */
export function usesBesidesOwn(uses: PromoUseCounts, ownUse: { code: string } | undefined, code: string): PromoUseCounts {
  if (!ownUse || ownUse.code !== code) return uses;
  return { total: Math.max(0, uses.total - 1), customer: Math.max(0, uses.customer - 1) };
}
