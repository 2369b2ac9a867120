import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand, type TableAccess } from '../data/client.ts';
import { contentBlockOverridesSchema, type ContentBlockOverrides } from '#domain/content-blocks.ts';
import * as z from '#domain/zod.ts';
import { itemParser } from '../data/parse-item.ts';
import { pendingEventItem, type PendingEvent } from '../data/pending-events-repository.ts';

// Access pattern: the one content-blocks item (pk/sk), read consistently: a save must see the
// version the previous save wrote and the site build must publish the latest text (decision 032).
const key = { pk: 'SETTINGS#content-blocks', sk: 'BLOCKS' };

const storedSchema = z.object({
  /** Only the blocks whose text differs from the default; {} when every block is back to default. */
  overrides: contentBlockOverridesSchema,
  version: z.number().check(z.int(), z.positive()),
  updatedAt: z.string().check(z.minLength(1)),
  updatedBy: z.string().check(z.minLength(1)),
  /** ContentBlocksChanged's id: the event is stored with the save (decision 017). */
  eventId: z.string().check(z.minLength(1)),
});
export type StoredContentBlocks = z.infer<typeof storedSchema>;

// Validated on read too: a hand-edited item (a typed price, an unknown block) fails loudly
// instead of reaching a page.
const toStored = itemParser('ContentBlocks', storedSchema);

export type ContentBlocksSaveOutcome = { saved: StoredContentBlocks } | { conflict: true };

export function contentBlocksRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async get(): Promise<StoredContentBlocks | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
      return Item ? toStored(Item) : null;
    },

    /**
     * Stores version `expectedVersion + 1` only if the stored version is still `expectedVersion`
     * (0: nothing stored), with its event, in one transaction: of two saves from one version the
     * second is told (a 409), never silently lost.
     */
    async save(input: { expectedVersion: number; overrides: ContentBlockOverrides; at: string; by: string }, event: PendingEvent): Promise<ContentBlocksSaveOutcome> {
      const record: StoredContentBlocks = {
        overrides: contentBlockOverridesSchema.parse(input.overrides),
        version: input.expectedVersion + 1,
        updatedAt: input.at,
        updatedBy: input.by,
        eventId: event.id,
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...key, type: 'ContentBlocks', ...record },
                  ...(input.expectedVersion === 0
                    ? { ConditionExpression: 'attribute_not_exists(pk)' }
                    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': input.expectedVersion } }),
                },
              },
              { Put: { TableName, Item: pendingEventItem(event) } },
            ],
          }),
        );
        return { saved: record };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed' || codes?.includes('TransactionConflict')) return { conflict: true };
        throw error;
      }
    },
  };
}

/** The stored overrides for the site build (decision 032): {} when staff never saved. */
export async function storedContentBlockOverrides(config: TableAccess): Promise<ContentBlockOverrides> {
  return (await contentBlocksRepository(config).get())?.overrides ?? {};
}
