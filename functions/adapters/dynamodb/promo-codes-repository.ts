import { BatchGetCommand, documentClient, GetCommand, PutCommand, QueryCommand, isConditionalCheckFailed, type TransactWriteCommand } from './client.ts';
import { CRUISE_KINDS } from '#domain/booking/inventory.ts';
import { PROMO_KINDS } from '#domain/pricing/price-extras.ts';
import type { PromoCode, PromoCodeWithUses, PromoUseCounts } from '#domain/pricing/promo-codes.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import type { CreateGuard } from './idempotent-create.ts';
import { itemParser } from './parse-item.ts';

// Promo codes and their use counts (decision 027).
//
// Access patterns: a code by its text (pk/sk); every code for the staff list (gsi1, by code);
// a code's bookings in all and one customer's (counter items in the code's partition, apart from
// the code so a staff edit never overwrites a count). A booking adds 1 to both counters in its
// own transaction, each conditional on staying within its limit; a cancelled or released booking
// takes its 1 back.
const keys = {
  code: (code: string) => ({ pk: `PROMO#${code}`, sk: 'PROMO' }),
  listing: (code: string) => ({ gsi1pk: 'PROMO', gsi1sk: code }),
  uses: (code: string) => ({ pk: `PROMO#${code}`, sk: 'USES' }),
  customerUses: (code: string, customer: string) => ({ pk: `PROMO#${code}`, sk: `USES#${customer}` }),
};

const limit = z.nullable(z.number());
const storedPromoSchema: z.ZodMiniType<PromoCode> = z.object({
  code: z.string().check(z.minLength(1)),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  minGroupSize: z.number(),
  cruiseKinds: z.array(z.enum(CRUISE_KINDS)),
  totalLimit: limit,
  perCustomerLimit: limit,
  stackable: z.boolean(),
  // Codes stored before decision 027's free-cruise switch never allowed one.
  allowsFree: z._default(z.boolean(), false),
  active: z.boolean(),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
} satisfies ShapeOf<PromoCode>);

const toPromo = itemParser('PromoCode', storedPromoSchema);
const countOf = (item: Record<string, unknown> | undefined) => (item && typeof item['count'] === 'number' ? item['count'] : 0);

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Who a use counts against: the booking's e-mail, normalised. */
export const promoCustomer = (email: string) => emailKey(email);

export function promoCodesRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  const item = (promo: PromoCode) => ({ ...keys.code(promo.code), ...keys.listing(promo.code), type: 'PromoCode', ...promo });

  /** One counter: +1 as long as it stays within `max` (no condition without a limit). */
  function increment(key: { pk: string; sk: string }, max: number | null, code: string): CreateGuard {
    return {
      Key: key,
      UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #type = :type, #code = :code',
      ...(max === null ? {} : { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' }),
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type', '#code': 'code' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':type': 'PromoUses', ':code': code, ...(max === null ? {} : { ':max': max }) },
    } as CreateGuard;
  }

  return {
    async get(code: string): Promise<PromoCode | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.code(code), ConsistentRead: true }));
      return Item ? toPromo(Item) : null;
    },

    /** The code's bookings so far, in all and (when known) this customer's. */
    async countUses(code: string, email?: string): Promise<PromoUseCounts> {
      const wanted = [keys.uses(code), ...(email ? [keys.customerUses(code, promoCustomer(email))] : [])];
      const answer = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: wanted, ConsistentRead: true } } }));
      const items = answer.Responses?.[TableName] ?? [];
      const find = (key: { pk: string; sk: string }) => items.find((found) => found['pk'] === key.pk && found['sk'] === key.sk);
      return { total: countOf(find(keys.uses(code))), customer: email ? countOf(find(keys.customerUses(code, promoCustomer(email)))) : 0 };
    },

    /** Every code with its use count, by code. */
    async list(): Promise<PromoCodeWithUses[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'PROMO' }, Limit: 1000 }),
      );
      const codes = Items.map(toPromo);
      const counts = new Map<string, number>();
      for (let start = 0; start < codes.length; start += 100) {
        const batch = codes.slice(start, start + 100).map((promo) => keys.uses(promo.code));
        if (batch.length === 0) continue;
        const answer = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: batch } } }));
        for (const found of answer.Responses?.[TableName] ?? []) counts.set(String(found['pk']).slice('PROMO#'.length), countOf(found));
      }
      return codes.map((promo) => ({ ...promo, uses: counts.get(promo.code) ?? 0 }));
    },

    /** Stores a new code; false when the code exists. */
    async create(promo: PromoCode): Promise<boolean> {
      try {
        await db.send(new PutCommand({ TableName, Item: item(promo), ConditionExpression: 'attribute_not_exists(pk)' }));
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    /** Replaces a code's terms; false when there is no such code. Its counts are apart and stay. */
    async replace(promo: PromoCode): Promise<boolean> {
      try {
        await db.send(new PutCommand({ TableName, Item: item(promo), ConditionExpression: 'attribute_exists(pk)' }));
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    /**
     * The guards a booking with the code writes in its own transaction: +1 in all and +1 for the
     * customer, each failing (and with it the booking) if it would pass its limit.
     */
    guardsForUse(promo: PromoCode, email: string): CreateGuard[] {
      return [
        increment(keys.uses(promo.code), promo.totalLimit, promo.code),
        increment(keys.customerUses(promo.code, promoCustomer(email)), promo.perCustomerLimit, promo.code),
      ];
    },

    /** Which limit a failed booking's keys name: 'total', 'customer' or null. */
    limitFailed(code: string, failed: ReadonlyArray<{ pk: string; sk: string }>): 'total' | 'customer' | null {
      const total = keys.uses(code);
      if (failed.some((key) => key.pk === total.pk && key.sk === total.sk)) return 'total';
      return failed.some((key) => key.pk === total.pk && key.sk.startsWith('USES#')) ? 'customer' : null;
    },
  };
}

/** The writes that give a booking's use back when it ends (cancelled or released unpaid). */
export function promoUseRelease(TableName: string, use: { code: string; customer: string }): TransactItem[] {
  const back = (key: { pk: string; sk: string }): TransactItem => ({
    Update: {
      TableName,
      Key: key,
      UpdateExpression: 'SET #count = #count - :one',
      ConditionExpression: '#count >= :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  });
  return [back(keys.uses(use.code)), back(keys.customerUses(use.code, use.customer))];
}
