import { publicAddOn, type AddOnListResponse } from '#domain/products.ts';
import { productsRepository } from '../../shared/data/products-repository.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { routes } from '../routes.ts';

/** GET /api/add-ons: the active add-ons, for /chat and the staff's quote form to offer (decision 027). */
export const handler = httpHandler(routes.listAddOns, {}, async ({ config }) => {
  const response: AddOnListResponse = { addOns: (await productsRepository(config).list()).filter((product) => product.active).map(publicAddOn) };
  return json(200, response);
});
