import { DeleteCommand, documentClient, GetCommand, PutCommand, QueryCommand, type TableAccess } from './client.ts';
import { itemParser } from './parse-item.ts';
import * as z from '#domain/shared/zod.ts';
import { UPLOAD_CONTENT_TYPES } from '#domain/content/media.ts';

/**
 * An upload staff were given a presigned POST for: the image function processes only the originals
 * it finds one for (a key nobody was handed is not a photo of ours), and learns from it the file's
 * name. Kept a day, long past the POST's 15 minutes, then expired by the table's TTL. A new photo
 * whose file is refused leaves the library, and its upload keeps the reason (`problem`) for a day
 * more, for the screen that sent it.
 */
const pendingUploadSchema = z.object({
  id: z.string(),
  revision: z.string(),
  fileName: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** Why the image function refused the file of a new photo, which it then removed. */
  problem: z.optional(z.string()),
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

const key = (id: string, revision: string) => ({ pk: `MEDIA#${id}`, sk: `UPLOAD#${revision}` });
const toPendingUpload = itemParser('MediaUpload', pendingUploadSchema);
const KEEP_SECONDS = 24 * 60 * 60;

export function pendingUploadsRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  return {
    async put(upload: PendingUpload, now: Date): Promise<void> {
      await db.send(
        new PutCommand({
          TableName,
          Item: { ...key(upload.id, upload.revision), type: 'MediaUpload', ...upload, expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS },
        }),
      );
    },
    async get(id: string, revision: string): Promise<PendingUpload | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: key(id, revision), ConsistentRead: true }));
      return Item ? toPendingUpload(Item) : null;
    },
    async remove(id: string, revision: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: key(id, revision) }));
    },
    /** Keeps why a new photo's file was refused, a day from now. */
    async refuse(upload: PendingUpload, problem: string, now: Date): Promise<void> {
      await this.put({ ...upload, problem }, now);
    },
    /** Why the file of a new photo that is no longer in the library was refused, or null. */
    async refusalOf(id: string): Promise<string | null> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :upload)',
          ExpressionAttributeValues: { ':pk': `MEDIA#${id}`, ':upload': 'UPLOAD#' },
          ConsistentRead: true,
        }),
      );
      const refused = Items.map(toPendingUpload)
        .filter((upload) => upload.problem !== undefined)
        .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
      return refused[0]?.problem ?? null;
    },
  };
}
