import type { BalanceCheckoutResponse, CreateBookingResponse, DepositCheckoutResponse } from '#domain/booking/booking.ts';
import type { CreateBookingRequest } from '#domain/booking/booking-schemas.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { paymentsRoutes } from '#contracts/routes/payments.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';

/**
 * Books a quote. The Idempotency-Key names one booking attempt: a retry of the same attempt
 * (a lost answer, a flaky phone network) gets the booking the first request made, never a
 * second boat.
 */
export function createBooking(request: CreateBookingRequest, idempotencyKey: string): Promise<CreateBookingResponse> {
  return api(bookingRoutes.createBooking, { body: request, headers: { 'idempotency-key': idempotencyKey } });
}

/**
 * Where to pay the booking's deposit: the Stripe Checkout page for the amount the server worked
 * out (the browser never sends an amount). Asking again gives the same open page.
 */
export function startDepositCheckout(quoteToken: string, saveCard = false): Promise<DepositCheckoutResponse> {
  return api(paymentsRoutes.startDepositCheckout, { body: saveCard ? { quoteToken, saveCard } : { quoteToken } });
}

/** Where to pay what the balance of the confirmed booking still lacks (the amount is the server's). */
export function startBalanceCheckout(quoteToken: string): Promise<BalanceCheckoutResponse> {
  return api(paymentsRoutes.startBalanceCheckout, { body: { quoteToken } });
}

/** What a refused checkout request means, in words for the guest. */
export function checkoutFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const message = (JSON.parse(error.body) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string' && error.status < 500) return message;
    } catch {
      // Not our error shape: the general line below.
    }
  }
  return 'We could not open the payment page just now. Your boat is still held: try again in a moment.';
}
