import { shareLinkRequestSchema } from '#domain/payments/split-payment-schemas.ts';
import type { ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { setShareLink } from '../../app/payments/share-link.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/payments.ts';

/**
 * POST /api/bookings/share `{ quoteToken, shareAmount? }`: the booking's share link (made once) and
 * the per-share amount the organiser sets (cents; null for the per-person cost). 200 `{ shares }`;
 * 404 without a booking; 409 BOOKING_ENDED; 400 for an amount under $1 or over the total.
 */
export const handler = httpHandler(routes.setShareLink, { body: shareLinkRequestSchema }, async ({ input, config, now }) => {
  const response: ShareLinkResponse = { shares: orRefuse(await setShareLink(config, input.body.quoteToken, input.body.shareAmount, now)) };
  return json(200, response);
});
