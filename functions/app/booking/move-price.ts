import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { promoDropped, promoKept, usesBesidesOwn, type MovePromoOutcome } from '#domain/booking/move-pricing.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { promoCharge, promoRefusal } from '#domain/pricing/promo-codes.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { Config } from '../../platform/config.ts';
import { addOnCharges } from '../pricing/price-selection.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { done, type Outcome } from '../../platform/outcome.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';

export interface MovePrice {
  price: PriceCalculationResult;
  /** What became of the booking's code (null when it has none). */
  promo: MovePromoOutcome | null;
}

/**
 * The booking's selection priced for `date` as a new booking of it would be today (the version in
 * effect, the rules, its add-ons from the catalogue), with its promo code judged again as the
 * same use the booking already counts (decision 035). A code that no longer applies prices the
 * date without it and says why; nothing is counted or stored here. An add-on no longer offered
 * on that date is refused.
 */
export function priceMove(config: Config, booking: StoredBooking, date: IsoDate, today: IsoDate): Promise<Outcome<MovePrice>> {
  return priceBookingSelection(config, booking, { ...booking.selection, eventDate: date }, today);
}

/** A booking's selection as staff edit it (issue 29), priced as a move's is: the engine's price today, the booking's code judged again. */
export async function priceBookingSelection(config: Config, booking: StoredBooking, edited: QuoteSelection, today: IsoDate): Promise<Outcome<MovePrice>> {
  const { promoCode, ...selection } = edited;
  const pricing = await loadPricingContext(config, today);
  const cruise = priceQuoteSelection(selection, today, pricing);
  const charged = await addOnCharges(config, selection);
  if (!charged.ok) return charged;
  const addOns = charged.value;
  const extras = addOns.length > 0 ? { addOns } : {};
  if (!promoCode) return done({ price: priceQuoteSelection(selection, today, pricing, extras), promo: null });
  const codes = promoCodesRepository(config);
  const promo = await codes.get(promoCode);
  const uses = promo ? usesBesidesOwn(await codes.countUses(promo.code, booking.leadGuest.email), booking.promoUse, promo.code) : { total: 0, customer: 0 };
  const refused = promoRefusal(promo, promoCode, {
    today,
    kind: selection.kind,
    groupSize: selection.groupSize,
    adjustmentPercent: cruise.pricingAdjustment?.percent ?? null,
    uses,
  });
  if (refused || !promo) {
    const outcome = promoDropped(promoCode, refused ?? { reason: 'UNKNOWN', message: `We don't recognise the code ${promoCode}.` });
    return done({ price: priceQuoteSelection(selection, today, pricing, extras), promo: outcome });
  }
  return done({ price: priceQuoteSelection(selection, today, pricing, { ...extras, promo: promoCharge(promo) }), promo: promoKept(promo.code) });
}
