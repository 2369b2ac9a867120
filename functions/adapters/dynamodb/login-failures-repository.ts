import { randomUUID } from 'node:crypto';
import * as z from '#domain/shared/zod.ts';
import { DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/**
 * Sign-in attempts of one subject (an account, an address, or an account from one address) in
 * its current window. `attempts` counts every attempt let through in the window, those still
 * waiting for Cognito's answer included; a success takes its own back.
 */
export interface AttemptWindow {
  /** Names this window, so an answer that arrives after the window was replaced settles nothing. */
  windowId: string;
  /** Epoch seconds of the window's first attempt. */
  windowStart: number;
  attempts: number;
  /** Attempts Cognito refused (wrong e-mail or password). */
  failures: number;
  /** Epoch seconds before which no attempt beyond the window's allowance is let through (subjects with slots). */
  nextAttemptAt?: number;
}

export interface AttemptPolicy {
  /** Epoch seconds. */
  now: number;
  windowSeconds: number;
  /** Attempts let through per window. */
  maxAttempts: number;
  /** Beyond `maxAttempts`, one more attempt per this many seconds; absent: none until the window ends. */
  slotSeconds?: number;
}

export type Reservation = { reserved: true; windowId: string } | { reserved: false; retryAfterSeconds: number };

// Access patterns: one counter per subject and, for an account from one address, whether that
// address has signed in to the account (pk/sk). The subject is 'ACCOUNT#<hash>', 'ADDRESS#<hash>'
// or 'PAIR#<hash>': no e-mail or address is stored. TTL removes items that can no longer matter.
const keys = {
  counter: (subject: string) => ({ pk: `LOGIN_FAILURES#${subject}`, sk: 'COUNTER' }),
  known: (subject: string) => ({ pk: `LOGIN_FAILURES#${subject}`, sk: 'KNOWN' }),
};

const windowItem = z.object({
  windowId: z.string(),
  windowStart: z.number(),
  attempts: z.number(),
  failures: z.number(),
  nextAttemptAt: z.optional(z.number()),
});

const toWindow = itemParser('LoginAttempts', windowItem);

function windowFrom(item: Record<string, unknown> | undefined): AttemptWindow | null {
  if (!item) return null;
  const { windowId, windowStart, attempts, failures, nextAttemptAt } = toWindow(item);
  return { windowId, windowStart, attempts, failures, ...(nextAttemptAt !== undefined ? { nextAttemptAt } : {}) };
}

const toKnown = itemParser('LoginKnownAddress', z.object({ knownUntil: z.number() }));

/** Kept a day past the window, so a late answer still finds it (and then settles nothing in a new one). */
const expiresAt = (policy: AttemptPolicy) => policy.now + policy.windowSeconds + 24 * 60 * 60;

export function loginFailuresRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  /** Runs a conditional write; false when its condition did not hold. */
  async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }

  async function get(subject: string): Promise<AttemptWindow | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.counter(subject), ConsistentRead: true }));
    return windowFrom(Item);
  }

  /** One more attempt in the open window, while it has room; the window's id, or null. */
  async function countIntoOpenWindow(subject: string, policy: AttemptPolicy): Promise<string | null> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.counter(subject),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'windowStart > :windowFloor AND attempts < :max',
          ExpressionAttributeValues: { ':one': 1, ':windowFloor': policy.now - policy.windowSeconds, ':max': policy.maxAttempts },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return windowFrom(Attributes)?.windowId ?? null;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }

  /** The one attempt a full window lets through per slot, when the slot is free; the window's id, or null. */
  async function takeSlot(subject: string, policy: AttemptPolicy & { slotSeconds: number }): Promise<string | null> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.counter(subject),
          UpdateExpression: 'ADD attempts :one SET nextAttemptAt = :next',
          ConditionExpression: 'windowStart > :windowFloor AND attempts >= :max AND (attribute_not_exists(nextAttemptAt) OR nextAttemptAt <= :now)',
          ExpressionAttributeValues: {
            ':one': 1,
            ':next': policy.now + policy.slotSeconds,
            ':now': policy.now,
            ':windowFloor': policy.now - policy.windowSeconds,
            ':max': policy.maxAttempts,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return windowFrom(Attributes)?.windowId ?? null;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return null;
      throw error;
    }
  }

  /** Opens a new window with this attempt, unless one is open (another request may just have opened it); its id, or null. */
  async function openWindow(subject: string, policy: AttemptPolicy): Promise<string | null> {
    const windowId = randomUUID();
    const opened = await conditionally(() =>
      db.send(
        new UpdateCommand({
          TableName,
          Key: keys.counter(subject),
          UpdateExpression:
            'SET #type = :type, windowId = :windowId, windowStart = :now, attempts = :one, failures = :zero, expiresAt = :expiresAt REMOVE nextAttemptAt',
          ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :windowFloor',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'LoginAttempts',
            ':windowId': windowId,
            ':now': policy.now,
            ':one': 1,
            ':zero': 0,
            ':expiresAt': expiresAt(policy),
            ':windowFloor': policy.now - policy.windowSeconds,
          },
        }),
      ),
    );
    return opened ? windowId : null;
  }

  return {
    get,

    /**
     * Reserves an attempt before Cognito is asked: counts it into the open window if the window
     * has room (or a free slot), or opens a new window with it. Each step is one conditional
     * write, so attempts racing each other never get past the limit together: an attempt still
     * waiting for its answer holds its place. A refusal writes nothing and says how long until an
     * attempt could be let through (the window's end, or the next slot, whichever is first).
     */
    async reserve(subject: string, policy: AttemptPolicy): Promise<Reservation> {
      const { slotSeconds } = policy;
      // Each round fails only if another attempt changed the window in between; a few suffice.
      for (let round = 0; round < 5; round += 1) {
        const windowId =
          (await countIntoOpenWindow(subject, policy)) ??
          (slotSeconds !== undefined ? await takeSlot(subject, { ...policy, slotSeconds }) : null) ??
          (await openWindow(subject, policy));
        if (windowId) return { reserved: true, windowId };
        const current = await get(subject);
        const full = current !== null && current.windowStart > policy.now - policy.windowSeconds && current.attempts >= policy.maxAttempts;
        const slotTaken = slotSeconds === undefined || (current?.nextAttemptAt ?? 0) > policy.now;
        if (current && full && slotTaken) {
          const windowEnd = current.windowStart + policy.windowSeconds;
          const until = slotSeconds === undefined ? windowEnd : Math.min(windowEnd, current.nextAttemptAt ?? windowEnd);
          return { reserved: false, retryAfterSeconds: Math.max(until - policy.now, 1) };
        }
        // The window changed between the steps (opened, lapsed, an attempt given back, a slot freed): try again.
      }
      throw new Error('Could not reserve a sign-in attempt: the counter kept changing');
    },

    /** Counts a reserved attempt as a failure; the window after it, or null when that window is gone (cleared or replaced). */
    async recordFailure(subject: string, windowId: string): Promise<AttemptWindow | null> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.counter(subject),
            UpdateExpression: 'ADD failures :one',
            ConditionExpression: 'windowId = :windowId',
            ExpressionAttributeValues: { ':one': 1, ':windowId': windowId },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return windowFrom(Attributes);
      } catch (error) {
        if (isConditionalCheckFailed(error)) return null;
        throw error;
      }
    },

    /** Gives a reserved attempt back (it was not a failure), if its window is still the current one. */
    async release(subject: string, windowId: string): Promise<void> {
      await conditionally(() =>
        db.send(
          new UpdateCommand({
            TableName,
            Key: keys.counter(subject),
            UpdateExpression: 'ADD attempts :minusOne',
            ConditionExpression: 'windowId = :windowId AND attempts > :zero',
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':windowId': windowId },
          }),
        ),
      );
    },

    /** Forgets the subject's window altogether. */
    async clear(subject: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keys.counter(subject) }));
    },

    /** Marks the subject (an account from one address) as known until `until` (epoch seconds). */
    async remember(subject: string, until: number): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: { ...keys.known(subject), type: 'LoginKnownAddress', knownUntil: until, expiresAt: until } }));
    },

    async isKnown(subject: string, now: number): Promise<boolean> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.known(subject), ConsistentRead: true }));
      return Item ? toKnown(Item).knownUntil > now : false;
    },
  };
}
