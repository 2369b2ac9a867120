// The API's routes of pricing: the running price, add-ons and promo codes; staff: prices, products and codes (decision 041).
// The staff's (admin) routes are in ./pricing-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import type { PricePreviewRequest, PricePreviewResponse, pricePreviewRequestSchema } from '#domain/booking/price-preview.ts';
import type { AdminPricingResponse, PricingChange } from '#domain/pricing/pricing-admin.ts';
import type { AddOnListResponse, AdminProductListResponse, AdminProductResponse } from '#domain/pricing/products.ts';
import type { ProductRequest } from '#domain/pricing/product-input.ts';
import type {
  AdminPromoCodeListResponse,
  AdminPromoCodeResponse,
  applyPromoCodeRequestSchema,
  newPromoCodeSchema,
  PromoCheckResponse,
  promoCodeInputSchema,
} from '#domain/pricing/promo-codes.ts';
import type * as z from '#domain/shared/zod.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  previewQuotePrice: { method: 'POST', path: '/api/quotes/price', auth: 'public' },
  listAddOns: { method: 'GET', path: '/api/add-ons', auth: 'public' },
  checkPromoCode: { method: 'POST', path: '/api/promo-codes/check', auth: 'public' },
  applyQuotePromoCode: { method: 'POST', path: '/api/quotes/by-token/{token}/promo-code', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface PricingIo {
  previewQuotePrice: { response: PricePreviewResponse; body: PricePreviewRequest };
  previewAdminQuotePrice: { response: PricePreviewResponse; body: PricePreviewRequest };
  getAdminPricing: { response: AdminPricingResponse };
  changeAdminPricing: { response: AdminPricingResponse; body: PricingChange };
  listAdminProducts: { response: AdminProductListResponse };
  createAdminProduct: { response: AdminProductResponse; body: ProductRequest };
  putAdminProduct: { response: AdminProductResponse; body: ProductRequest };
  listAdminPromoCodes: { response: AdminPromoCodeListResponse };
  createAdminPromoCode: { response: AdminPromoCodeResponse; body: z.input<typeof newPromoCodeSchema> };
  putAdminPromoCode: { response: AdminPromoCodeResponse; body: z.input<typeof promoCodeInputSchema> };
  listAddOns: { response: AddOnListResponse };
  checkPromoCode: { response: PromoCheckResponse; body: z.input<typeof pricePreviewRequestSchema> };
  applyQuotePromoCode: { response: QuoteByTokenResponse; body: z.input<typeof applyPromoCodeRequestSchema> };
}

export const pricingRoutes: RouteTable<typeof publicTable, PricingIo> = publicTable;
