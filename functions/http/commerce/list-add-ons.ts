import { isPublished } from '#domain/content/media.ts';
import { publicAddOn, type AddOnListResponse, type AddOnPhoto } from '#domain/pricing/products.ts';
import { productsRepository } from '../../adapters/dynamodb/products-repository.ts';
import { mediaRepository } from '../../adapters/dynamodb/media-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing.ts';

/**
 * GET /api/add-ons: the active add-ons, for /chat, the quote page and the staff's quote form to
 * offer (decision 027), each with its photo when the media library has it published: an asset
 * without alt text or still processing never reaches a guest's page.
 */
export const handler = httpHandler(routes.listAddOns, {}, async ({ config }) => {
  const active = (await productsRepository(config).list()).filter((product) => product.active);
  const mediaIds = active.flatMap((product) => (product.mediaId ? [product.mediaId] : []));
  const assets = mediaIds.length > 0 ? await mediaRepository(config).getMany(mediaIds) : [];
  const photos = new Map<string, AddOnPhoto>(
    assets
      .filter(isPublished)
      .map((asset) => [
        asset.id,
        { alt: asset.alt, width: asset.width, height: asset.height, variants: asset.variants.map(({ format, width, path }) => ({ format, width, path })) },
      ]),
  );
  const response: AddOnListResponse = { addOns: active.map((product) => publicAddOn(product, product.mediaId ? photos.get(product.mediaId) : undefined)) };
  return json(200, response);
});
