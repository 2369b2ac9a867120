import { cancellationCodes, documentClient, GetCommand, isConditionalCheckFailed, TransactWriteCommand, UpdateCommand } from './client.ts';
import {
  canonicalPartnerCode,
  PARTNER_KINDS,
  type CommissionPayout,
  type Month,
  type Partner,
  type PartnerInput,
  type PartnerMonthCounts,
  type PartnerMonthFigures,
} from '#domain/commerce/partners.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';
import { queryPages } from './query-pages.ts';

// Partners (issue 18, decision 028). Access patterns:
// - a partner by id (pk/sk); every partner (gsi1 'PARTNER', by name);
// - the partner holding a code (pk `PARTNER_CODE#<CODE>`): the claim item that makes codes unique
//   whatever their case, written in the same transaction as the partner;
// - a partner's figures for a month (pk `PARTNER#<id>`, sk `MONTH#<YYYY-MM>`) and every
//   partner's figures over a range of months (gsi1 'PARTNER_MONTH', `<YYYY-MM>#<id>`);
// - the marker of an event counted into the figures (pk `EVENT#<id>`, sk `PARTNER_FIGURES`),
//   written in the transaction that counts it, so a redelivered event counts once.

/** More partners than a party-boat business will ever sign; the list reads them all. */
const PARTNER_LIMIT = 2000;
const FIGURES_LIMIT = 36 * PARTNER_LIMIT;

const text = z.string().check(z.minLength(1));
const partnerSchema = z.object({
  id: text,
  name: text,
  kind: z.enum(PARTNER_KINDS),
  contactName: text,
  contactEmail: text,
  contactPhone: z.optional(text),
  code: text,
  commissionPercent: z.number(),
  active: z.boolean(),
  createdAt: text,
  updatedAt: text,
  updatedBy: text,
  version: z.number().check(z.int(), z.positive()),
});
const payoutSchema = z.object({ amount: z.number().check(z.int()), percent: z.number(), paidAt: text, paidBy: text });
const cents = z._default(z.number().check(z.int()), 0);
const figuresSchema = z.object({
  partnerId: text,
  month: text,
  quotes: cents,
  bookings: cents,
  collected: cents,
  refunded: cents,
  commissionBase: cents,
  payout: z.optional(payoutSchema),
});
const codeClaimSchema = z.object({ partnerId: text });

const toPartner = itemParser('Partner', partnerSchema);
const toFigures = itemParser('PartnerMonthFigures', figuresSchema);
const toClaim = itemParser('PartnerCode', codeClaimSchema);

const keys = {
  partner: (id: string) => ({ pk: `PARTNER#${id}`, sk: 'PROFILE' }),
  listing: (name: string, id: string) => ({ gsi1pk: 'PARTNER', gsi1sk: `${name.toLowerCase()}#${id}` }),
  code: (code: string) => ({ pk: `PARTNER_CODE#${canonicalPartnerCode(code)}`, sk: 'CODE' }),
  month: (partnerId: string, month: Month) => ({ pk: `PARTNER#${partnerId}`, sk: `MONTH#${month}` }),
  monthListing: (partnerId: string, month: Month) => ({ gsi1pk: 'PARTNER_MONTH', gsi1sk: `${month}#${partnerId}` }),
  counted: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'PARTNER_FIGURES' }),
};

export type SavePartnerOutcome =
  | { outcome: 'saved'; partner: Partner }
  | { outcome: 'code-taken'; holder: Partner | null }
  | { outcome: 'stale'; current: Partner | null };
export type MarkPaidOutcome = { outcome: 'paid' | 'already-paid'; payout: CommissionPayout } | { outcome: 'no-figures' };

