import type { BalanceCheckoutResponse } from '#domain/booking/booking.ts';
import { balanceCheckoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { balanceCheckout } from '../../app/payments/balance-checkout.ts';
import * as routes from '../routes/payments.ts';

/**
 * POST /api/bookings/balance-checkout `{ quoteToken }`: the Stripe Checkout page where the guest
 * pays what the balance of the quote's confirmed booking still lacks (the amount is the domain's).
 * 200 `{ url, amount, dueOn }`; 404 without a booking; 409 DEPOSIT_UNPAID or PAID_IN_FULL.
 */
export const handler = httpHandler(routes.startBalanceCheckout, { body: balanceCheckoutRequestSchema }, async ({ input, config, now }) => {
  const response: BalanceCheckoutResponse = orRefuse(await balanceCheckout(config, input.body.quoteToken, now));
  return json(200, response);
});
