// The API's staff (admin) routes of pricing (decision 041), apart from the public ones in ./pricing.ts
// so that no public page's chunk carries them. Their types are ./pricing.ts's `PricingIo`.
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { PricingIo } from './pricing.ts';

const staffTable = {
  previewAdminQuotePrice: { method: 'POST', path: '/api/admin/quotes/price', auth: 'admin', roles: OFFICE },
  getAdminPricing: { method: 'GET', path: '/api/admin/pricing', auth: 'admin', roles: OWNER_ONLY },
  changeAdminPricing: { method: 'POST', path: '/api/admin/pricing', auth: 'admin', roles: OWNER_ONLY },
  listAdminProducts: { method: 'GET', path: '/api/admin/products', auth: 'admin', roles: OWNER_ONLY },
  createAdminProduct: { method: 'POST', path: '/api/admin/products', auth: 'admin', roles: OWNER_ONLY },
  putAdminProduct: { method: 'PUT', path: '/api/admin/products/{id}', auth: 'admin', roles: OWNER_ONLY },
  listAdminPromoCodes: { method: 'GET', path: '/api/admin/promo-codes', auth: 'admin', roles: OWNER_ONLY },
  createAdminPromoCode: { method: 'POST', path: '/api/admin/promo-codes', auth: 'admin', roles: OWNER_ONLY },
  putAdminPromoCode: { method: 'PUT', path: '/api/admin/promo-codes/{code}', auth: 'admin', roles: OWNER_ONLY },
} as const satisfies Record<string, StaffRouteContract>;

export const pricingStaffRoutes: RouteTable<typeof staffTable, PricingIo> = staffTable;
