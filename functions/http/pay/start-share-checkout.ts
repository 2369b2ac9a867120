import * as z from '#domain/shared/zod.ts';
import { shareCheckoutRequestSchema, shareTokenSchema } from '#domain/payments/split-payment-schemas.ts';
import type { ShareCheckoutResponse } from '#domain/payments/split-payments.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { shareCheckout } from '../../app/payments/share-checkout.ts';
import * as routes from '../routes/payments.ts';

const params = z.object({ token: z.catch(z.nullable(shareTokenSchema), null) });

/**
 * POST /api/pay/{token}/checkout `{ name, email }`: reserves the friend's share and answers the Stripe
 * Checkout page that charges it (decision 021). 200 `{ url, amount, expiresAt }`; 404 for a link
 * that opens nothing; 409 NOTHING_LEFT or BOOKING_NOT_PAYABLE.
 */
export const handler = httpHandler(routes.startShareCheckout, { params, body: shareCheckoutRequestSchema }, async ({ input, config, now }) => {
  if (!input.params.token) throw new NotFoundError('This share link does not open a booking. Ask the organiser for the link again.', 'SHARE_NOT_FOUND');
  const response: ShareCheckoutResponse = orRefuse(await shareCheckout(config, input.params.token, input.body, now));
  return json(200, response);
});
