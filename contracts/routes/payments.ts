// The API's routes of payments: the deposit, the balance, friends' shares and Stripe's webhook; staff: payments, refunds, adjustments, cancellations and pay links (decision 041).
// The staff's (admin) routes are in ./payments-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type { BalanceCheckoutRequest, DepositCheckoutRequest } from '#domain/booking/booking-schemas.ts';
import type { AdminBookingResponse, AdminCancelBookingResponse, BalanceCheckoutResponse, DepositCheckoutResponse } from '#domain/booking/booking.ts';
import type { ShareCheckoutRequest, ShareLinkRequest } from '#domain/payments/split-payment-schemas.ts';
import type { ShareCheckoutResponse, ShareLinkResponse, SharePageResponse } from '#domain/payments/split-payments.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  startDepositCheckout: { method: 'POST', path: '/api/bookings/checkout', auth: 'public' },
  startBalanceCheckout: { method: 'POST', path: '/api/bookings/balance-checkout', auth: 'public' },
  setShareLink: { method: 'POST', path: '/api/bookings/share', auth: 'public' },
  getSharePage: { method: 'GET', path: '/api/pay/{token}', auth: 'public' },
  startShareCheckout: { method: 'POST', path: '/api/pay/{token}/checkout', auth: 'public' },
  stripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface PaymentsIo {
  startDepositCheckout: { response: DepositCheckoutResponse; body: DepositCheckoutRequest };
  startBalanceCheckout: { response: BalanceCheckoutResponse; body: BalanceCheckoutRequest };
  setShareLink: { response: ShareLinkResponse; body: ShareLinkRequest };
  getSharePage: { response: SharePageResponse };
  startShareCheckout: { response: ShareCheckoutResponse; body: ShareCheckoutRequest };
  stripeWebhook: { response: { received: true }; body: unknown };
  recordBookingPayment: { response: AdminBookingResponse; body: unknown };
  cancelAdminBooking: { response: AdminCancelBookingResponse; body: unknown };
  refundAdminBooking: { response: AdminBookingResponse; body: unknown };
  adjustAdminBooking: { response: AdminBookingResponse; body: unknown };
  resendAdminPayLink: { response: { sentTo: string; amount: number } };
}

export const paymentsRoutes: RouteTable<typeof publicTable, PaymentsIo> = publicTable;
