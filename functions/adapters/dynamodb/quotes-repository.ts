import { documentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import { storedQuoteSchema, type StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import { createIdempotently, type GuardedCreateResult, type IdempotencyClaim, type IdempotentCreateResult } from './idempotent-create.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { queryPages } from './query-pages.ts';

export type CreateQuoteResult = IdempotentCreateResult<StoredQuote>;
/** 'guard-failed': the quote being amended was amended already (amendments form one chain). */
export type CreateRevisionResult = GuardedCreateResult<StoredQuote>;

/** The most quotes a listing by date reads (across DynamoDB's pages): several years of this business's quotes. */
const MAX_LIST = 5000;

// Access patterns: quote by id (pk/sk); quote by its link token (a pointer item written in the
// same transaction, so a read right after the create finds it); newest quotes first for staff
// (gsi1); a person's quotes by normalised e-mail (gsi2, beside their leads and profile); a create
// request by its Idempotency-Key (idempotent-create.ts, operation 'createQuote'). Versions are
// chained through the items themselves (`revises` back, `supersededBy` forward), read by id.
const keys = {
  quote: (id: string) => ({ pk: `QUOTE#${id}`, sk: 'QUOTE' }),
  token: (token: string) => ({ pk: `QUOTE_TOKEN#${token}`, sk: 'QUOTE_TOKEN' }),
  newest: (createdAt: string, id: string) => ({ gsi1pk: 'QUOTE', gsi1sk: `${createdAt}#${id}` }),
  byEmail: (email: string, createdAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `QUOTE#${createdAt}#${id}` }),
};

const toQuote = itemParser('Quote', storedQuoteSchema);
// The pointer's key is the link's secret, which is never logged.
const toTokenPointer = itemParser('QuoteToken', z.object({ quoteId: z.string().check(z.minLength(1)) }), {
  describeKey: () => 'QUOTE_TOKEN#<token> / QUOTE_TOKEN',
});

function quoteItems(quote: StoredQuote, event: PendingEvent) {
  return [
    {
      ...keys.quote(quote.id),
      ...keys.newest(quote.createdAt, quote.id),
      ...keys.byEmail(quote.contact.email, quote.createdAt, quote.id),
      type: 'Quote',
      ...quote,
    },
    { ...keys.token(quote.token), type: 'QuoteToken', quoteId: quote.id, createdAt: quote.createdAt },
    pendingEventItem(event),
  ];
}

export function quotesRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(id: string): Promise<StoredQuote | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.quote(id), ConsistentRead: true }));
    return Item ? toQuote(Item) : null;
  }

  /** Newest first unless asked otherwise, up to `limit` (across DynamoDB's pages). */
  async function listBy(
    IndexName: 'gsi1' | 'gsi2',
    KeyConditionExpression: string,
    ExpressionAttributeValues: Record<string, string>,
    limit: number,
    newestFirst = true,
  ) {
    const items = await queryPages(config, { TableName, IndexName, KeyConditionExpression, ExpressionAttributeValues, ScanIndexForward: !newestFirst }, limit);
    return items.map(toQuote);
  }

  return {
    get,

    /** The quote a link opens, or null for a token no quote has. */
    async getByToken(token: string): Promise<StoredQuote | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.token(token), ConsistentRead: true }));
      return Item ? get(toTokenPointer(Item).quoteId) : null;
    },

    /**
     * Stores a new quote, its token pointer and the QuoteSubmitted event together; with an
     * Idempotency-Key, the key's claim too, so a retried request gets the first request's quote
     * (idempotent-create.ts).
     */
    create(quote: StoredQuote, event: PendingEvent, claim?: IdempotencyClaim): Promise<CreateQuoteResult> {
      return createIdempotently(
        config,
        {
          operation: 'createQuote',
          idAttribute: 'quoteId',
          record: quote,
          id: quote.id,
          createdAt: quote.createdAt,
          items: quoteItems(quote, event),
          load: get,
        },
        claim,
      );
    },

    /**
     * Stores an amended quote (its `revises` names the quote it replaces) and marks the old one
     * superseded by it, in one transaction: the old version is kept, and a version that was
     * already amended cannot be amended again ('guard-failed'), so the versions form one chain.
     */
    createRevision(quote: StoredQuote & { revises: string }, event: PendingEvent, claim?: IdempotencyClaim): Promise<CreateRevisionResult> {
      const guard = {
        Key: keys.quote(quote.revises),
        UpdateExpression: 'SET supersededBy = :by, supersededAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(supersededBy)',
        ExpressionAttributeValues: { ':by': quote.id, ':at': quote.createdAt },
      };
      return createIdempotently(
        config,
        {
          operation: 'createQuote',
          idAttribute: 'quoteId',
          record: quote,
          id: quote.id,
          createdAt: quote.createdAt,
          items: quoteItems(quote, event),
          load: get,
          guards: [guard],
        },
        claim,
      );
    },

    /** Newest first, for the staff quote list. */
    listNewest(limit = 50): Promise<StoredQuote[]> {
      return listBy('gsi1', 'gsi1pk = :pk', { ':pk': 'QUOTE' }, limit);
    },

    /**
     * Quotes stored at or after `since` (an ISO timestamp or a prefix of one, e.g. '2026-06-01'),
     * newest first, up to `limit`.
     */
    listCreatedSince(since: string, limit = MAX_LIST): Promise<StoredQuote[]> {
      return listBy('gsi1', 'gsi1pk = :pk AND gsi1sk >= :since', { ':pk': 'QUOTE', ':since': since }, limit);
    },

    /** A person's quotes, newest first, whatever case they typed their address in. */
    listByEmail(email: string, limit = 50): Promise<StoredQuote[]> {
      return listBy('gsi2', 'gsi2pk = :pk AND begins_with(gsi2sk, :quote)', { ':pk': emailKey(email), ':quote': 'QUOTE#' }, limit);
    },

    /** The person's first quote stored at or after `since` (ISO timestamp), or null: did a lead go on to get a quote? */
    async firstByEmailSince(email: string, since: string): Promise<StoredQuote | null> {
      // '~' sorts after every character of an ISO timestamp, so this is "every quote from `since` on".
      const [first] = await listBy(
        'gsi2',
        'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        { ':pk': emailKey(email), ':from': `QUOTE#${since}`, ':to': 'QUOTE#~' },
        1,
        false,
      );
      return first ?? null;
    },

    // Guest data deletion (issue 17, decision 025).
    /** Puts another contact on a quote (a deleted guest's), moving it out of their e-mail partition; the link still opens it. */
    async replaceContact(quote: StoredQuote, contact: StoredQuote['contact']): Promise<void> {
      const moved = keys.byEmail(contact.email, quote.createdAt, quote.id);
      await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.quote(quote.id),
          UpdateExpression: 'SET contact = :contact, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':contact': contact, ':gsi2pk': moved.gsi2pk, ':gsi2sk': moved.gsi2sk },
        }),
      );
    },

    // A promo code on the quote page (issue 18, decision 027).
    /**
     * Puts a promo code and the price it gives on a quote, only while the quote is as it was read:
     * not amended since, no code yet, the same total. False when it changed meanwhile.
     */
    async applyPromo(quote: StoredQuote, selection: StoredQuote['selection'], price: StoredQuote['price']): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.quote(quote.id),
            UpdateExpression: 'SET #selection = :selection, #price = :price',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(supersededBy) AND attribute_not_exists(#selection.promoCode) AND #price.totalPrice = :was',
            ExpressionAttributeNames: { '#selection': 'selection', '#price': 'price' },
            ExpressionAttributeValues: { ':selection': selection, ':price': price, ':was': quote.price.totalPrice },
          }),
        );
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    /** Deletes a quote and its link's token: the link then opens nothing. */
    async delete(quote: Pick<StoredQuote, 'id' | 'token'>): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [{ Delete: { TableName, Key: keys.quote(quote.id) } }, { Delete: { TableName, Key: keys.token(quote.token) } }],
        }),
      );
    },
  };
}
