import { calendarDateIn } from '#domain/shared/dates.ts';
import { pricePreviewRequestSchema } from '#domain/booking/price-preview.ts';
import { previewSelectionPrice } from '../../app/pricing/price-preview.ts';
import { requestSourceIp } from '../../platform/http/client-address.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { enforceRateLimit, rateLimitBucket } from '../../platform/http/rate-limit.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing.ts';

/**
 * POST /api/quotes/price `{ selection, email? }`: /chat's running price, priced by the server as
 * saving the quote would price it now (decision 035). Nothing is stored. A selection with a promo
 * code also counts against the code check's limit, so this is no cheaper way to guess codes.
 */
export const handler = httpHandler(routes.previewQuotePrice, { body: pricePreviewRequestSchema }, async ({ input, config, now, event }) => {
  const { selection, email } = input.body;
  if (selection.promoCode) {
    const check = routes.checkPromoCode;
    await enforceRateLimit(config, { bucket: rateLimitBucket(check), sourceIp: requestSourceIp(event), limit: check.rateLimit, now });
  }
  return json(200, orRefuse(await previewSelectionPrice(config, selection, { today: calendarDateIn(now), email })));
});
