// The API's staff (admin) routes of pricing (decision 041), apart from the public ones in ./pricing.ts
// so that no public page's chunk carries them. Their types are ./pricing.ts's `PricingIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { PricingIo } from './pricing.ts';

const staffTable = {
  previewAdminQuotePrice: { method: 'POST', path: '/api/admin/quotes/price', auth: 'admin' },
  getAdminPricing: { method: 'GET', path: '/api/admin/pricing', auth: 'admin' },
  changeAdminPricing: { method: 'POST', path: '/api/admin/pricing', auth: 'admin' },
  listAdminProducts: { method: 'GET', path: '/api/admin/products', auth: 'admin' },
  createAdminProduct: { method: 'POST', path: '/api/admin/products', auth: 'admin' },
  putAdminProduct: { method: 'PUT', path: '/api/admin/products/{id}', auth: 'admin' },
  listAdminPromoCodes: { method: 'GET', path: '/api/admin/promo-codes', auth: 'admin' },
  createAdminPromoCode: { method: 'POST', path: '/api/admin/promo-codes', auth: 'admin' },
  putAdminPromoCode: { method: 'PUT', path: '/api/admin/promo-codes/{code}', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const pricingStaffRoutes: RouteTable<typeof staffTable, PricingIo> = staffTable;
