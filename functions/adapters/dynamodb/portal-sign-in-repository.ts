import { cancellationCodes, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, TransactWriteCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';

// The portal's sign-in records (decision 022). Every key is a hash: of the challenge id (the
// requesting browser's cookie), of the link token (the e-mail's link), of the e-mail and address
// (an address the guest signed in from). Nothing here can be turned back into a code, a link or
// a cookie.

const challengeSchema = z.object({
  email: z.string().check(z.minLength(3)),
  /** Absent when no code was sent (an e-mail we do not know, or over its limit): nothing matches. */
  codeHash: z.optional(z.string()),
  /** The key of the link e-mailed with the code, spent with it. */
  linkKey: z.optional(z.string()),
  attempts: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.string(),
  /** Epoch seconds: the code stops working then, and TTL removes the item. */
  expiresAt: z.number(),
  usedAt: z.optional(z.string()),
});
export type PortalChallenge = z.infer<typeof challengeSchema>;

const linkSchema = z.object({
  email: z.string().check(z.minLength(3)),
  challengeKey: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
  usedAt: z.optional(z.string()),
});
export type PortalLink = z.infer<typeof linkSchema>;

const toChallenge = itemParser('PortalChallenge', challengeSchema);
const toLink = itemParser('PortalLink', linkSchema);

const keys = {
  challenge: (challengeKey: string) => ({ pk: `PORTAL_CHALLENGE#${challengeKey}`, sk: 'CHALLENGE' }),
  link: (linkKey: string) => ({ pk: `PORTAL_LINK#${linkKey}`, sk: 'LINK' }),
  known: (knownKey: string) => ({ pk: `PORTAL_KNOWN#${knownKey}`, sk: 'KNOWN' }),
};

export interface NewChallenge {
  challengeKey: string;
  challenge: PortalChallenge;
  /** With a code: its link and the event that e-mails both. */
  sent?: { link: PortalLink; event: PendingEvent };
}

export function portalSignInRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Stores a challenge; one that was sent a code is stored with its link and its event in one transaction. */
    async create({ challengeKey, challenge, sent }: NewChallenge): Promise<void> {
      const challengeItem = { ...keys.challenge(challengeKey), type: 'PortalChallenge', ...challenge };
      if (!sent) {
        await db.send(new PutCommand({ TableName, Item: challengeItem }));
        return;
      }
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: challengeItem } },
            { Put: { TableName, Item: { ...keys.link(challenge.linkKey!), type: 'PortalLink', ...sent.link } } },
            { Put: { TableName, Item: pendingEventItem(sent.event) } },
          ],
        }),
      );
    },

    /**
     * Takes one try of the challenge: counts it, unless the challenge is gone, used, expired at
     * `nowSeconds` or out of tries. Counting and checking are one conditional write, so tries sent
     * at once cannot get past the limit. Answers the challenge as the try left it, or null.
     */
    async takeTry(challengeKey: string, nowSeconds: number, maxTries: number): Promise<PortalChallenge | null> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.challenge(challengeKey),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt > :now AND attribute_not_exists(usedAt)',
            ExpressionAttributeValues: { ':one': 1, ':max': maxTries, ':now': nowSeconds },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toChallenge(Attributes ?? {});
      } catch (error) {
        if (isConditionalCheckFailed(error)) return null;
        throw error;
      }
    },

    async getLink(linkKey: string): Promise<PortalLink | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.link(linkKey), ConsistentRead: true }));
      return Item ? toLink(Item) : null;
    },

    /**
     * Spends a challenge and its link (the code and the link are one sign-in: using either ends
     * both) and stores what the sign-in starts (the session and its event), in one transaction.
     * False when either was used or expired in the meantime: nothing is written then.
     */
    async spend(
      spent: { challengeKey: string; linkKey: string | undefined; nowSeconds: number; usedAt: string },
      starts: ReadonlyArray<Record<string, unknown>>,
      event: PendingEvent,
    ): Promise<boolean> {
      const use = (Key: Record<string, string>) => ({
        Update: {
          TableName,
          Key,
          UpdateExpression: 'SET usedAt = :usedAt',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
          ExpressionAttributeValues: { ':usedAt': spent.usedAt, ':now': spent.nowSeconds },
        },
      });
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              use(keys.challenge(spent.challengeKey)),
              ...(spent.linkKey ? [use(keys.link(spent.linkKey))] : []),
              ...starts.map((Item) => ({ Put: { TableName, Item } })),
              { Put: { TableName, Item: pendingEventItem(event) } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
        throw error;
      }
    },

    /** Whether the e-mail was signed in to from this address (by key) and that has not lapsed at `nowSeconds`. */
    async isKnown(knownKey: string, nowSeconds: number): Promise<boolean> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.known(knownKey), ConsistentRead: true }));
      return typeof Item?.['expiresAt'] === 'number' && Item['expiresAt'] > nowSeconds;
    },

    /** Remembers (or renews) that the e-mail was signed in to from this address, until `expiresAt`. */
    async markKnown(knownKey: string, expiresAt: number): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: { ...keys.known(knownKey), type: 'PortalKnownAddress', expiresAt } }));
    },
  };
}
