import { DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import { itemParser } from './parse-item.ts';

/**
 * A guest's portal session as the server keeps it (decision 022): whose e-mail it is and when it
 * started and was last used. Its id is the SHA-256 of the cookie's random token; the token itself
 * is never stored.
 */
const portalSessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(3)),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** Epoch seconds: the sooner of the idle and the absolute limit; the table's TTL removes it. */
  expiresAt: z.number(),
});
export type PortalSessionRecord = z.infer<typeof portalSessionSchema>;

const toPortalSession = itemParser('PortalSession', portalSessionSchema);

/**
 * Every portal session item's partition key starts with this; `portal-sessions:manage` is limited
 * to such keys (infra/constructs/api-function.ts). It does not start with the staff's `SESSION#`,
 * so neither grant reaches the other's sessions.
 */
export const PORTAL_SESSION_KEY_PREFIX = 'PORTAL_SESSION#';

const keys = {
  session: (id: string) => ({ pk: `${PORTAL_SESSION_KEY_PREFIX}${id}`, sk: 'SESSION' }),
};

/** The item a new session is stored as; sign-in writes it in the transaction that spends the code. */
export function portalSessionItem(session: PortalSessionRecord): Record<string, unknown> {
  // Filed under the guest's address too (gsi2), so deleting their account ends every session of theirs (decision 025).
  return { ...keys.session(session.id), gsi2pk: emailKey(session.email), gsi2sk: `PORTAL_SESSION#${session.startedAt}`, type: 'PortalSession', ...session };
}

export function portalSessionsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async create(session: PortalSessionRecord): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: portalSessionItem(session) }));
    },

    /** Read consistently: a session ended a moment ago must not work again. */
    async get(id: string): Promise<PortalSessionRecord | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.session(id), ConsistentRead: true }));
      return Item ? toPortalSession(Item) : null;
    },

    /**
     * Records activity unless the session was ended or had gone idle (`activeSince` is the earliest
     * last activity that still counts), so a late request never revives a session.
     */
    async touch(id: string, activity: { lastActiveAt: string; expiresAt: number; activeSince: string }): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.session(id),
            UpdateExpression: 'SET lastActiveAt = :lastActiveAt, expiresAt = :expiresAt',
            ConditionExpression: 'attribute_exists(pk) AND lastActiveAt >= :activeSince',
            ExpressionAttributeValues: { ':lastActiveAt': activity.lastActiveAt, ':expiresAt': activity.expiresAt, ':activeSince': activity.activeSince },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    async delete(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.session(id) }));
    },
  };
}
