import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import { priceTableSchema } from '#domain/pricing/pricing-admin.ts';
import type { StoredPricingRule } from '#domain/pricing/pricing-admin.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { PriceTable, PriceVersion } from '#domain/pricing/price-versions.ts';
import { pricingRuleChecks, pricingRuleShape } from '#domain/pricing/pricing-rule-schema.ts';
import * as z from '#domain/shared/zod.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';

// Access pattern: everything pricing in one partition (pk 'PRICING'), read with one consistent
// Query by every price path: the versions staff saved (sk 'VERSION#<effectiveFrom>', so a second
// version on one date is refused by its key), the seasonal rules (sk 'RULE#<id>') and two
// counters that serialise writes: the last version number, and the rules' revision, so an
// overlap check is made against the rules as they are when the write lands. Version 1 (the
// launch table) is code, not an item (domain/pricing/price-versions.ts). A version announced as in
// effect (PriceVersionTookEffect, which republishes the site) has a marker (sk 'ANNOUNCED#<n>')
// written with its event, so it is announced once whoever finds it in effect first.
const PK = 'PRICING';
const keys = {
  version: (effectiveFrom: IsoDate) => ({ pk: PK, sk: `VERSION#${effectiveFrom}` }),
  rule: (id: string) => ({ pk: PK, sk: `RULE#${id}` }),
  versionCounter: { pk: PK, sk: 'COUNTER#VERSIONS' },
  rulesRevision: { pk: PK, sk: 'COUNTER#RULES' },
  announced: (version: number) => ({ pk: PK, sk: `ANNOUNCED#${String(version).padStart(6, '0')}` }),
};

