import { DeleteCommand, documentClient, PutCommand, QueryCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import { isoDateSchema } from '#domain/booking/schemas.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/**
 * Something said about the business that staff recorded to show on the homepage: a review
 * quote, a press mention, what an AI assistant answered. Only real, recorded endorsements are
 * shown; there are no defaults.
 */
export const endorsementSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'An id is a slug such as austin-monthly-2026.' }), z.maxLength(64)),
  quote: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  /** Where it was said: 'Google review', 'ChatGPT', 'Austin Monthly'. */
  source: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** Who said it, when it may be named. */
  attribution: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  /** A link to the original; https only, since it is rendered as a link on the homepage. */
  url: z.optional(z.url({ protocol: /^https$/, message: 'Use an https:// link.' }).check(z.maxLength(2048))),
  addedOn: isoDateSchema,
  /** Display order on the homepage, lowest first; ties go to the earlier addedOn. */
  position: z.number().check(z.int(), z.gte(0), z.lte(999_999)),
});
export type Endorsement = z.infer<typeof endorsementSchema>;

// Access patterns: one endorsement by id (pk/sk); all of them in display order (gsi1, sorted by
// zero-padded position, then addedOn).
const keys = {
  endorsement: (id: string) => ({ pk: `ENDORSEMENT#${id}`, sk: 'ENDORSEMENT' }),
  ordered: (e: Endorsement) => ({ gsi1pk: 'ENDORSEMENT', gsi1sk: `${String(e.position).padStart(6, '0')}#${e.addedOn}#${e.id}` }),
};

// Read with the schema a save passes: every endorsement shown was recorded through it.
const toEndorsement = itemParser('Endorsement', endorsementSchema);

export function endorsementsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Creates or replaces an endorsement; throws a zod error for an invalid one. */
    async put(input: unknown): Promise<Endorsement> {
      const endorsement = endorsementSchema.parse(input);
      await db.send(
        new PutCommand({ TableName, Item: { ...keys.endorsement(endorsement.id), ...keys.ordered(endorsement), type: 'Endorsement', ...endorsement } }),
      );
      return endorsement;
    },

    async remove(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.endorsement(id) }));
    },

    /** In display order. */
    async list(limit = 100): Promise<Endorsement[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'ENDORSEMENT' },
          Limit: limit,
        }),
      );
      return Items.map(toEndorsement);
    },
  };
}
