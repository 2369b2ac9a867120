import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import { itemParser } from './parse-item.ts';
import * as z from '#domain/shared/zod.ts';
import { mediaIdSchema, mediaUseSchema, type MediaUse } from '#domain/content/media.ts';
import { mediaKeys } from './media-repository.ts';

/**
 * Which post, page slot, product or block uses which photo. A photo in use cannot be deleted, so
 * every use is recorded with the photo (for "used where") and counted on an item of the photo's
 * own that the delete is conditioned on: a use added while a delete runs makes one of the two
 * fail, never a page left pointing at a deleted photo.
 *
 * Items: the use, `MEDIA#<id>` / `USE#<kind>#<ref>`; the count, `MEDIA#<id>` / `USES`; what a user
 * uses, `MEDIAUSER#<kind>#<ref>` / `MEDIAUSER` (so a new save knows which uses it replaces).
 */

/** DynamoDB takes 100 items in a transaction and an added photo costs three of them. */
export const MAX_MEDIA_PER_USER = 30;

const keys = {
  use: (mediaId: string, use: Pick<MediaUse, 'kind' | 'ref'>) => ({ pk: `MEDIA#${mediaId}`, sk: `USE#${use.kind}#${use.ref}` }),
  count: (mediaId: string) => ({ pk: `MEDIA#${mediaId}`, sk: 'USES' }),
  user: (use: Pick<MediaUse, 'kind' | 'ref'>) => ({ pk: `MEDIAUSER#${use.kind}#${use.ref}`, sk: 'MEDIAUSER' }),
};

const userRecordSchema = z.object({ mediaIds: z.array(z.string()), version: z.number() });
const toUserRecord = itemParser('MediaUser', userRecordSchema);
const toUse = itemParser('MediaUse', mediaUseSchema);

export class MediaNotFoundError extends Error {
  override readonly name = 'MediaNotFoundError';
  constructor(readonly mediaId: string) {
    super(`No media asset ${mediaId}`);
  }
}

/** Two saves of one user raced more often than a retry can settle: the caller answers 409. */
export class MediaUsesConflictError extends Error {
  override readonly name = 'MediaUsesConflictError';
}

/** The photos `use` (a post, a slot, ...) uses now, in the order it listed them. */
export async function mediaUsedBy(config: TableAccess, use: Pick<MediaUse, 'kind' | 'ref'>): Promise<string[]> {
  const { Item } = await documentClient(config).send(new GetCommand({ TableName: config.TABLE_NAME, Key: keys.user(use), ConsistentRead: true }));
  return Item ? toUserRecord(Item).mediaIds : [];
}

/**
 * Makes `mediaIds` exactly what `use` uses (a post saved with two photos; an empty list when it
 * uses none any more). Throws MediaNotFoundError for a photo that does not exist, a zod error for
 * an invalid use or id.
 */
export async function setMediaUses(config: TableAccess, use: MediaUse, mediaIds: readonly string[]): Promise<void> {
  const parsedUse = mediaUseSchema.parse(use);
  const ids = [...new Set(z.array(mediaIdSchema).parse(mediaIds))];
  if (ids.length > MAX_MEDIA_PER_USER) throw new RangeError(`A ${use.kind} can use at most ${MAX_MEDIA_PER_USER} photos.`);
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  // Optimistic: the user's record is conditioned on the version read, and a raced save retries.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.user(parsedUse), ConsistentRead: true }));
    const previous = Item ? toUserRecord(Item) : null;
    const before = new Set(previous?.mediaIds ?? []);
    const added = ids.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !ids.includes(id));
    const kept = ids.filter((id) => before.has(id));

    const userCondition = previous
      ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': previous.version } }
      : { ConditionExpression: 'attribute_not_exists(pk)' };
    const userWrite =
      ids.length > 0
        ? { Put: { TableName, Item: { ...keys.user(parsedUse), type: 'MediaUser', mediaIds: ids, version: (previous?.version ?? 0) + 1 }, ...userCondition } }
        : { Delete: { TableName, Key: keys.user(parsedUse), ...userCondition } };
    if (!previous && ids.length === 0) return;

    const putUse = (mediaId: string) => ({ Put: { TableName, Item: { ...keys.use(mediaId, parsedUse), type: 'MediaUse', ...parsedUse } } });
    const count = (mediaId: string, by: number) => ({
      Update: {
        TableName,
        Key: keys.count(mediaId),
        UpdateExpression: 'ADD #count :by',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':by': by },
      },
    });
    // Which transaction item checks which photo's existence, to name it when it is missing.
    const existenceChecks: string[] = [];
    const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [userWrite];
    for (const id of added) {
      existenceChecks[items.length] = id;
      items.push({ ConditionCheck: { TableName, Key: mediaKeys.asset(id), ConditionExpression: 'attribute_exists(pk)' } }, count(id, 1), putUse(id));
    }
    for (const id of removed) items.push(count(id, -1), { Delete: { TableName, Key: keys.use(id, parsedUse) } });
    for (const id of kept) items.push(putUse(id));

    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const missing = codes.findIndex((code, index) => code === 'ConditionalCheckFailed' && existenceChecks[index] !== undefined);
      if (missing >= 0) throw new MediaNotFoundError(existenceChecks[missing] as string);
      if (codes[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new MediaUsesConflictError(`The ${use.kind} '${use.label}' was saved by someone else at the same time; save again.`);
}

/** Where a photo is used, each with the label staff know it by. */
export async function usesOf(config: TableAccess, mediaId: string): Promise<MediaUse[]> {
  const db = documentClient(config);
  const uses: MediaUse[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const input: QueryCommandInput = {
    TableName: config.TABLE_NAME,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :use)',
    ExpressionAttributeValues: { ':pk': `MEDIA#${mediaId}`, ':use': 'USE#' },
    ConsistentRead: true,
  };
  do {
    const page = await db.send(new QueryCommand({ ...input, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }));
    uses.push(...(page.Items ?? []).map(toUse));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return uses;
}

export type DeleteMediaResult = { deleted: true } | { deleted: false; reason: 'not-found' } | { deleted: false; reason: 'in-use'; uses: MediaUse[] };

/** Deletes a photo's record unless something uses it (then says what does). The files are the caller's to remove. */
export async function deleteUnusedMedia(config: TableAccess, mediaId: string): Promise<DeleteMediaResult> {
  const TableName = config.TABLE_NAME;
  try {
    await documentClient(config).send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: keys.count(mediaId),
              ConditionExpression: 'attribute_not_exists(pk) OR #count <= :zero',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
          { Delete: { TableName, Key: mediaKeys.asset(mediaId), ConditionExpression: 'attribute_exists(pk)' } },
        ],
      }),
    );
    return { deleted: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[0] === 'ConditionalCheckFailed') return { deleted: false, reason: 'in-use', uses: await usesOf(config, mediaId) };
    if (codes[1] === 'ConditionalCheckFailed') return { deleted: false, reason: 'not-found' };
    throw error;
  }
}
