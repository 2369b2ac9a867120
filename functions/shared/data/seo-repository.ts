import { DeleteCommand, documentClient, GetCommand, PutCommand, QueryCommand } from './client.ts';
import { businessFacts } from '#domain/business.ts';
import { seoOverridesSchemaFor, seoRouteSchema, type SeoMeta } from '#domain/seo.ts';
import type { Config } from '../config.ts';

export type SeoOverrides = Partial<SeoMeta>;

const overridesSchemas = new Map<string, ReturnType<typeof seoOverridesSchemaFor>>();

/**
 * What staff may store, with the site's own addresses as this function knows them: the
 * business's website (what the prerendered pages call canonical) and the stage's SITE_URL.
 */
export function seoOverridesSchemaOf(config: Pick<Config, 'SITE_URL'>) {
  let schema = overridesSchemas.get(config.SITE_URL);
  if (!schema) {
    schema = seoOverridesSchemaFor([businessFacts.website, config.SITE_URL]);
    overridesSchemas.set(config.SITE_URL, schema);
  }
  return schema;
}

export interface SeoRecord {
  route: string;
  meta: SeoOverrides;
  updatedAt: string;
}

// Access patterns: the record of one route (pk/sk); every customised route, by path, for the
// admin SEO editor (gsi1).
const keys = {
  record: (route: string) => ({ pk: `SEO#${route}`, sk: 'META' }),
  listing: (route: string) => ({ gsi1pk: 'SEO', gsi1sk: route }),
};

function toRecord(item: Record<string, unknown>): SeoRecord {
  return { route: String(item['route']), meta: (item['meta'] ?? {}) as SeoOverrides, updatedAt: String(item['updatedAt']) };
}

export function seoRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async get(route: string): Promise<SeoRecord | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.record(seoRouteSchema.parse(route)) }));
      return Item ? toRecord(Item) : null;
    },

    /**
     * Replaces the route's record (the whole set of overrides, not a merge with the stored one).
     * Both the route and the fields are validated here, so no caller can store a bad record;
     * a zod error is thrown otherwise.
     */
    async put(route: string, meta: unknown, at: string): Promise<SeoRecord> {
      const record: SeoRecord = { route: seoRouteSchema.parse(route), meta: seoOverridesSchemaOf(config).parse(meta), updatedAt: at };
      await db.send(new PutCommand({ TableName, Item: { ...keys.record(record.route), ...keys.listing(record.route), type: 'SeoMeta', ...record } }));
      return record;
    },

    /** Drops the route's overrides: the page goes back to its catalogue defaults. */
    async remove(route: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.record(seoRouteSchema.parse(route)) }));
    },

    /** Every route with a record, by path. */
    async list(limit = 500): Promise<SeoRecord[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'SEO' }, Limit: limit }),
      );
      return Items.map(toRecord);
    },
  };
}
