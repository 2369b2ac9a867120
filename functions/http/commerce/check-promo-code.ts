import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { promoCharge } from '#domain/pricing/promo-codes.ts';
import type { PromoCheckResponse } from '#domain/pricing/promo-codes.ts';
// The same request as the price preview's: the selection as it stands and the guest's e-mail when known.
import { pricePreviewRequestSchema } from '#domain/booking/price-preview.ts';
import { priceSelection } from '../../app/pricing/price-selection.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { refusalError } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing.ts';

/**
 * POST /api/promo-codes/check `{ selection, email? }`: whether the selection's code applies, with
 * the price it gives (200 `{ applied: true, discount, price }`), or why not (200 `{ applied:
 * false, reason, message }`). Nothing is stored or counted; saving the quote checks again.
 */
export const handler = httpHandler(routes.checkPromoCode, { body: pricePreviewRequestSchema }, async ({ input, config, now }) => {
  const { selection, email } = input.body;
  if (!selection.promoCode) {
    const response: PromoCheckResponse = { applied: false, reason: 'UNKNOWN', message: 'Enter a promo code.' };
    return json(200, response);
  }
  const priced = await priceSelection(config, selection, { today: calendarDateIn(now), email });
  if (!priced.ok) {
    if (!('promo' in priced)) throw refusalError(priced.refusal);
    const response: PromoCheckResponse = { applied: false, reason: priced.promo.reason, message: priced.promo.message };
    return json(200, response);
  }
  const { price, promo } = priced.value;
  // The browser prices the code itself while the guest carries on (the server prices it again on save).
  if (!promo) {
    const response: PromoCheckResponse = { applied: false, reason: 'UNKNOWN', message: 'This promo code cannot be used.' };
    return json(200, response);
  }
  const discount = -(price.breakdown.lineItems.find((line) => line.code === 'PROMO_DISCOUNT')?.amount ?? 0);
  const response: PromoCheckResponse = {
    applied: true,
    code: selection.promoCode,
    discount,
    price,
    message: `${selection.promoCode} applied: ${formatMoney(discount)} off.`,
    promo: promoCharge(promo),
  };
  return json(200, response);
});
