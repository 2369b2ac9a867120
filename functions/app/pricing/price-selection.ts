import type { IsoDate } from '#domain/shared/dates.ts';
import { boatForTier, capacityTierFor } from '#domain/pricing/fleet.ts';
import type { AddOnCharge, PriceExtras } from '#domain/pricing/price-extras.ts';
import type { PricingContext } from '#domain/pricing/pricing-context.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { addOnCharge, isOffered, maxQuantityOf } from '#domain/pricing/products.ts';
import { promoCharge, promoRefusal, type PromoCode, type PromoRefusal } from '#domain/pricing/promo-codes.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { Config } from '../../platform/config.ts';
import { productsRepository } from '../../adapters/dynamodb/products-repository.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { done, refused, type Done, type Refused } from '../../platform/outcome.ts';
import { loadPricingContext } from './pricing-context.ts';

// Every server price of a selection with add-ons or a promo code goes through here (decision
// 027): the add-ons are priced from the stored catalogue and the code from the stored codes,
// never from what the browser sent.

/** A code that cannot be used, with the domain's reason beside the refusal the API answers. */
export interface PromoRefused extends Refused<'PROMO_CODE_REFUSED'> {
  readonly promo: PromoRefusal;
}

export function promoRefused(refusal: PromoRefusal): PromoRefused {
  return {
    ...refused('PROMO_CODE_REFUSED', refusal.message, { fields: { 'selection.promoCode': refusal.message }, details: { reason: refusal.reason } }),
    promo: refusal,
  };
}

/** The chosen add-ons priced from the stored catalogue; one not offered on this cruise is refused, naming it. */
export async function addOnCharges(config: Config, selection: QuoteSelection): Promise<Done<AddOnCharge[]> | Refused<'ADD_ON_NOT_OFFERED'>> {
  const chosen = selection.addOns ?? [];
  if (chosen.length === 0) return done([]);
  const products = new Map((await productsRepository(config).list()).map((product) => [product.id, product]));
  const boatId = selection.kind === 'private' ? boatForTier(capacityTierFor(selection.groupSize)).id : null;
  const charges: AddOnCharge[] = [];
  for (const [index, addOn] of chosen.entries()) {
    const product = products.get(addOn.productId);
    if (!product || !isOffered(product, { kind: selection.kind, boatId })) {
      const message = product ? `${product.name} is not offered on this cruise.` : 'This add-on is not in the catalogue.';
      return refused('ADD_ON_NOT_OFFERED', message, { fields: { [`selection.addOns.${index}.productId`]: message } });
    }
    // A choice within the schema's 10 may still be more than staff have (two lily pads).
    if (product.per === 'cruise' && addOn.quantity > maxQuantityOf(product)) {
      const message = `${product.name}: at most ${maxQuantityOf(product)} on one cruise.`;
      return refused('ADD_ON_NOT_OFFERED', message, { fields: { [`selection.addOns.${index}.quantity`]: message } });
    }
    charges.push(addOnCharge(product, addOn.quantity));
  }
  return done(charges);
}

export interface PricedSelection {
  price: PriceCalculationResult;
  /** The code applied, or null when the selection has none. */
  promo: PromoCode | null;
}

/**
 * Prices a selection as of `today` with its add-ons and promo code, with the price version and
 * rules in effect (loaded unless the caller has them). The engine's own refusals
 * throw its DomainError; an add-on not offered is refused naming it; a code that cannot be used
 * is a PromoRefused saying why. `email` counts the customer's earlier uses when known.
 */
export async function priceSelection(
  config: Config,
  selection: QuoteSelection,
  options: { today: IsoDate; email?: string | undefined; pricing?: PricingContext | undefined },
): Promise<Done<PricedSelection> | Refused<'ADD_ON_NOT_OFFERED'> | PromoRefused> {
  const { today } = options;
  const pricing = options.pricing ?? (await loadPricingContext(config, today));
  // The cruise alone first: a selection the engine refuses is refused before any read.
  const cruise = priceQuoteSelection(selection, today, pricing);
  const charged = await addOnCharges(config, selection);
  if (!charged.ok) return charged;
  const addOns = charged.value;
  const extras: PriceExtras = addOns.length > 0 ? { addOns } : {};
  if (!selection.promoCode) return done({ price: addOns.length > 0 ? priceQuoteSelection(selection, today, pricing, extras) : cruise, promo: null });

  const codes = promoCodesRepository(config);
  const promo = await codes.get(selection.promoCode);
  const uses = promo ? await codes.countUses(promo.code, options.email) : { total: 0, customer: 0 };
  const refusal = promoRefusal(promo, selection.promoCode, {
    today,
    kind: selection.kind,
    groupSize: selection.groupSize,
    adjustmentPercent: cruise.pricingAdjustment?.percent ?? null,
    uses,
  });
  if (refusal || !promo) return promoRefused(refusal ?? { reason: 'UNKNOWN', message: 'This promo code cannot be used.' });
  return done({ price: priceQuoteSelection(selection, today, pricing, { ...extras, promo: promoCharge(promo) }), promo });
}
