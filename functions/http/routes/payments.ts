// The server's routes of payments: each route of `contracts/routes/payments.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// The guest pays the deposit of the quote's booking: answers the Stripe Checkout page to go to
// (the open one, or a new one). A guest comes back to it a few times at most.
export const startDepositCheckout = {
  method: 'POST',
  path: '/api/bookings/checkout',
  entry: 'functions/http/bookings/start-deposit-checkout.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'payments:stripe'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// The guest pays the balance of the quote's confirmed booking by its pay link (decision 019):
// the quote page's button and the reminder e-mails lead here. A guest pays a balance once or twice.
export const startBalanceCheckout = {
  method: 'POST',
  path: '/api/bookings/balance-checkout',
  entry: 'functions/http/bookings/start-balance-checkout.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'payments:stripe'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Split the cost (decision 021): the organiser (the quote link's holder) makes the booking's
// share link and sets the per-share amount. A few changes a booking at most.
export const setShareLink = {
  method: 'POST',
  path: '/api/bookings/share',
  entry: 'functions/http/bookings/set-share-link.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// The page a share link opens: the booking's money as a friend sees it. The share token is the
// secret (43 random characters), so reads need no limit of their own.
export const getSharePage = {
  method: 'GET',
  path: '/api/pay/{token}',
  entry: 'functions/http/pay/get-share-page.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The share page a friend opens, rendered with its figures (decision 093), as the quote page is
// (routes/booking.ts getQuotePage): the API's own answer through the page's components.
export const getPayPage = {
  method: 'GET',
  path: '/pay/{token}',
  entry: 'functions/http/pages/pay-page.ts',
  auth: 'public',
  permissions: [],
} as const satisfies RouteDefinition;

// A friend starts paying a share: reserves it and answers the Stripe Checkout page. A group
// pays from one address at times (a party at one table): the limit allows a group's worth.
export const startShareCheckout = {
  method: 'POST',
  path: '/api/pay/{token}/checkout',
  entry: 'functions/http/pay/start-share-checkout.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'payments:stripe'],
  rateLimit: { requests: 60, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Stripe's webhook (decision 018): verified by its signature before anything is read. Stripe
// delivers from a few addresses, a handful of events per payment: the limit is far above that,
// and a 429 is only delayed (Stripe retries it), never lost.
export const stripeWebhook = {
  method: 'POST',
  path: '/api/payments/stripe/webhook',
  entry: 'functions/http/payments/stripe-webhook.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  rateLimit: { requests: 600, windowSeconds: 60 },
} as const satisfies RouteDefinition;
