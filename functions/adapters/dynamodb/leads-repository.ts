import { leadSchema, type Lead } from '#domain/people/leads.ts';
import { documentClient, GetCommand, QueryCommand } from './client.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import { createIdempotently, type IdempotencyClaim, type IdempotentCreateResult } from './idempotent-create.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { queryPages } from './query-pages.ts';

export type { IdempotencyClaim };

export type CreateLeadResult = IdempotentCreateResult<Lead>;

// Access patterns: lead by id (pk/sk); newest leads first for staff (gsi1); a person's leads by
// normalised e-mail (gsi2, the same partition as their user profile); a create request by its
// Idempotency-Key (idempotent-create.ts, operation 'createLead').
const keys = {
  lead: (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' }),
  newest: (createdAt: string, id: string) => ({ gsi1pk: 'LEAD', gsi1sk: `${createdAt}#${id}` }),
  byEmail: (email: string, createdAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `LEAD#${createdAt}#${id}` }),
};

const toLead = itemParser('Lead', leadSchema);

function leadItem(lead: Lead) {
  return { ...keys.lead(lead.id), ...keys.newest(lead.createdAt, lead.id), ...keys.byEmail(lead.email, lead.createdAt, lead.id), type: 'Lead', ...lead };
}

export function leadsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(id: string): Promise<Lead | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.lead(id), ConsistentRead: true }));
    return Item ? toLead(Item) : null;
  }

  return {
    get,

    /**
     * Stores a new lead with the LeadCaptured event that announces it. With an Idempotency-Key
     * the key's claim is written in the same transaction, so a retried request finds the first
     * request's lead instead of making a second one (idempotent-create.ts).
     */
    create(lead: Lead, event: PendingEvent, claim?: IdempotencyClaim): Promise<CreateLeadResult> {
      return createIdempotently(
        config,
        {
          operation: 'createLead',
          idAttribute: 'leadId',
          record: lead,
          id: lead.id,
          createdAt: lead.createdAt,
          items: [leadItem(lead), pendingEventItem(event)],
          load: get,
        },
        claim,
      );
    },

    /** Newest first, for the staff lead list. */
    async listNewest(limit = 50): Promise<Lead[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'LEAD' }, ScanIndexForward: false },
        limit,
      );
      return items.map(toLead);
    },

    /** Leads captured at or after `since` (an ISO timestamp or a prefix of one), newest first. */
    async listCreatedSince(since: string, limit = 5000): Promise<Lead[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
          ExpressionAttributeValues: { ':pk': 'LEAD', ':since': since },
          ScanIndexForward: false,
        },
        limit,
      );
      return items.map(toLead);
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
