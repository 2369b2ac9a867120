// The server's staff (admin) routes of pricing: each route of `contracts/routes/pricing-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// The staff quote form's live price, priced as the save will price it (decision 035).
export const previewAdminQuotePrice = {
  method: 'POST',
  path: '/api/admin/quotes/price',
  entry: 'functions/http/admin/preview-quote-price.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Pricing (issue 18, decision 026): the price versions and seasonal rules staff save; every price path reads them.
export const getAdminPricing = {
  method: 'GET',
  path: '/api/admin/pricing',
  entry: 'functions/http/admin/get-pricing.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const changeAdminPricing = {
  method: 'POST',
  path: '/api/admin/pricing',
  entry: 'functions/http/admin/change-pricing.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  // events:publish: a version saved in effect today republishes the site (decision 026).
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Add-ons and promo codes (issue 18, decision 027): the staff's catalogue and codes, the add-ons
// a guest may choose, and a code's check before the quote is saved.
export const listAdminProducts = {
  method: 'GET',
  path: '/api/admin/products',
  entry: 'functions/http/admin/list-products.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminProduct = {
  method: 'POST',
  path: '/api/admin/products',
  entry: 'functions/http/admin/create-product.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const putAdminProduct = {
  method: 'PUT',
  path: '/api/admin/products/{id}',
  entry: 'functions/http/admin/put-product.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const listAdminPromoCodes = {
  method: 'GET',
  path: '/api/admin/promo-codes',
  entry: 'functions/http/admin/list-promo-codes.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminPromoCode = {
  method: 'POST',
  path: '/api/admin/promo-codes',
  entry: 'functions/http/admin/create-promo-code.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const putAdminPromoCode = {
  method: 'PUT',
  path: '/api/admin/promo-codes/{code}',
  entry: 'functions/http/admin/put-promo-code.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;