const versionSchema = z.object({
  version: z.number().check(z.int(), z.gte(2)),
  effectiveFrom: z.string().check(z.minLength(10)),
  table: priceTableSchema,
  createdAt: z.string().check(z.minLength(1)),
  createdBy: z.string().check(z.minLength(1)),
  note: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
const ruleSchema = z
  .object({ ...pricingRuleShape, updatedAt: z.string().check(z.minLength(1)), updatedBy: z.string().check(z.minLength(1)) })
  .check(pricingRuleChecks);

const announcedSchema = z.object({ eventId: z.string().check(z.minLength(1)), announcedAt: z.string().check(z.minLength(1)) });

const toVersion = itemParser('PriceVersion', versionSchema);
const toRule = itemParser('PricingRule', ruleSchema);

export interface StoredPricing {
  /** Only what staff saved (version 2 on), oldest effective date first. */
  versions: PriceVersion[];
  rules: StoredPricingRule[];
  lastVersion: number;
  rulesRevision: number;
}

export type SaveVersionOutcome = { saved: PriceVersion } | { dateTaken: true } | { conflict: true };
export type EditVersionOutcome = { saved: PriceVersion } | { notEditable: true };
export type SaveRuleOutcome = { saved: StoredPricingRule } | { conflict: true };

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function pricingRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  const revisionCheck = (expected: number) =>
    expected === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'revision = :expected', ExpressionAttributeValues: { ':expected': expected } };

  /** The marker (first writer only) and the event, for one transaction. */
  const announcementPuts = (version: number, event: PendingEvent) => [
    {
      Put: {
        TableName,
        Item: { ...keys.announced(version), type: 'PriceVersionAnnounced', version, eventId: event.id, announcedAt: event.occurredAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName, Item: pendingEventItem(event) } },
  ];

  return {
    /** The versions, rules and counters, in one consistent read of the partition. */
    async load(): Promise<StoredPricing> {
      const items: Record<string, unknown>[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': PK },
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        items.push(...(page.Items ?? []));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      const stored: StoredPricing = { versions: [], rules: [], lastVersion: 1, rulesRevision: 0 };
      for (const item of items) {
        const sk = String(item['sk']);
        if (sk.startsWith('VERSION#')) {
          const { updatedAt: _a, updatedBy: _b, ...version } = toVersion(item);
          stored.versions.push(withoutUndefined(version) as PriceVersion);
        } else if (sk.startsWith('RULE#')) stored.rules.push(withoutUndefined(toRule(item)) as StoredPricingRule);
        else if (sk === keys.versionCounter.sk) stored.lastVersion = Number(item['revision']);
        else if (sk === keys.rulesRevision.sk) stored.rulesRevision = Number(item['revision']);
      }
      stored.versions.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
      return stored;
    },

    /**
     * Stores version `lastVersion + 1` from `effectiveFrom` in one transaction: refused when a
     * version already starts that day, or when another save took the number meanwhile. With
     * `announcement` (a version in effect the day it is saved) its event (decision 017) and the
     * version's announced marker go in the same transaction, so the daily job never repeats it.
     */
    async addVersion(
      input: { lastVersion: number; effectiveFrom: IsoDate; table: PriceTable; note?: string | undefined; at: string; by: string },
      announcement?: PendingEvent,
    ): Promise<SaveVersionOutcome> {
      const version: PriceVersion = withoutUndefined({
        version: input.lastVersion + 1,
        effectiveFrom: input.effectiveFrom,
        table: priceTableSchema.parse(input.table),
        createdAt: input.at,
        createdBy: input.by,
        note: input.note,
      });
      const counterCondition =
        input.lastVersion === 1
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'revision = :expected', ExpressionAttributeValues: { ':expected': input.lastVersion } };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.version(input.effectiveFrom), type: 'PriceVersion', ...version },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName, Item: { ...keys.versionCounter, type: 'PriceVersionCounter', revision: version.version }, ...counterCondition } },
              ...(announcement ? announcementPuts(version.version, announcement) : []),
            ],
          }),
        );
        return { saved: version };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed') return { dateTaken: true };
        if (codes?.[1] === 'ConditionalCheckFailed' || codes?.includes('TransactionConflict')) return { conflict: true };
        throw error;
      }
    },

    /** Replaces a version's table and note, only while it starts after `today` (a version in effect is history). */
    async editVersion(
      input: { version: PriceVersion; table: PriceTable; note?: string | undefined; today: IsoDate; at: string; by: string },
      event?: PendingEvent,
    ): Promise<EditVersionOutcome> {
      const version: PriceVersion = withoutUndefined({ ...input.version, table: priceTableSchema.parse(input.table), note: input.note });
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.version(version.effectiveFrom), type: 'PriceVersion', ...version, updatedAt: input.at, updatedBy: input.by },
                  ConditionExpression: 'attribute_exists(pk) AND version = :version AND effectiveFrom > :today',
                  ExpressionAttributeValues: { ':version': version.version, ':today': input.today },
                },
              },
              ...(event ? [{ Put: { TableName, Item: pendingEventItem(event) } }] : []),
            ],
          }),
        );
        return { saved: version };
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return { notEditable: true };
        throw error;
      }
    },

    /**
     * Records that `version` is announced as in effect, with the event announcing it, unless it
     * already was (answers false: another run or the save announced it first).
     */
    async announceVersion(version: number, event: PendingEvent): Promise<boolean> {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: announcementPuts(version, event) }));
        return true;
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    /** The announced marker of `version`, when it has one. */
    async announcement(version: number): Promise<{ eventId: string; announcedAt: string } | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.announced(version), ConsistentRead: true }));
      return Item ? announcedSchema.parse(Item) : null;
    },

    /**
     * Stores a rule (new or replacing one) if the rules are still at `revision`, the revision the
     * caller checked overlaps against; of two saves from one revision the second is refused.
     */
    async putRule(rule: StoredPricingRule, revision: number): Promise<SaveRuleOutcome> {
      const record = withoutUndefined(ruleSchema.parse(rule)) as StoredPricingRule;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: { ...keys.rule(rule.id), type: 'PricingRule', ...record } } },
              { Put: { TableName, Item: { ...keys.rulesRevision, type: 'PricingRulesRevision', revision: revision + 1 }, ...revisionCheck(revision) } },
            ],
          }),
        );
        return { saved: record };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[1] === 'ConditionalCheckFailed' || codes?.includes('TransactionConflict')) return { conflict: true };
        throw error;
      }
    },
  };
}
