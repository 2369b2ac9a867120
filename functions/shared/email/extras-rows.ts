import { formatMoney } from '#domain/money.ts';
import type { PriceLineItem } from '#domain/pricing.ts';
import type { DetailRow } from './layout.ts';

/**
 * The add-ons and the promo code of a price as e-mail detail rows (decision 027), or none when it
 * has neither: 'Coolers on ice (2 × $25.00) $50.00; ...' and 'Promo code SPRING10 −$120.00'.
 */
export function extrasRows(lineItems: readonly PriceLineItem[]): DetailRow[] {
  const addOns = lineItems
    .filter((line) => line.code === 'ADD_ON')
    .map((line) => `${line.label}${line.quantity !== undefined && line.quantity > 1 && line.unitAmount !== undefined ? ` (${line.quantity} × ${formatMoney(line.unitAmount)})` : ''} ${formatMoney(line.amount)}`);
  const promo = lineItems.find((line) => line.code === 'PROMO_DISCOUNT');
  return [
    ...(addOns.length > 0 ? [['Add-ons', addOns.join('; ')] as const] : []),
    ...(promo ? [['Discount', `${promo.label} −${formatMoney(-promo.amount)}`] as const] : []),
  ];
}
