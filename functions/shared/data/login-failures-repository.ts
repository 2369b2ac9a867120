import { DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import type { Config } from '../config.ts';

/** Failed sign-ins of one subject (an account or an address) in its current window. */
export interface FailureCounter {
  failures: number;
  /** Epoch seconds of the window's first failure. */
  windowStart: number;
  /** Epoch seconds until which the subject is locked out; absent when it never was in this window. */
  lockedUntil?: number;
}

export interface FailurePolicy {
  /** Epoch seconds. */
  now: number;
  windowSeconds: number;
  /** The failure that reaches this count starts the lockout. */
  maxFailures: number;
  lockoutSeconds: number;
}

// Access pattern: one counter per subject (pk/sk). The subject is 'ACCOUNT#<hash>' or
// 'ADDRESS#<hash>': neither the e-mail nor the address is stored. TTL removes the item once
// neither its window nor its lockout can matter.
const keys = {
  counter: (subject: string) => ({ pk: `LOGIN_FAILURES#${subject}`, sk: 'COUNTER' }),
};

function counterFrom(item: Record<string, unknown> | undefined): FailureCounter | null {
  if (!item) return null;
  const lockedUntil = item['lockedUntil'];
  return { failures: Number(item['failures']), windowStart: Number(item['windowStart']), ...(lockedUntil !== undefined ? { lockedUntil: Number(lockedUntil) } : {}) };
}

export function loginFailuresRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  /** Adds a failure to a window that is still open; null when there is none (no item, or its window lapsed). */
  async function addToOpenWindow(subject: string, policy: FailurePolicy): Promise<FailureCounter | null> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.counter(subject),
          UpdateExpression: 'ADD failures :one SET expiresAt = :expiresAt',
          ConditionExpression: 'windowStart > :windowFloor',
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt(policy), ':windowFloor': policy.now - policy.windowSeconds },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return counterFrom(Attributes);
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }

  /** Opens a new window with this failure, unless another request just opened one (then false). */
  async function openWindow(subject: string, policy: FailurePolicy): Promise<boolean> {
    try {
      await db.send(
        new PutCommand({
          TableName,
          Item: { ...keys.counter(subject), type: 'LoginFailures', failures: 1, windowStart: policy.now, expiresAt: expiresAt(policy) },
          ConditionExpression: 'attribute_not_exists(pk) OR (windowStart <= :windowFloor AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now))',
          ExpressionAttributeValues: { ':windowFloor': policy.now - policy.windowSeconds, ':now': policy.now },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  /** Starts the lockout once: only the request whose failure reached the limit sets it. */
  async function lock(subject: string, policy: FailurePolicy): Promise<number | null> {
    const lockedUntil = policy.now + policy.lockoutSeconds;
    try {
      await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.counter(subject),
          UpdateExpression: 'SET lockedUntil = :lockedUntil, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now)',
          ExpressionAttributeValues: { ':lockedUntil': lockedUntil, ':expiresAt': expiresAt(policy), ':now': policy.now },
        }),
      );
      return lockedUntil;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }

  return {
    async get(subject: string): Promise<FailureCounter | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.counter(subject), ConsistentRead: true }));
      return counterFrom(Item);
    },

    /**
     * Counts one failure: into the open window, or as the first of a new one. Each step is a
     * conditional write, so concurrent failures are all counted and one window never holds two
     * lockouts. `lockedNow` is true for the one failure that started a lockout.
     */
    async recordFailure(subject: string, policy: FailurePolicy): Promise<FailureCounter & { lockedNow: boolean }> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const counter = (await addToOpenWindow(subject, policy)) ?? ((await openWindow(subject, policy)) ? { failures: 1, windowStart: policy.now } : null);
        if (!counter) continue; // Another request opened a window between the two steps: count into it.
        if (counter.failures < policy.maxFailures || (counter.lockedUntil ?? 0) > policy.now) return { ...counter, lockedNow: false };
        const lockedUntil = await lock(subject, policy);
        return lockedUntil === null ? { ...counter, lockedNow: false } : { ...counter, lockedUntil, lockedNow: true };
      }
      throw new Error('Could not count a failed sign-in: the counter kept changing');
    },

    async reset(subject: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.counter(subject) }));
    },
  };
}

/** Kept until both a window opened now and a lockout started now are over. */
function expiresAt(policy: FailurePolicy): number {
  return policy.now + policy.windowSeconds + policy.lockoutSeconds;
}
