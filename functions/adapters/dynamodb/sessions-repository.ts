import { DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/**
 * A signed-in session as the server keeps it: whose it is and when it was last used. Its id is
 * the SHA-256 of the session's refresh token (the token itself is never stored).
 */
const sessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** Epoch seconds: the table's TTL removes a session that was left idle. */
  expiresAt: z.number(),
});
export type SessionRecord = z.infer<typeof sessionSchema>;

/** Which session an ID token belongs to; one per token the session was issued (at sign-in, at each renewal). */
const sessionTokenSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  /** Epoch seconds: kept until the token could no longer be renewed. */
  expiresAt: z.number(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

const toSession = itemParser('Session', sessionSchema);
const toSessionToken = itemParser('SessionToken', sessionTokenSchema);

/**
 * Every session item's partition key starts with this; the `sessions:manage` grant is limited to
 * such keys (infra/constructs/api-function.ts), so a route may use sessions without the table.
 */
export const SESSION_KEY_PREFIX = 'SESSION#';

// Access patterns: session by id (pk/sk); session id by ID token, the token as a SHA-256 (pk/sk).
// Both ids are hex digests of different tokens, so they share the prefix without meeting.
const keys = {
  session: (id: string) => ({ pk: `${SESSION_KEY_PREFIX}${id}`, sk: 'SESSION' }),
  token: (tokenHash: string) => ({ pk: `${SESSION_KEY_PREFIX}${tokenHash}`, sk: 'ID_TOKEN' }),
};

export function sessionsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async create(session: SessionRecord): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: { ...keys.session(session.id), type: 'Session', ...session } }));
    },

    async addToken(tokenHash: string, token: SessionToken): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: { ...keys.token(tokenHash), type: 'SessionToken', ...token } }));
    },

    /** Read consistently (as `get`): a token issued a moment ago must work on the next request. */
    async sessionOfToken(tokenHash: string): Promise<SessionToken | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.token(tokenHash), ConsistentRead: true }));
      return Item ? toSessionToken(Item) : null;
    },

    /** Read consistently: a session ended a moment ago must not work again. */
    async get(id: string): Promise<SessionRecord | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.session(id), ConsistentRead: true }));
      return Item ? toSession(Item) : null;
    },

    /**
     * Records activity, unless the session was ended or had already gone idle (`activeSince` is
     * the earliest last activity that still counts): a late request never revives a session.
     * Returns whether it was recorded.
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

    /** Ends the session; its token items then lead nowhere and TTL removes them. */
    async delete(id: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.session(id) }));
    },
  };
}
