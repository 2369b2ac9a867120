import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { IsoDate } from '#domain/dates.ts';
import type { PriceCalculationResult } from '#domain/pricing.ts';
import type { QuoteSelection, QuoteSource } from '#domain/quotes.ts';
import type { Config } from '../config.ts';
import { documentClient } from './client.ts';
import { emailKey } from './email-key.ts';
import { markEventPublished } from './event-published.ts';
import { createIdempotently, type IdempotencyClaim, type IdempotentCreateResult } from './idempotent-create.ts';

/** A quote as stored: what the guest chose, the price the engine gave it on `issuedOn`, and who asked. */
export interface StoredQuote {
  id: string;
  /** The link's secret (quote-token.ts); never published, never logged. */
  token: string;
  selection: QuoteSelection;
  /** The engine's result on `issuedOn`; the held price until `expiresOn`. */
  price: PriceCalculationResult;
  contact: { name: string; email: string; phone: string };
  notes?: string;
  source: QuoteSource;
  affiliateCode?: string;
  leadId?: string;
  issuedOn: IsoDate;
  expiresOn: IsoDate;
  createdAt: string;
  /** The QuoteSubmitted event's id, fixed when the quote is stored so a re-publish is the same event. */
  eventId: string;
  /** Set once QuoteSubmitted is on the bus; absent means it still has to be published. */
  eventPublishedAt?: string;
}

export type CreateQuoteResult = IdempotentCreateResult<StoredQuote>;

// Access patterns: quote by id (pk/sk); quote by its link token (a pointer item written in the
// same transaction, so a read right after the create finds it); newest quotes first for staff
// (gsi1); a person's quotes by normalised e-mail (gsi2, beside their leads and profile); a create
// request by its Idempotency-Key (idempotent-create.ts, operation 'createQuote').
const keys = {
  quote: (id: string) => ({ pk: `QUOTE#${id}`, sk: 'QUOTE' }),
  token: (token: string) => ({ pk: `QUOTE_TOKEN#${token}`, sk: 'QUOTE_TOKEN' }),
  newest: (createdAt: string, id: string) => ({ gsi1pk: 'QUOTE', gsi1sk: `${createdAt}#${id}` }),
  byEmail: (email: string, createdAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `QUOTE#${createdAt}#${id}` }),
};

const QUOTE_FIELDS = [
  'id', 'token', 'selection', 'price', 'contact', 'notes', 'source', 'affiliateCode', 'leadId',
  'issuedOn', 'expiresOn', 'createdAt', 'eventId', 'eventPublishedAt',
] as const satisfies ReadonlyArray<keyof StoredQuote>;

function toQuote(item: Record<string, unknown>): StoredQuote {
  const quote: Record<string, unknown> = {};
  for (const field of QUOTE_FIELDS) if (item[field] !== undefined) quote[field] = item[field];
  return quote as unknown as StoredQuote;
}

function quoteItems(quote: StoredQuote) {
  return [
    { ...keys.quote(quote.id), ...keys.newest(quote.createdAt, quote.id), ...keys.byEmail(quote.contact.email, quote.createdAt, quote.id), type: 'Quote', ...quote },
    { ...keys.token(quote.token), type: 'QuoteToken', quoteId: quote.id, createdAt: quote.createdAt },
  ];
}

export function quotesRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(id: string): Promise<StoredQuote | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.quote(id), ConsistentRead: true }));
    return Item ? toQuote(Item) : null;
  }

  async function listBy(IndexName: 'gsi1' | 'gsi2', KeyConditionExpression: string, ExpressionAttributeValues: Record<string, string>, limit: number) {
    const { Items = [] } = await db.send(new QueryCommand({ TableName, IndexName, KeyConditionExpression, ExpressionAttributeValues, ScanIndexForward: false, Limit: limit }));
    return Items.map(toQuote);
  }

  return {
    get,

    /** The quote a link opens, or null for a token no quote has. */
    async getByToken(token: string): Promise<StoredQuote | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.token(token), ConsistentRead: true }));
      return Item ? get(String(Item['quoteId'])) : null;
    },

    /**
     * Stores a new quote and its token pointer together; with an Idempotency-Key, the key's claim
     * too, so a retried request gets the first request's quote (idempotent-create.ts).
     */
    create(quote: StoredQuote, claim?: IdempotencyClaim): Promise<CreateQuoteResult> {
      return createIdempotently(
        config,
        { operation: 'createQuote', idAttribute: 'quoteId', record: quote, id: quote.id, createdAt: quote.createdAt, items: quoteItems(quote), load: get },
        claim,
      );
    },

    /** Records that QuoteSubmitted went out; a no-op for a quote that does not exist. */
    markPublished(id: string, at: string): Promise<void> {
      return markEventPublished(config, keys.quote(id), at);
    },

    /** Newest first, for the staff quote list. */
    listNewest(limit = 50): Promise<StoredQuote[]> {
      return listBy('gsi1', 'gsi1pk = :pk', { ':pk': 'QUOTE' }, limit);
    },

    /** A person's quotes, newest first, whatever case they typed their address in. */
    listByEmail(email: string, limit = 50): Promise<StoredQuote[]> {
      return listBy('gsi2', 'gsi2pk = :pk AND begins_with(gsi2sk, :quote)', { ':pk': emailKey(email), ':quote': 'QUOTE#' }, limit);
    },
  };
}
