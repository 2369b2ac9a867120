import { createHash } from 'node:crypto';
import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, QueryCommand, UpdateCommand } from './client.ts';
import { EMAIL_STATUSES, type EmailStatus } from '#domain/people/back-office.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import { itemParser } from './parse-item.ts';
import { queryPages } from './query-pages.ts';

/** Who an e-mail is for: the guest who asked, or the staff. One message per event and role. */
// 'payer': a friend who paid a share gets their own receipt (decision 021), beside the organiser's.
export const OUTBOX_ROLES = ['customer', 'staff', 'payer'] as const;
// 'guest:<first 16 hex of the address's SHA-256>': one member of the group told of a change to the
// trip (issue 31), one message each, so a replayed event still sends each of them once.
const groupRole = z.templateLiteral(['guest:', z.string().check(z.regex(/^[0-9a-f]{16}$/))]);
export type OutboxRole = (typeof OUTBOX_ROLES)[number] | z.infer<typeof groupRole>;

/** The role of the group member at `address` (normalised: trimmed, lower case). */
export function groupMemberRole(address: string): OutboxRole {
  return `guest:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/** A message's status (domain/people/back-office.ts); 'sending' holds a claim until `claimedUntil`. */
export type OutboxStatus = EmailStatus;

const text = z.string();
const id = z.string().check(z.minLength(1));

const emailAttachmentSchema = z.object({ filename: id, contentType: id, content: text });
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

const outboxMessageSchema = z.object({
  eventId: id,
  role: z.union([z.enum(OUTBOX_ROLES), groupRole]),
  detailType: text,
  to: id,
  from: id,
  /** Where a reply goes when not to `from` (staff e-mails reply straight to the guest). */
  replyTo: z.optional(text),
  subject: text,
  text,
  html: text,
  /** Files sent with the message (a booking's calendar invitation), as text. */
  attachments: z.optional(z.array(emailAttachmentSchema)),
  createdAt: id,
  status: z.enum(EMAIL_STATUSES),
  /** While `sending`: when the claim lapses and another delivery may send the message. */
  claimedUntil: z.optional(text),
  sentAt: z.optional(text),
  providerMessageId: z.optional(text),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// Access patterns: a message by its event and role (pk/sk; the key makes writing it idempotent);
// newest messages first (gsi1), for /dev/outbox; the messages sent to one address, newest first
// (gsi2, in the person's EMAIL#<address> partition beside their quotes and leads), for the
// back office's customer page.
const keys = {
  message: (eventId: string, role: OutboxRole) => ({ pk: `OUTBOX#${eventId}#${role}`, sk: 'OUTBOX' }),
  newest: (createdAt: string, eventId: string, role: OutboxRole) => ({ gsi1pk: 'OUTBOX', gsi1sk: `${createdAt}#${eventId}#${role}` }),
  byRecipient: (to: string, createdAt: string, eventId: string, role: OutboxRole) => ({
    gsi2pk: emailKey(to),
    gsi2sk: `OUTBOX#${createdAt}#${eventId}#${role}`,
  }),
};

const toMessage = itemParser('OutboxMessage', outboxMessageSchema);

export function outboxRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(eventId: string, role: OutboxRole): Promise<OutboxMessage | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.message(eventId, role), ConsistentRead: true }));
    return Item ? toMessage(Item) : null;
  }

  return {
    get,

    /**
     * Writes a message already claimed for sending by the caller (status 'sending' until
     * `now + claimMs`) unless this event's message for this role is already there; then it
     * returns the stored one, unclaimed: a replayed event finds the first delivery's message
     * (and its status) instead of writing a second. One write for the usual case, a new message.
     */
    async addClaimed(
      message: Omit<OutboxMessage, 'status' | 'claimedUntil' | 'sentAt' | 'providerMessageId'>,
      now: Date,
      claimMs: number,
    ): Promise<{ message: OutboxMessage; claimed: boolean }> {
      const pending: OutboxMessage = { ...message, status: 'sending', claimedUntil: new Date(now.getTime() + claimMs).toISOString() };
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: {
              ...keys.message(message.eventId, message.role),
              ...keys.newest(message.createdAt, message.eventId, message.role),
              ...keys.byRecipient(message.to, message.createdAt, message.eventId, message.role),
              type: 'OutboxMessage',
              ...pending,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { message: pending, claimed: true };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        const stored = await get(message.eventId, message.role);
        if (!stored) throw error;
        return { message: stored, claimed: false };
      }
    },

    /**
     * Claims a stored message for sending: it must be pending, or claimed by a delivery whose
     * claim has lapsed (it died mid-send). Of two deliveries of one event at the same moment, one gets the
     * claim (the message as claimed); the other is told (null) and must not send.
     */
    async claim(message: OutboxMessage, now: Date, claimMs: number): Promise<OutboxMessage | null> {
      const claimedUntil = new Date(now.getTime() + claimMs).toISOString();
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.message(message.eventId, message.role),
            UpdateExpression: 'SET #status = :sending, claimedUntil = :until',
            ConditionExpression: '#status = :pending OR (#status = :sending AND claimedUntil < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':sending': 'sending', ':pending': 'pending', ':until': claimedUntil, ':now': now.toISOString() },
          }),
        );
        return { ...message, status: 'sending', claimedUntil };
      } catch (error) {
        if (isConditionalCheckFailed(error)) return null;
        throw error;
      }
    },

    /**
     * Gives a claim back after the send failed, so the platform's retry can claim the message at
     * once instead of waiting for the claim to lapse. Only the claim this delivery holds.
     */
    async release(message: Pick<OutboxMessage, 'eventId' | 'role' | 'claimedUntil'>): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.message(message.eventId, message.role),
            UpdateExpression: 'SET #status = :pending REMOVE claimedUntil',
            ConditionExpression: '#status = :sending AND claimedUntil = :until',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending', ':sending': 'sending', ':until': message.claimedUntil },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },

    /** Records how a claimed message went out. */
    async markDelivered(
      message: Pick<OutboxMessage, 'eventId' | 'role'>,
      delivery: { status: 'sent' | 'local'; at: string; providerMessageId?: string },
    ): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.message(message.eventId, message.role),
          UpdateExpression: `SET #status = :status, sentAt = :at${delivery.providerMessageId ? ', providerMessageId = :id' : ''} REMOVE claimedUntil`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': delivery.status,
            ':at': delivery.at,
            ...(delivery.providerMessageId ? { ':id': delivery.providerMessageId } : {}),
          },
        }),
      );
    },

    /** Newest first. */
    async listNewest(limit = 100): Promise<OutboxMessage[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'OUTBOX' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toMessage);
    },

    /** The messages sent to this address (any case), newest first. */
    async listByRecipient(email: string, limit = 100): Promise<OutboxMessage[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :outbox)',
          ExpressionAttributeValues: { ':pk': emailKey(email), ':outbox': 'OUTBOX#' },
          ScanIndexForward: false,
        },
        limit,
      );
      return items.map(toMessage);
    },
  };
}
