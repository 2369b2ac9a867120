import type { AdminProductListResponse } from '#domain/pricing/products.ts';
import { productsRepository } from '../../adapters/dynamodb/products-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

/** GET /api/admin/products: the whole add-on catalogue, retired products too (decision 027). */
export const handler = signedInHandler(routes.listAdminProducts, {}, async ({ config }) => {
  const response: AdminProductListResponse = { products: await productsRepository(config).list() };
  return json(200, response);
});
