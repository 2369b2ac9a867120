import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand } from './client.ts';
import { CRUISE_KINDS } from '#domain/booking/inventory.ts';
import { EVENT_TYPE_KEYS } from '#domain/booking/event-types.ts';
import { presetNameKey, PRESET_PACKAGE_KEYS, QUOTE_PRESETS_MAX, type QuotePreset, type QuotePresetChoices } from '#domain/booking/quote-presets.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

// Saved quote presets (issue 18, decision 029), all in one small partition.
//
// Access patterns: every preset for the form's select and /templates (one query, sk PRESET#);
// a preset by id (pk/sk). Names are unique by a claim item per name (sk NAME#{key}) written in the
// same transaction as the preset, and the count is a counter item (sk COUNT) whose condition
// keeps it at QUOTE_PRESETS_MAX at most, so two staff saving at once can pass neither rule.
const PARTITION = 'QUOTEPRESETS';
const keys = {
  preset: (id: string) => ({ pk: PARTITION, sk: `PRESET#${id}` }),
  name: (name: string) => ({ pk: PARTITION, sk: `NAME#${presetNameKey(name)}` }),
  count: () => ({ pk: PARTITION, sk: 'COUNT' }),
};

const storedChoicesSchema: z.ZodMiniType<QuotePresetChoices> = z.object({
  eventType: z.optional(z.enum(EVENT_TYPE_KEYS)),
  groupSize: z.optional(z.number()),
  cruiseKind: z.enum(CRUISE_KINDS),
  packageKey: z.optional(z.enum(PRESET_PACKAGE_KEYS)),
  lilyPad: z.boolean(),
  brideIncluded: z.boolean(),
  addOns: z.array(z.object({ productId: z.string(), quantity: z.number() })),
  promoCode: z.optional(z.string()),
} satisfies ShapeOf<QuotePresetChoices>);

const storedPresetSchema: z.ZodMiniType<QuotePreset> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  choices: storedChoicesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
} satisfies ShapeOf<QuotePreset>);

const toPreset = itemParser('QuotePreset', storedPresetSchema);

export type PresetWriteOutcome = { saved: QuotePreset } | { conflict: 'name' | 'limit' | 'missing' };

export function quotePresetsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  const item = (preset: QuotePreset) => ({ ...keys.preset(preset.id), type: 'QuotePreset', ...preset });
  const nameClaim = (preset: QuotePreset) => ({ ...keys.name(preset.name), type: 'QuotePresetName', presetId: preset.id });

  /** Which condition a cancelled transaction failed, by the order its items were written in. */
  function failed(error: unknown, meaning: ReadonlyArray<'name' | 'limit' | 'missing'>): 'name' | 'limit' | 'missing' | null {
    const codes = cancellationCodes(error);
    if (!codes) return null;
    const index = codes.indexOf('ConditionalCheckFailed');
    return index >= 0 ? (meaning[index] ?? null) : null;
  }

  return {
    /** Every preset, by name. */
    async list(): Promise<QuotePreset[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': PARTITION, ':sk': 'PRESET#' },
          ConsistentRead: true,
        }),
      );
      return Items.map(toPreset).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    },

    async get(id: string): Promise<QuotePreset | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.preset(id), ConsistentRead: true }));
      return Item ? toPreset(Item) : null;
    },

    /** Stores a new preset, its name claimed and the count raised, or nothing: a taken name or a full list says which. */
    async create(preset: QuotePreset): Promise<PresetWriteOutcome> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: nameClaim(preset), ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Update: {
                  TableName,
                  Key: keys.count(),
                  UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #type = :type',
                  ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
                  ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
                  ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': QUOTE_PRESETS_MAX, ':type': 'QuotePresetCount' },
                },
              },
              { Put: { TableName, Item: item(preset), ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        );
        return { saved: preset };
      } catch (error) {
        const conflict = failed(error, ['name', 'limit', 'missing']);
        if (conflict) return { conflict };
        throw error;
      }
    },

    /** Renames a preset: the new name claimed, the old one released, in one transaction. */
    async rename(previous: QuotePreset, renamed: QuotePreset): Promise<PresetWriteOutcome> {
      const sameKey = presetNameKey(previous.name) === presetNameKey(renamed.name);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              ...(sameKey
                ? []
                : [
                    { Put: { TableName, Item: nameClaim(renamed), ConditionExpression: 'attribute_not_exists(pk)' } },
                    { Delete: { TableName, Key: keys.name(previous.name) } },
                  ]),
              { Put: { TableName, Item: item(renamed), ConditionExpression: 'attribute_exists(pk)' } },
            ],
          }),
        );
        return { saved: renamed };
      } catch (error) {
        const conflict = failed(error, sameKey ? ['missing'] : ['name', 'missing', 'missing']);
        if (conflict) return { conflict };
        throw error;
      }
    },

    /** Deletes a preset, its name and its place in the count; false when it was gone already. */
    async delete(preset: QuotePreset): Promise<boolean> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Delete: { TableName, Key: keys.preset(preset.id), ConditionExpression: 'attribute_exists(pk)' } },
              { Delete: { TableName, Key: keys.name(preset.name) } },
              {
                Update: {
                  TableName,
                  Key: keys.count(),
                  UpdateExpression: 'SET #count = #count - :one',
                  ConditionExpression: '#count >= :one',
                  ExpressionAttributeNames: { '#count': 'count' },
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationCodes(error)) return false;
        throw error;
      }
    },
  };
}
