import { cancellationCodes, documentClient, GetCommand, PutCommand, TransactWriteCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { parseItem } from './parse-item.ts';

/** A client's Idempotency-Key for a create request, with a hash of the request it came with. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
  /** Epoch seconds; after this the key may be used for a new record. */
  expiresAt: number;
}

export type IdempotentCreateResult<T> =
  | { outcome: 'created'; record: T }
  | { outcome: 'replayed'; record: T }
  /** The key was already used for a different request. */
  | { outcome: 'key-reused' }
  /** Another request with the same key is being written at this very moment. */
  | { outcome: 'in-progress' };

/**
 * A conditional update of another item that must hold for the record to be created, and is
 * written in the same transaction (e.g. marking the quote a new version replaces). When its
 * condition fails nothing is written.
 */
export interface CreateGuard {
  Key: { pk: string; sk: string };
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * A guarded create's outcomes: those of any create; a condition that failed (a guard's, or an
 * item that exists already, e.g. a boat-slot taken), with the keys of the items whose conditions
 * failed; or 'contended': another transaction was writing one of the same items at that moment,
 * nothing was written, and trying again shortly will get a definite answer.
 */
export type GuardedCreateResult<T> =
  | IdempotentCreateResult<T>
  | { outcome: 'guard-failed'; failed: ReadonlyArray<{ pk: string; sk: string }> }
  | { outcome: 'contended' };

/** Keys of items that must not exist for the record to be created (a blackout of the day): checked, never written. */
export type AbsentKeys = ReadonlyArray<{ pk: string; sk: string }>;

export interface IdempotentCreate<T> {
  /** Names the operation in the claim's key (`IDEMPOTENCY#<operation>#<key>`), e.g. 'createLead'. */
  operation: string;
  /** The claim remembers the new record's id under this attribute (e.g. 'leadId'), for replays and for people reading the table. */
  idAttribute: string;
  record: T;
  id: string;
  /** The request's clock reading (ISO); an expired claim is judged by it. */
  createdAt: string;
  /** Every item the record is stored as; each must not exist yet, and all are written together. */
  items: ReadonlyArray<Record<string, unknown>>;
  /** Reads the record an earlier request with the same key created. */
  load: (id: string) => Promise<T | null>;
}

// Access pattern: a create request by its Idempotency-Key (pk/sk of the claim item).
export const idempotencyKeys = {
  claim: (operation: string, key: string) => ({ pk: `IDEMPOTENCY#${operation}#${key}`, sk: 'IDEMPOTENCY' }),
};

/** A claim as read; the item holds the record's id under the operation's own name (`idAttribute`), read here as `recordId`. */
const claimSchema = z.object({ requestHash: z.string().check(z.minLength(1)), expiresAt: z.number(), recordId: z.string().check(z.minLength(1)) });

function toClaim(item: Record<string, unknown>, idAttribute: string) {
  return parseItem('IdempotencyKey', claimSchema, { ...item, recordId: item[idAttribute] });
}

/**
 * Stores a new record, once per Idempotency-Key. With a claim, the record's items and the key's
 * claim are written in one transaction, so a retried request finds the first request's record
 * instead of making a second one; the same key with a different request is refused. An expired
 * claim (TTL deletes lazily) counts as free. Without a claim the items are simply written.
 * `guards` (conditional updates of other items) join the same transaction; a replay is judged
 * before them, so a retried request still gets its record after its own guard has fired.
 */
