import type { Cents } from '../shared/money.ts';
import type { PriceLineItem } from './pricing.ts';

// What a quote may carry beyond the cruise itself (decision 027): add-ons from the staff's
// catalogue and one promo code. The server resolves both from the stored catalogue and codes
// into these charges; a browser only ever sends product ids, quantities and the code's text.

export const ADD_ON_UNITS = ['cruise', 'guest'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

export interface AddOnCharge {
  productId: string;
  name: string;
  per: AddOnUnit;
  unitAmount: Cents;
  /** How many of a per-cruise add-on (two coolers); a per-guest add-on is always one per guest. Default 1. */
  quantity?: number;
}

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * At most this share of the cruise and its add-ons comes off, whatever the code, unless staff let
 * the code make the cruise free (decision 027): a total reaches $0 only on purpose.
 */
export const PROMO_CAP_PERCENT = 90;

/** `value` is whole percent (1-100) for 'percent', cents for 'amount'. */
export interface PromoCharge {
  code: string;
  kind: PromoKind;
  value: number;
  /** Staff allowed this code to bring the total to $0; without it at most PROMO_CAP_PERCENT comes off. */
  allowsFree?: boolean;
}

export interface PriceExtras {
  addOns?: readonly AddOnCharge[];
  promo?: PromoCharge;
}

/** The units an add-on line bills: the guests for a per-guest add-on, else its quantity. */
export function addOnUnits(addOn: AddOnCharge, groupSize: number): number {
  return addOn.per === 'guest' ? groupSize : Math.max(1, addOn.quantity ?? 1);
}

/**
 * What an add-on costs this group before tax and gratuity, as the quote's line will say: the
 * catalogue's unit price times the guests (per guest) or the quantity (per cruise).
 */
export function addOnAmount(addOn: Pick<AddOnCharge, 'per' | 'unitAmount' | 'quantity'>, groupSize: number): Cents {
  return addOn.unitAmount * (addOn.per === 'guest' ? groupSize : Math.max(1, addOn.quantity ?? 1));
}

/**
 * The promo's discount off `base` in cents: never negative, never more than PROMO_CAP_PERCENT of
 * it, and never more than `base` even for a code that allows a free cruise.
 */
export function promoDiscount(promo: PromoCharge, base: Cents): Cents {
  if (base <= 0) return 0;
  // Rounded down: a discount never gives away a fraction of a cent the guest did not earn.
  const raw = promo.kind === 'percent' ? Math.floor((base * promo.value) / 100) : promo.value;
  const cap = promo.allowsFree === true ? base : Math.floor((base * PROMO_CAP_PERCENT) / 100);
  return Math.min(cap, Math.max(0, Math.trunc(raw)));
}

/**
 * The lines the extras add to a price, in the subtotal's order: each add-on, then the promo's
 * discount taken off everything before it (the cruise, the seasonal adjustment and the add-ons),
 * so the subtotal never drops below zero. `subtotalBeforeExtras` is the cruise after its rule.
 */
export function extraLines(extras: PriceExtras | undefined, subtotalBeforeExtras: Cents, groupSize: number): PriceLineItem[] {
  if (!extras) return [];
  const lines: PriceLineItem[] = [];
  for (const addOn of extras.addOns ?? []) {
    const quantity = addOnUnits(addOn, groupSize);
    lines.push({
      code: 'ADD_ON',
      label: addOn.per === 'guest' ? `${addOn.name} (per guest)` : addOn.name,
      amount: addOnAmount(addOn, groupSize),
      quantity,
      unitAmount: addOn.unitAmount,
    });
  }
  if (extras.promo) {
    const base = subtotalBeforeExtras + lines.reduce((sum, line) => sum + line.amount, 0);
    const discount = promoDiscount(extras.promo, base);
    if (discount > 0) {
      const off = extras.promo.kind === 'percent' ? ` (${extras.promo.value}% off)` : '';
      lines.push({ code: 'PROMO_DISCOUNT', label: `Promo code ${extras.promo.code}${off}`, amount: -discount });
    }
  }
  return lines;
}
