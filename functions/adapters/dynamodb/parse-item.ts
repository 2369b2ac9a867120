import type * as z from '#domain/shared/zod.ts';
import { tableDefinition } from './table.ts';

/**
 * Items are parsed, never cast, on their way out of the table (decision 003): a repository names
 * the entity it expects and the schema of its record, and gets the record or this error.
 */

/** The generic key attributes every item carries for the table and its indexes; no record holds them. */
const TABLE_KEYS: ReadonlySet<string> = new Set([
  tableDefinition.partitionKey,
  tableDefinition.sortKey,
  ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
]);

/**
 * A stored item that is not the record its repository reads: a field missing or of the wrong type,
 * or an item of another entity. Its message names the entity, the item's key and each failing field
 * (never a field's value), so the log says what to repair; the handlers answer it as any unexpected
 * error, a 500, and consumers retry and dead-letter it, rather than pass a bad record on.
 */
export class StoredItemError extends Error {
  override readonly name = 'StoredItemError';

  constructor(
    readonly entity: string,
    /** The item's `pk` and `sk` as 'pk / sk' (or what the repository says instead, for a key that holds a secret). */
    readonly key: string,
    /** Each failing field's path (dotted; '(item)' for the item as a whole) and what is wrong with it. */
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(
      `Stored ${entity} ${key} is not a valid ${entity}: ${Object.entries(fields)
        .map(([field, problem]) => `${field}: ${problem}`)
        .join('; ')}`,
    );
  }
}

export interface ItemParserOptions {
  /** How the error names the item when its key must not be logged (a quote link's token). */
  describeKey?: (item: Readonly<Record<string, unknown>>) => string;
}

/** How an error names an item: its `pk` and `sk`. */
export function itemKey(item: Readonly<Record<string, unknown>>): string {
  const { pk, sk } = item;
  return pk === undefined && sk === undefined ? '(key not read)' : `${String(pk)} / ${String(sk)}`;
}

/**
 * The record an item holds: the table's key attributes and the `type` marker are dropped, every
 * other attribute is parsed with `schema` (attributes the schema does not name are left out).
 * `type` must be `entity` when the item has one; items written by an update that returns only the
 * updated attributes have none, and are judged by the schema alone.
 */
export function parseItem<S extends z.ZodMiniType>(
  entity: string,
  schema: S,
  item: Readonly<Record<string, unknown>>,
  options: ItemParserOptions = {},
): z.output<S> {
  const record: Record<string, unknown> = {};
  for (const name of Object.keys(item)) if (name !== 'type' && !TABLE_KEYS.has(name)) record[name] = item[name];
  const fields: Record<string, string> = {};
  if (item['type'] !== undefined && item['type'] !== entity) fields['type'] = `the item is a ${String(item['type'])}`;
  const result = schema.safeParse(record);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || '(item)';
      fields[path] ??= issue.message;
    }
  }
  if (!result.success || Object.keys(fields).length > 0) throw new StoredItemError(entity, (options.describeKey ?? itemKey)(item), fields);
  return result.data;
}

/** `parseItem` for one entity, as a function of the item (for `Items.map`). */
export function itemParser<S extends z.ZodMiniType>(
  entity: string,
  schema: S,
  options: ItemParserOptions = {},
): (item: Readonly<Record<string, unknown>>) => z.output<S> {
  return (item) => parseItem(entity, schema, item, options);
}
