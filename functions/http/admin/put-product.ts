import * as z from '#domain/shared/zod.ts';
import { productInputSchema } from '#domain/pricing/product-input.ts';
import { productIdSchema, type AdminProductResponse, type Product } from '#domain/pricing/products.ts';
import { productsRepository } from '../../adapters/dynamodb/products-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

const params = z.object({ id: z.catch(z.nullable(productIdSchema), null) });

/**
 * PUT /api/admin/products/{id}: replaces a product's fields (a starter's first edit stores it).
 * Quotes already issued keep the price they were given; new quotes take the new one.
 */
export const handler = signedInHandler(routes.putAdminProduct, { params, body: productInputSchema }, async ({ input, principal, config, now }) => {
  const products = productsRepository(config);
  const existing = input.params.id ? await products.get(input.params.id) : null;
  if (!existing) throw new NotFoundError('No product has this id.', 'PRODUCT_NOT_FOUND');
  const { mediaId, ...fields } = input.body;
  const product: Product = { ...fields, id: existing.id, ...(mediaId ? { mediaId } : {}), updatedAt: now.toISOString(), updatedBy: principal.email };
  await products.replace(product);
  const response: AdminProductResponse = { product };
  return json(200, response);
});