export function partnersRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  const repository = {
    async get(id: string): Promise<Partner | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.partner(id), ConsistentRead: true }));
      return Item ? toPartner(Item) : null;
    },

    /** The partner whose code this is, whatever its case, or null. */
    async findByCode(code: string): Promise<Partner | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.code(code) }));
      return Item ? repository.get(toClaim(Item).partnerId) : null;
    },

    /** Every partner, by name. */
    async list(): Promise<Partner[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'PARTNER' } },
        PARTNER_LIMIT,
      );
      return items.map(toPartner);
    },

    /** Stores a new partner and claims its code in one transaction; a code already held stores nothing. */
    async create(partner: Partner): Promise<SavePartnerOutcome> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.partner(partner.id), ...keys.listing(partner.name, partner.id), type: 'Partner', ...partner },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName,
                  Item: { ...keys.code(partner.code), type: 'PartnerCode', partnerId: partner.id },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return { outcome: 'saved', partner };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[1] === 'ConditionalCheckFailed') return { outcome: 'code-taken', holder: await repository.findByCode(partner.code) };
        throw error;
      }
    },

    /**
     * Saves staff's edit of `version`: a conditional write on the version, and when the code
     * changes, the old claim given up and the new one taken in the same transaction.
     */
    async update(current: Partner, input: PartnerInput, by: string, now: Date): Promise<SavePartnerOutcome> {
      const partner: Partner = {
        ...input,
        id: current.id,
        createdAt: current.createdAt,
        updatedAt: now.toISOString(),
        updatedBy: by,
        version: current.version + 1,
      };
      const codeChanges = canonicalPartnerCode(input.code) !== canonicalPartnerCode(current.code);
      const item = { ...keys.partner(partner.id), ...keys.listing(partner.name, partner.id), type: 'Partner', ...partner };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: item, ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } } },
              ...(codeChanges
                ? [
                    {
                      Put: {
                        TableName,
                        Item: { ...keys.code(input.code), type: 'PartnerCode', partnerId: partner.id },
                        ConditionExpression: 'attribute_not_exists(pk)',
                      },
                    },
                    {
                      Delete: {
                        TableName,
                        Key: keys.code(current.code),
                        ConditionExpression: 'partnerId = :id',
                        ExpressionAttributeValues: { ':id': partner.id },
                      },
                    },
                  ]
                : // A change of case alone keeps the claim (same canonical code) and stores the new spelling.
                  []),
            ],
          }),
        );
        return { outcome: 'saved', partner };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed') return { outcome: 'stale', current: await repository.get(current.id) };
        if (codes?.[1] === 'ConditionalCheckFailed') return { outcome: 'code-taken', holder: await repository.findByCode(input.code) };
        throw error;
      }
    },

    /**
     * Adds an event's counts to a partner's month, once per event id: the marker and the counters
     * are one transaction, so a redelivered event finds its marker and changes nothing (false).
     */
    async count(eventId: string, partnerId: string, month: Month, counts: Partial<PartnerMonthCounts>, occurredAt: string): Promise<boolean> {
      const entries = Object.entries(counts).filter(([, value]) => value !== undefined && value !== 0) as [keyof PartnerMonthCounts, number][];
      const names: Record<string, string> = { '#type': 'type', '#partnerId': 'partnerId', '#month': 'month' };
      const values: Record<string, unknown> = {
        ':type': 'PartnerMonthFigures',
        ':partnerId': partnerId,
        ':month': month,
        ...Object.fromEntries(Object.entries(keys.monthListing(partnerId, month)).map(([name, value]) => [`:${name}`, value])),
      };
      entries.forEach(([name, value], index) => {
        names[`#c${index}`] = name;
        values[`:c${index}`] = value;
      });
      const add = entries.length > 0 ? ` ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}` : '';
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.counted(eventId), type: 'PartnerFiguresCounted', partnerId, month, occurredAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName,
                  Key: keys.month(partnerId, month),
                  UpdateExpression: `SET #type = :type, #partnerId = :partnerId, #month = :month, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk${add}`,
                  ExpressionAttributeNames: names,
                  ExpressionAttributeValues: values,
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    /** Every partner's figures (or one partner's) for the months from `from` to `to`. */
    async figuresBetween(from: Month, to: Month, partnerId?: string): Promise<PartnerMonthFigures[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': 'PARTNER_MONTH', ':from': `${from}#`, ':to': `${to}#\uffff` },
        },
        FIGURES_LIMIT,
      );
      const figures = items.map(toFigures);
      return partnerId ? figures.filter((figure) => figure.partnerId === partnerId) : figures;
    },

    /**
     * Records that a month's commission was paid, once: a conditional write that needs the month's
     * figures and no payout yet. A repeat (a double click, a retried request) answers the payout
     * already stored, so marking paid is idempotent.
     */
    async markPaid(partnerId: string, month: Month, payout: CommissionPayout): Promise<MarkPaidOutcome> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.month(partnerId, month),
            UpdateExpression: 'SET payout = :payout',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(payout)',
            ExpressionAttributeValues: { ':payout': payout },
          }),
        );
        return { outcome: 'paid', payout };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        const { Item } = await db.send(new GetCommand({ TableName, Key: keys.month(partnerId, month), ConsistentRead: true }));
        const stored = Item ? toFigures(Item).payout : undefined;
        return stored ? { outcome: 'already-paid', payout: stored } : { outcome: 'no-figures' };
      }
    },
  };
  return repository;
}
