import type { AdminProductListResponse } from '#domain/pricing/products.ts';
import { productsRepository } from '../../shared/data/products-repository.ts';
import { signedInHandler } from '../../shared/http/signed-in-handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

/** GET /api/admin/products: the whole add-on catalogue, retired products too (decision 027). */
export const handler = signedInHandler(routes.listAdminProducts, {}, async ({ config }) => {
  const response: AdminProductListResponse = { products: await productsRepository(config).list() };
  return json(200, response);
});
