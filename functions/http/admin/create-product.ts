import { newProductSchema } from '#domain/pricing/product-input.ts';
import { productIdFrom, type AdminProductResponse, type Product } from '#domain/pricing/products.ts';
import { productsRepository } from '../../adapters/dynamodb/products-repository.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

/**
 * POST /api/admin/products: a new add-on. A bad field is a 400 naming it and stores nothing; an
 * id in use (a starter's, or a stored product's) is a 409. The id comes from the name when absent.
 */
export const handler = signedInHandler(routes.createAdminProduct, { body: newProductSchema }, async ({ input, principal, config, now }) => {
  const { id, mediaId, ...fields } = input.body;
  const product: Product = {
    ...fields,
    id: id ?? productIdFrom(fields.name),
    ...(mediaId ? { mediaId } : {}),
    updatedAt: now.toISOString(),
    updatedBy: principal.email,
  };
  if (!(await productsRepository(config).create(product))) {
    throw new ConflictError('PRODUCT_EXISTS', `A product with the id ${product.id} exists already. Edit it, or choose another id.`, {
      id: 'Choose another id.',
    });
  }
  const response: AdminProductResponse = { product };
  return json(201, response);
});
