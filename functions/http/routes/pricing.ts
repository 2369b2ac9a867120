// The server's routes of pricing: each route of `contracts/routes/pricing.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// /chat's running price, asked of the server as the guest answers (decision 035): debounced,
// about one request per answer, so a long sitting stays well inside the limit. It reads only;
// the limit (and the code check's, when a code is sent) keeps it from being a free pricing or
// code-guessing oracle.
export const previewQuotePrice = {
  method: 'POST',
  path: '/api/quotes/price',
  entry: 'functions/http/quotes/preview-price.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 300, windowSeconds: 600 },
} as const satisfies RouteDefinition;

export const listAddOns = {
  method: 'GET',
  path: '/api/add-ons',
  entry: 'functions/http/commerce/list-add-ons.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// A guest tries a code a few times at most; the limit keeps a script from guessing codes.
export const checkPromoCode = {
  method: 'POST',
  path: '/api/promo-codes/check',
  entry: 'functions/http/commerce/check-promo-code.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 20, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// A promo code on the quote page (issue 18, decision 027): the saved quote priced again with the
// code. Limited like the code check, so a script cannot guess codes through it either.
export const applyQuotePromoCode = {
  method: 'POST',
  path: '/api/quotes/by-token/{token}/promo-code',
  entry: 'functions/http/quotes/apply-promo-code.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 20, windowSeconds: 600 },
} as const satisfies RouteDefinition;
