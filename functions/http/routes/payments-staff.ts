// The server's staff (admin) routes of payments: each route of `contracts/routes/payments-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

export const recordBookingPayment = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/payments',
  entry: 'functions/http/admin/record-booking-payment.ts',
  auth: 'admin',
  roles: OFFICE,
  // It closes the guest's open pay links first (decision 037), at Stripe.
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

// Cancelling closes the checkout and refunds by the terms, through Stripe (decision 020).
export const cancelAdminBooking = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/cancel',
  entry: 'functions/http/admin/cancel-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

// A staff refund of an amount, with a reason, to where the money came from (decision 020).
export const refundAdminBooking = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/refunds',
  entry: 'functions/http/admin/refund-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

// A discount or a credit with a reason (decision 037); closing a stale pay link needs Stripe.
export const adjustAdminBooking = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/adjustments',
  entry: 'functions/http/admin/adjust-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
} as const satisfies RouteDefinition;

// The guest's pay link again: announced, and its consumer e-mails it through the outbox (decision 020).
export const resendAdminPayLink = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/pay-link',
  entry: 'functions/http/admin/resend-pay-link.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Stripe's card page for a pending booking's deposit, opened by staff for a caller (issue 29, decision 068).
export const startAdminCardCheckout = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/card-checkout',
  entry: 'functions/http/admin/start-card-checkout.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'payments:stripe'],
} as const satisfies RouteDefinition;
