import { documentClient, GetCommand, PutCommand, QueryCommand, isConditionalCheckFailed } from './client.ts';
import { BOAT_IDS } from '#domain/pricing/fleet.ts';
import { CRUISE_KINDS } from '#domain/booking/inventory.ts';
import { ADD_ON_UNITS } from '#domain/pricing/price-extras.ts';
import { catalogue, STARTER_PRODUCTS, type Product } from '#domain/pricing/products.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

// The add-on catalogue (decision 027). Only what staff saved is stored; the starter products of
// domain/pricing/products.ts fill the rest, so a fresh install sells them with no seeding step.
//
// Access patterns: a product by id (pk/sk); every stored product for the catalogue (gsi1, by id:
// a few dozen at most).
const keys = {
  product: (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' }),
  listing: (id: string) => ({ gsi1pk: 'PRODUCT', gsi1sk: id }),
};

const storedProductSchema: z.ZodMiniType<Product> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.string(),
  per: z.enum(ADD_ON_UNITS),
  unitAmount: z.number(),
  boats: z.array(z.enum(BOAT_IDS)),
  cruiseKinds: z.array(z.enum(CRUISE_KINDS)),
  active: z.boolean(),
  maxQuantity: z.optional(z.number()),
  mediaId: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
} satisfies ShapeOf<Product>);

const toProduct = itemParser('Product', storedProductSchema);

export function productsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function stored(): Promise<Product[]> {
    const { Items = [] } = await db.send(
      new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'PRODUCT' }, Limit: 500 }),
    );
    return Items.map(toProduct);
  }

  const item = (product: Product) => ({ ...keys.product(product.id), ...keys.listing(product.id), type: 'Product', ...product });

  return {
    /** The whole catalogue: starters (or their stored edits), then staff's own products by name. */
    async list(): Promise<Product[]> {
      return catalogue(await stored());
    },

    /** A product by id: the stored one, else the starter of that id, else null. */
    async get(id: string): Promise<Product | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.product(id), ConsistentRead: true }));
      return Item ? toProduct(Item) : (STARTER_PRODUCTS.find((product) => product.id === id) ?? null);
    },

    /** Stores a new product; false when the id is taken (stored, or a starter's). */
    async create(product: Product): Promise<boolean> {
      if (STARTER_PRODUCTS.some((starter) => starter.id === product.id)) return false;
      try {
        await db.send(new PutCommand({ TableName, Item: item(product), ConditionExpression: 'attribute_not_exists(pk)' }));
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    /** Replaces a product (a starter's first edit stores it). The caller has read it, so it exists. */
    async replace(product: Product): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: item(product) }));
    },
  };
}
