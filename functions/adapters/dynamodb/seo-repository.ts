import { DeleteCommand, documentClient, GetCommand, PutCommand, QueryCommand } from './client.ts';
import { businessFacts } from '#domain/site/business.ts';
import { OPEN_GRAPH_TYPES, ROBOTS_DIRECTIVES, seoOverridesSchemaFor, seoRouteSchema, TWITTER_CARDS, type SeoMeta } from '#domain/content/seo.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

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

/**
 * The overrides as stored: each field of its type, without the editor's caps and same-site rules
 * (seoOverridesSchemaOf), which a save passes but which records saved before a rule tightened
 * need not.
 */
const storedOverridesSchema: z.ZodMiniType<SeoOverrides> = z.partial(
  z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.array(z.string()),
    openGraphTitle: z.string(),
    openGraphDescription: z.string(),
    openGraphImage: z.string(),
    openGraphType: z.enum(OPEN_GRAPH_TYPES),
    twitterTitle: z.string(),
    twitterDescription: z.string(),
    twitterImage: z.string(),
    twitterCard: z.enum(TWITTER_CARDS),
    canonicalUrl: z.string(),
    robotsDirective: z.enum(ROBOTS_DIRECTIVES),
  } satisfies ShapeOf<SeoMeta>),
);

const seoRecordSchema = z.object({ route: z.string().check(z.minLength(1)), meta: z._default(storedOverridesSchema, {}), updatedAt: z.string() });
export type SeoRecord = z.infer<typeof seoRecordSchema>;

// Access patterns: the record of one route (pk/sk); every customised route, by path, for the
// admin SEO editor (gsi1).
const keys = {
  record: (route: string) => ({ pk: `SEO#${route}`, sk: 'META' }),
  listing: (route: string) => ({ gsi1pk: 'SEO', gsi1sk: route }),
};

const toRecord = itemParser('SeoMeta', seoRecordSchema);

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