export function createIdempotently<T>(
  config: Config,
  create: IdempotentCreate<T> & { guards: readonly CreateGuard[]; absent?: AbsentKeys },
  claim?: IdempotencyClaim,
): Promise<GuardedCreateResult<T>>;
export function createIdempotently<T>(config: Config, create: IdempotentCreate<T>, claim?: IdempotencyClaim): Promise<IdempotentCreateResult<T>>;
export async function createIdempotently<T>(
  config: Config,
  create: IdempotentCreate<T> & { guards?: readonly CreateGuard[]; absent?: AbsentKeys },
  claim?: IdempotencyClaim,
): Promise<GuardedCreateResult<T>> {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  const puts = create.items.map((Item) => ({ Put: { TableName, Item: { ...Item }, ConditionExpression: 'attribute_not_exists(pk)' } }));
  const guards = [
    ...(create.guards ?? []).map((guard) => ({ Update: { TableName, ...guard } })),
    ...(create.absent ?? []).map((Key) => ({ ConditionCheck: { TableName, Key, ConditionExpression: 'attribute_not_exists(pk)' } })),
  ];
  const itemKeys = [
    ...create.items.map((item) => ({ pk: String(item['pk']), sk: String(item['sk']) })),
    ...(create.guards ?? []).map((guard) => guard.Key),
    ...(create.absent ?? []),
  ];
  /** Keys of the items (puts and guards) whose conditions failed; a put of a new id never fails, so only guards and reservations show up. */
  const failedConditions = (codes: readonly string[]) => itemKeys.filter((_, i) => codes[i] === 'ConditionalCheckFailed');

  if (!claim) {
    const [only] = puts;
    if (puts.length === 1 && only && guards.length === 0) {
      await db.send(new PutCommand(only.Put));
      return { outcome: 'created', record: create.record };
    }
    try {
      await db.send(new TransactWriteCommand({ TransactItems: [...puts, ...guards] }));
    } catch (error) {
      const codes = cancellationCodes(error);
      const failed = codes ? failedConditions(codes) : [];
      if (failed.length > 0) return { outcome: 'guard-failed', failed };
      if (codes?.includes('TransactionConflict')) return { outcome: 'contended' };
      throw error;
    }
    return { outcome: 'created', record: create.record };
  }

  // createdAt is the request's clock reading, so "expired" is judged by the same clock.
  const nowSeconds = Math.floor(Date.parse(create.createdAt) / 1000);
  const claimKey = idempotencyKeys.claim(create.operation, claim.key);
  const { requestHash } = claim;

  const replay = async (): Promise<IdempotentCreateResult<T>> =>
    // Gone or expired between our write and this read: the caller may simply retry.
    (await earlierCreate(config, create, claim)) ?? { outcome: 'in-progress' };

  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...puts,
          ...guards,
          {
            Put: {
              TableName,
              Item: {
                ...claimKey,
                type: 'IdempotencyKey',
                [create.idAttribute]: create.id,
                requestHash,
                createdAt: create.createdAt,
                expiresAt: claim.expiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
              ExpressionAttributeValues: { ':now': nowSeconds },
            },
          },
        ],
      }),
    );
    return { outcome: 'created', record: create.record };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const claimCode = codes[puts.length + guards.length];
    if (claimCode === 'ConditionalCheckFailed') return replay();
    // The same key in another request's transaction at this moment.
    if (claimCode === 'TransactionConflict') return { outcome: 'in-progress' };
    const failed = failedConditions(codes);
    if (failed.length > 0) return { outcome: 'guard-failed', failed };
    if (codes.includes('TransactionConflict')) return create.guards || create.absent ? { outcome: 'contended' } : { outcome: 'in-progress' };
    throw error;
  }
}

/**
 * What an earlier request with this claim's key created ('replayed'), or 'key-reused' when the key
 * came with a different request; null when the key is free. For a create that must answer a
 * retry before checking anything else (a booking whose own earlier request filled its slot).
 */
export async function earlierCreate<T>(
  config: Config,
  create: Pick<IdempotentCreate<T>, 'operation' | 'idAttribute' | 'createdAt' | 'load'>,
  claim: IdempotencyClaim,
): Promise<{ outcome: 'replayed'; record: T } | { outcome: 'key-reused' } | null> {
  const nowSeconds = Math.floor(Date.parse(create.createdAt) / 1000);
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: idempotencyKeys.claim(create.operation, claim.key), ConsistentRead: true }),
  );
  if (!Item) return null;
  const stored = toClaim(Item, create.idAttribute);
  if (stored.expiresAt < nowSeconds) return null;
  if (stored.requestHash !== claim.requestHash) return { outcome: 'key-reused' };
  const record = await create.load(stored.recordId);
  return record ? { outcome: 'replayed', record } : null;
}
