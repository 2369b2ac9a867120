import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadSource } from '#events/leads.ts';
import type { Config } from '../config.ts';
import { documentClient, isConditionalCheckFailed } from './client.ts';
import { emailKey } from './email-key.ts';

export interface Lead {
  id: string;
  source: LeadSource;
  name: string;
  email: string;
  phone: string;
  eventType?: string;
  groupSize?: string;
  eventDate?: string;
  message?: string;
  page?: string;
  createdAt: string;
  /** The LeadCaptured event's id, fixed at capture so a re-publish is the same event to consumers. */
  eventId: string;
  /** Set once LeadCaptured is on the bus; absent means it still has to be published. */
  eventPublishedAt?: string;
}

/** A client's Idempotency-Key for creating this lead, with a hash of the request it came with. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
  /** Epoch seconds; after this the key may be used for a new lead. */
  expiresAt: number;
}

export type CreateLeadResult =
  | { outcome: 'created'; lead: Lead }
  | { outcome: 'replayed'; lead: Lead }
  /** The key was already used for a different request. */
  | { outcome: 'key-reused' }
  /** Another request with the same key is being written at this very moment. */
  | { outcome: 'in-progress' };

// Access patterns: lead by id (pk/sk); newest leads first for staff (gsi1); a person's leads by
// normalised e-mail (gsi2, the same partition as their user profile); a create request by its
// Idempotency-Key (pk/sk of the idempotency item).
const keys = {
  lead: (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' }),
  newest: (createdAt: string, id: string) => ({ gsi1pk: 'LEAD', gsi1sk: `${createdAt}#${id}` }),
  byEmail: (email: string, createdAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `LEAD#${createdAt}#${id}` }),
  idempotency: (key: string) => ({ pk: `IDEMPOTENCY#createLead#${key}`, sk: 'IDEMPOTENCY' }),
};

const LEAD_FIELDS = ['id', 'source', 'name', 'email', 'phone', 'eventType', 'groupSize', 'eventDate', 'message', 'page', 'createdAt', 'eventId', 'eventPublishedAt'] as const;

function toLead(item: Record<string, unknown>): Lead {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) if (item[field] !== undefined) lead[field] = item[field];
  return lead as unknown as Lead;
}

function leadItem(lead: Lead) {
  return { ...keys.lead(lead.id), ...keys.newest(lead.createdAt, lead.id), ...keys.byEmail(lead.email, lead.createdAt, lead.id), type: 'Lead', ...lead };
}

function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

export function leadsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(id: string): Promise<Lead | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.lead(id), ConsistentRead: true }));
    return Item ? toLead(Item) : null;
  }

  /** What an earlier request with this key created, judged by the key's claim. */
  async function replay(claim: IdempotencyClaim, nowSeconds: number): Promise<CreateLeadResult> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.idempotency(claim.key), ConsistentRead: true }));
    // Gone or expired between our write and this read: the caller may simply retry.
    if (!Item || Number(Item['expiresAt']) < nowSeconds) return { outcome: 'in-progress' };
    if (Item['requestHash'] !== claim.requestHash) return { outcome: 'key-reused' };
    const lead = await get(String(Item['leadId']));
    return lead ? { outcome: 'replayed', lead } : { outcome: 'in-progress' };
  }

  return {
    get,

    /**
     * Stores a new lead. With an Idempotency-Key the lead and the key's claim are written in one
     * transaction, so a retried request finds the first request's lead instead of making a
     * second one. An expired claim (TTL deletes lazily) counts as free.
     */
    async create(lead: Lead, claim?: IdempotencyClaim): Promise<CreateLeadResult> {
      if (!claim) {
        await db.send(new PutCommand({ TableName, Item: leadItem(lead), ConditionExpression: 'attribute_not_exists(pk)' }));
        return { outcome: 'created', lead };
      }
      // createdAt is the request's clock reading, so "expired" is judged by the same clock.
      const nowSeconds = Math.floor(Date.parse(lead.createdAt) / 1000);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: leadItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Put: {
                  TableName,
                  Item: { ...keys.idempotency(claim.key), type: 'IdempotencyKey', leadId: lead.id, requestHash: claim.requestHash, createdAt: lead.createdAt, expiresAt: claim.expiresAt },
                  ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
                  ExpressionAttributeValues: { ':now': nowSeconds },
                },
              },
            ],
          }),
        );
        return { outcome: 'created', lead };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes) throw error;
        if (codes[1] === 'ConditionalCheckFailed') return replay(claim, nowSeconds);
        if (codes.includes('TransactionConflict')) return { outcome: 'in-progress' };
        throw error;
      }
    },

    /** Records that LeadCaptured went out; a no-op for a lead that does not exist. */
    async markPublished(id: string, at: string): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.lead(id),
            UpdateExpression: 'SET eventPublishedAt = if_not_exists(eventPublishedAt, :at)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },

    /** Newest first, for the staff lead list. */
    async listNewest(limit = 50): Promise<Lead[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'LEAD' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toLead);
    },

    /** A person's leads, newest first, whatever case they typed their address in. */
    async listByEmail(email: string, limit = 50): Promise<Lead[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :lead)',
          ExpressionAttributeValues: { ':pk': emailKey(email), ':lead': 'LEAD#' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toLead);
    },
  };
}
