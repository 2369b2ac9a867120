import { BatchGetCommand, DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, QueryCommand, type TableAccess } from './client.ts';
import { itemParser } from './parse-item.ts';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mediaAssetSchema, type MediaAsset } from '#domain/content/media.ts';

// Access patterns: one asset by id (pk/sk); the whole library newest first (gsi1); only the
// published assets (gsi2, a sparse index: only a published asset carries gsi2pk), for the site build.
export const mediaKeys = {
  asset: (id: string) => ({ pk: `MEDIA#${id}`, sk: 'ASSET' }),
  library: (asset: MediaAsset) => ({ gsi1pk: 'MEDIA', gsi1sk: `${asset.createdAt}#${asset.id}` }),
  published: (asset: MediaAsset) => ({ gsi2pk: 'MEDIA#PUBLISHED', gsi2sk: `${asset.createdAt}#${asset.id}` }),
};

const toAsset = itemParser('MediaAsset', mediaAssetSchema);

/** The item an asset is stored as, with its index keys (the published index only when published). */
export function mediaAssetItem(asset: MediaAsset): Record<string, unknown> {
  const parsed = mediaAssetSchema.parse(asset);
  return {
    ...mediaKeys.asset(parsed.id),
    ...mediaKeys.library(parsed),
    ...(parsed.status === 'published' ? mediaKeys.published(parsed) : {}),
    type: 'MediaAsset',
    ...parsed,
  };
}

export function mediaRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Creates or replaces an asset; throws a zod error for an invalid one. */
    async put(asset: MediaAsset): Promise<MediaAsset> {
      const Item = mediaAssetItem(asset);
      await db.send(new PutCommand({ TableName, Item }));
      return toAsset(Item);
    },

    /**
     * Replaces an asset only if nobody changed it since `expectedUpdatedAt` (two staff editing
     * one photo, or the image function finishing while staff edit): false when someone did.
     */
    async replace(asset: MediaAsset, expectedUpdatedAt: string): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: mediaAssetItem(asset),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :expected',
            ExpressionAttributeValues: { ':expected': expectedUpdatedAt },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    async get(id: string): Promise<MediaAsset | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: mediaKeys.asset(id), ConsistentRead: true }));
      return Item ? toAsset(Item) : null;
    },

    /** The assets that exist among `ids`, in the order asked (missing ids are left out). */
    async getMany(ids: readonly string[]): Promise<MediaAsset[]> {
      const unique = [...new Set(ids)];
      const found = new Map<string, MediaAsset>();
      for (let start = 0; start < unique.length; start += 100) {
        let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map(mediaKeys.asset);
        // BatchGet may leave keys unprocessed under load; ask again for those.
        for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt += 1) {
          const result = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys } } }));
          for (const item of result.Responses?.[TableName] ?? []) {
            const asset = toAsset(item);
            found.set(asset.id, asset);
          }
          keys = result.UnprocessedKeys?.[TableName]?.Keys as Record<string, unknown>[] | undefined;
        }
        if (keys && keys.length > 0) throw new Error(`BatchGet left ${keys.length} media assets unread`);
      }
      return ids.flatMap((id) => {
        const asset = found.get(id);
        return asset ? [asset] : [];
      });
    },

    /** The whole library, newest first. */
    async list(): Promise<MediaAsset[]> {
      const items = await queryAllPages(db, {
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'MEDIA' },
        ScanIndexForward: false,
      });
      return items.map(toAsset);
    },

    /** The assets public pages may show, newest first. */
    async listPublished(): Promise<MediaAsset[]> {
      const items = await queryAllPages(db, {
        TableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': 'MEDIA#PUBLISHED' },
        ScanIndexForward: false,
      });
      // The index is eventually consistent; the asset's own status is the judge.
      return items.map(toAsset).filter((asset) => asset.status === 'published');
    },

    /** Deletes the asset record; refusing a used one is media-usage's `deleteUnusedMedia`. */
    async removeRecord(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: mediaKeys.asset(id) }));
    },
  };
}

/** Every page of a query: the library is a few thousand photos at most, and a listing must not come back short. */
async function queryAllPages(db: ReturnType<typeof documentClient>, input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
