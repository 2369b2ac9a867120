import type { BalanceCheckoutResponse } from '#domain/booking/booking.ts';
import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import { balanceCheckout } from '../../../app/payments/balance-checkout.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { guestBooking } from '../../../app/portal/guest-booking.ts';
import { tripPath } from '../../../app/portal/trip-view.ts';
import * as routes from '../../routes/portal.ts';

/**
 * POST /api/portal/trips/{id}/balance-checkout: the trip page's pay button, the balance's pay link
 * (decision 019) for this booking, back to the trip page (decision 024). 409 DEPOSIT_UNPAID or
 * PAID_IN_FULL as for the pay link.
 */
export const handler = guestHandler(routes.startPortalTripBalanceCheckout, { params: tripParamsSchema }, async ({ input, config, now, guest }) => {
  const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
  const response: BalanceCheckoutResponse = orRefuse(
    await balanceCheckout(config, booking.quoteToken, now, { bookingId: booking.id, returnPath: tripPath(booking.id) }),
  );
  return json(200, response);
});
