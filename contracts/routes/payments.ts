// The API's routes of payments: the deposit, the balance, friends' shares and Stripe's webhook; staff: payments, refunds, adjustments, cancellations and pay links (decision 041).
// The staff's (admin) routes are in ./payments-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type {
  BalanceCheckoutRequest,
  cancelBookingSchema,
  DepositCheckoutRequest,
  recordPaymentSchema,
  refundBookingSchema,
} from '#domain/booking/booking-schemas.ts';
import type { AdminBookingResponse, AdminCancelBookingResponse, BalanceCheckoutResponse, DepositCheckoutResponse } from '#domain/booking/booking.ts';
import type { adjustBookingSchema } from '#domain/payments/adjustment-schema.ts';
import type { ShareCheckoutRequest, ShareLinkRequest } from '#domain/payments/split-payment-schemas.ts';
import type { ShareCheckoutResponse, ShareLinkResponse, SharePageResponse } from '#domain/payments/split-payments.ts';
import type * as z from '#domain/shared/zod.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  startDepositCheckout: { method: 'POST', path: '/api/bookings/checkout', auth: 'public' },
  startBalanceCheckout: { method: 'POST', path: '/api/bookings/balance-checkout', auth: 'public' },
  setShareLink: { method: 'POST', path: '/api/bookings/share', auth: 'public' },
  getSharePage: { method: 'GET', path: '/api/pay/{token}', auth: 'public' },
  startShareCheckout: { method: 'POST', path: '/api/pay/{token}/checkout', auth: 'public' },
  // The share page itself, rendered with its booking's figures (decision 093): HTML at the link's own address.
  getPayPage: { method: 'GET', path: '/pay/{token}', auth: 'public' },
  stripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface PaymentsIo {
  startDepositCheckout: { response: DepositCheckoutResponse; body: DepositCheckoutRequest };
  startBalanceCheckout: { response: BalanceCheckoutResponse; body: BalanceCheckoutRequest };
  setShareLink: { response: ShareLinkResponse; body: ShareLinkRequest };
  getSharePage: { response: SharePageResponse };
  startShareCheckout: { response: ShareCheckoutResponse; body: ShareCheckoutRequest };
  /** The page's HTML (never called by the browser's client: the browser navigates to it). */
  getPayPage: { response: string };
  /** Stripe's event as it signed it: the raw text its signature is checked on, never JSON parsed before. */
  stripeWebhook: { response: { received: true }; body: string };
  recordBookingPayment: { response: AdminBookingResponse; body: z.input<typeof recordPaymentSchema> };
  cancelAdminBooking: { response: AdminCancelBookingResponse; body: z.input<typeof cancelBookingSchema> };
  refundAdminBooking: { response: AdminBookingResponse; body: z.input<typeof refundBookingSchema> };
  adjustAdminBooking: { response: AdminBookingResponse; body: z.input<typeof adjustBookingSchema> };
  resendAdminPayLink: { response: { sentTo: string; amount: number } };
  /** Stripe's card page for the deposit of a pending booking, opened by staff for the caller (issue 29). */
  startAdminCardCheckout: { response: DepositCheckoutResponse };
}

/** The prerendered shell of every share page (decision 061), which its route renders into (decision 093). */
export const PAY_SHELL_FILE = 'pay-shell.html';

export const paymentsRoutes: RouteTable<typeof publicTable, PaymentsIo> = publicTable;
