import { formatMoney } from '#domain/shared/money.ts';
import type { PriceLineItem } from '#domain/pricing/pricing.ts';
import type { DetailRow } from './layout.ts';

/**
 * The add-ons and the promo code of a price as e-mail detail rows (decision 027), or none when it
 * has neither: 'Coolers on ice (2 × $25.00) $50.00; ...' and 'Promo code SPRING10 −$120.00'.
 */
export function extrasRows(lineItems: readonly ExtraLine[]): DetailRow[] {
  const addOns = addOnsText(lineItems);
  const discount = discountText(lineItems);
  return [...(addOns ? [['Add-ons', addOns] as const] : []), ...(discount ? [['Discount', discount] as const] : [])];
}

/** A line as a price or a booking event carries it: only the add-on and promo lines are read. */
export type ExtraLine = Pick<PriceLineItem, 'label' | 'amount' | 'quantity' | 'unitAmount'> & { code: string };

/** 'Coolers on ice (2 × $25.00) $50.00; Live DJ $400.00', or '' without add-ons (the template placeholder's value too). */
export function addOnsText(lineItems: readonly ExtraLine[]): string {
  return lineItems
    .filter((line) => line.code === 'ADD_ON')
    .map(
      (line) =>
        `${line.label}${line.quantity !== undefined && line.quantity > 1 && line.unitAmount !== undefined ? ` (${line.quantity} × ${formatMoney(line.unitAmount)})` : ''} ${formatMoney(line.amount)}`,
    )
    .join('; ');
}

/** 'Promo code SPRING10 −$120.00', or '' without a code. */
export function discountText(lineItems: readonly ExtraLine[]): string {
  const promo = lineItems.find((line) => line.code === 'PROMO_DISCOUNT');
  return promo ? `${promo.label} −${formatMoney(-promo.amount)}` : '';
}
