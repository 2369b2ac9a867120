import type { DepositCheckoutResponse } from '#domain/booking/booking.ts';
import { depositCheckoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { depositCheckout } from '../../app/payments/checkout.ts';
import * as routes from '../routes/payments.ts';

/**
 * POST /api/bookings/checkout `{ quoteToken }`: the Stripe Checkout page where the guest pays the
 * deposit of the quote's booking, for the amount the domain worked out when it was booked. 200
 * `{ url, amount, holdExpiresAt }`; 404 without a booking; 409 DEPOSIT_PAID or HOLD_ENDED.
 */
export const handler = httpHandler(routes.startDepositCheckout, { body: depositCheckoutRequestSchema }, async ({ input, config, now }) => {
  const checkout = orRefuse(await depositCheckout(config, input.body.quoteToken, now, input.body.saveCard ?? false));
  const response: DepositCheckoutResponse = checkout;
  return json(200, response);
});
