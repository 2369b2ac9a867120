import { cancellationCodes, documentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import { customerNoteSchema, customerSchema, timelineEntrySchema, type Customer, type CustomerNote, type TimelineEntry } from '#domain/people/customers.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey, normaliseEmail } from './email-key.ts';
import { itemParser } from './parse-item.ts';
import { queryPages } from './query-pages.ts';

/** One thing a person did, as the timeline consumer reads it from an event. */
export interface CustomerActivity {
  email: string;
  /** Absent for an activity that names nobody (a portal sign-in): the name we have stays. */
  name?: string;
  phone?: string;
  entry: TimelineEntry;
}

/** The record with the version every update is conditional on. */
const storedCustomerSchema = z.extend(customerSchema, { version: z._default(z.number(), 0) });
type StoredCustomer = z.infer<typeof storedCustomerSchema>;

// Access patterns: a customer and their timeline share one partition per normalised e-mail
// (pk CUSTOMER#<e-mail>; sk CUSTOMER for the record, TIMELINE#<occurredAt>#<eventId> per entry,
// so the timeline reads in time order; NOTE#<createdAt>#<id> per staff note); customers by latest
// activity for the staff list (gsi1); the customer beside the person's leads, quotes and profile (gsi2).
const keys = {
  partition: (email: string) => `CUSTOMER#${normaliseEmail(email)}`,
  customer: (email: string) => ({ pk: keys.partition(email), sk: 'CUSTOMER' }),
  timeline: (email: string, entry: TimelineEntry) => ({ pk: keys.partition(email), sk: `TIMELINE#${entry.occurredAt}#${entry.eventId}` }),
  note: (email: string, note: CustomerNote) => ({ pk: keys.partition(email), sk: `NOTE#${note.createdAt}#${note.id}` }),
  recent: (lastActivityAt: string, email: string) => ({ gsi1pk: 'CUSTOMER', gsi1sk: `${lastActivityAt}#${normaliseEmail(email)}` }),
  byEmail: (email: string) => ({ gsi2pk: emailKey(email), gsi2sk: 'CUSTOMER' }),
};

// Events about one person are often processed at once (the chat's partial lead and the quote, a
// portal session's events, a booking's payments); the loser of the version check reads again and
// retries, this many times, after a growing, jittered pause so the same writers do not meet again.
const MAX_ATTEMPTS = 10;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 25 * attempt));

const time = (iso: string) => Date.parse(iso);

/**
 * The customer after one more activity. Events can arrive late or out of order (retries), so the
 * newest activity decides the address, name and phone (an older one only fills a missing phone),
 * and the first and last times are the earliest and latest seen.
 */
export function withActivity(current: Customer | null, activity: CustomerActivity): Customer {
  const at = activity.entry.occurredAt;
  const counts = { quoteCount: activity.entry.kind === 'quote' ? 1 : 0, leadCount: activity.entry.kind === 'lead' ? 1 : 0 };
  if (!current) {
    return {
      email: activity.email,
      name: activity.name ?? '',
      ...(activity.phone ? { phone: activity.phone } : {}),
      firstSeenAt: at,
      lastActivityAt: at,
      ...counts,
    };
  }
  const newest = time(at) >= time(current.lastActivityAt);
  const phone = newest ? (activity.phone ?? current.phone) : (current.phone ?? activity.phone);
  return {
    email: newest ? activity.email : current.email,
    name: newest && activity.name !== undefined ? activity.name : current.name,
    ...(phone ? { phone } : {}),
    firstSeenAt: time(at) < time(current.firstSeenAt) ? at : current.firstSeenAt,
    lastActivityAt: newest ? at : current.lastActivityAt,
    quoteCount: current.quoteCount + counts.quoteCount,
    leadCount: current.leadCount + counts.leadCount,
    ...(current.formerEmails ? { formerEmails: current.formerEmails } : {}),
  };
}

const toCustomer = itemParser('Customer', storedCustomerSchema);
// Where a record was when staff moved it to a new address (customer-edits.ts): it stays at the
// old key so an event about the old address finds the record, and no new record is begun there.
const toMoved = itemParser('CustomerMoved', z.object({ movedTo: z.string().check(z.minLength(1)), version: z.number() }));
/** A chain of moves is followed this far (a, b, a again would otherwise never end). */
const MAX_MOVES_FOLLOWED = 5;

/** What is stored at an address: the customer, the address they moved to, or nothing. */
export type CustomerAt = { kind: 'customer'; customer: Customer; version: number } | { kind: 'moved'; movedTo: string; version: number } | null;

/** What a staff edit came to. */
export type CustomerEditResult = { outcome: 'saved'; customer: Customer } | { outcome: 'stale' } | { outcome: 'email-taken' };

function withoutVersion({ version: _version, ...customer }: StoredCustomer): Customer {
  return customer;
}

const toNote = itemParser('CustomerNote', customerNoteSchema);
const toEntry = itemParser('CustomerTimelineEntry', timelineEntrySchema);

export function customersRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function readAt(email: string): Promise<CustomerAt> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.customer(email), ConsistentRead: true }));
    if (!Item) return null;
    if (Item['type'] === 'CustomerMoved') return { kind: 'moved', ...toMoved(Item) };
    const stored = toCustomer(Item);
    return { kind: 'customer', customer: withoutVersion(stored), version: stored.version };
  }

  /** The record for an address, following staff's moves: the address it is keyed by now, and the record there. */
  async function resolve(email: string): Promise<{ email: string; current: StoredCustomer | null }> {
    let address = email;
    for (let hop = 0; hop <= MAX_MOVES_FOLLOWED; hop += 1) {
      const found = await readAt(address);
      if (found?.kind !== 'moved') return { email: address, current: found ? { ...found.customer, version: found.version } : null };
      address = found.movedTo;
    }
    throw new Error(`The customer record of ${normaliseEmail(email)} moved more than ${MAX_MOVES_FOLLOWED} times`);
  }

  async function read(email: string): Promise<StoredCustomer | null> {
    const found = await readAt(email);
    return found?.kind === 'customer' ? { ...found.customer, version: found.version } : null;
  }

  /** The customer update, guarded by the version we read so a concurrent update is never lost. */
  function customerUpdate(email: string, current: StoredCustomer | null, next: Customer) {
    const attributes: Record<string, unknown> = {
      type: 'Customer',
      ...next,
      version: (current?.version ?? 0) + 1,
      ...keys.recent(next.lastActivityAt, email),
      ...keys.byEmail(email),
    };
    const names = Object.keys(attributes);
    return {
      Update: {
        TableName,
        Key: keys.customer(email),
        // Every attribute through a placeholder: some names (name, type) are DynamoDB reserved words.
        UpdateExpression: `SET ${names.map((_name, i) => `#a${i} = :a${i}`).join(', ')}`,
        ConditionExpression: current ? '#version = :read' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, i) => [`#a${i}`, name])), ...(current ? { '#version': 'version' } : {}) },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:a${i}`, attributes[name]])),
          ...(current ? { ':read': current.version } : {}),
        },
      },
    };
  }

  return {
    /** The customer with this address (in any case), or null. */
    async get(email: string): Promise<Customer | null> {
      const found = await read(email);
      return found ? withoutVersion(found) : null;
    },

    /**
     * Adds an activity to the person's timeline and updates their customer record, in one
     * transaction. The timeline entry is written only if its event's entry is not there yet, so a
     * replayed event changes nothing and answers 'already-recorded'. Any other failure throws.
     */
    async record(activity: CustomerActivity): Promise<'recorded' | 'already-recorded'> {
      const { entry } = activity;
      for (let attempt = 1; ; attempt += 1) {
        // An activity at an address staff moved the customer from is the moved record's: its
        // address stays the one staff set.
        const { email, current } = await resolve(activity.email);
        if (email !== activity.email && current) activity = { ...activity, email: current.email };
        try {
          await db.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName,
                    Item: { ...keys.timeline(email, entry), type: 'CustomerTimelineEntry', ...entry },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                customerUpdate(email, current, withActivity(current && withoutVersion(current), activity)),
              ],
            }),
          );
          return 'recorded';
        } catch (error) {
          const codes = cancellationCodes(error);
          if (!codes) throw error;
          if (codes[0] === 'ConditionalCheckFailed') return 'already-recorded';
          const raced = codes[1] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict');
          if (!raced || attempt >= MAX_ATTEMPTS) throw error;
        }
        await pause(attempt);
      }
    },

    /** What is stored at the address itself: the customer with its version, where it moved to, or null. */
    lookup: readAt,

    /**
     * Saves staff's edit over the version they read. The same address (in any case) is updated in
     * place; a new one moves the record there and leaves a pointer at the old one, in one
     * transaction, unless a customer (or a pointer to another record) is at the new address.
     */
    async edit(email: string, version: number, next: Customer, by: string, at: string): Promise<CustomerEditResult> {
      const from = normaliseEmail(email);
      const to = normaliseEmail(next.email);
      const current = await read(from);
      if (!current || current.version !== version) return { outcome: 'stale' };
      if (from === to) {
        const update = customerUpdate(from, current, next);
        // SET writes what the record has; a phone staff took off must be removed.
        if (next.phone === undefined) update.Update.UpdateExpression += ' REMOVE phone';
        try {
          await db.send(new TransactWriteCommand({ TransactItems: [update] }));
        } catch (error) {
          if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return { outcome: 'stale' };
          throw error;
        }
        return { outcome: 'saved', customer: next };
      }
      const moved = customerUpdate(to, null, next);
      // Free, or the pointer this record left there when staff moved it away before (moving back).
      const movedHere = {
        Update: {
          ...moved.Update,
          UpdateExpression: `${moved.Update.UpdateExpression} REMOVE movedTo, movedAt, movedBy`,
          ConditionExpression: 'attribute_not_exists(pk) OR (#movedType = :moved AND movedTo = :from)',
          ExpressionAttributeNames: { ...moved.Update.ExpressionAttributeNames, '#movedType': 'type' },
          ExpressionAttributeValues: { ...moved.Update.ExpressionAttributeValues, ':moved': 'CustomerMoved', ':from': from },
        },
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              movedHere,
              {
                Put: {
                  TableName,
                  Item: { ...keys.customer(from), type: 'CustomerMoved', movedTo: to, movedAt: at, movedBy: by, version: current.version + 1 },
                  ConditionExpression: '#version = :read',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':read': current.version },
                },
              },
            ],
          }),
        );
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[1] === 'ConditionalCheckFailed') return { outcome: 'stale' };
        if (codes?.[0] === 'ConditionalCheckFailed') return { outcome: 'email-taken' };
        throw error;
      }
      return { outcome: 'saved', customer: next };
    },

    /**
     * Folds `other` into the kept record: the kept one saved as `next` over the version staff
     * read, and the other's key turned into a pointer to it over the version read here, in one
     * transaction, so neither changes unseen.
     */
    async merge(
      keptEmail: string,
      keptVersion: number,
      next: Customer,
      otherEmail: string,
      otherVersion: number,
      by: string,
      at: string,
    ): Promise<'merged' | 'stale'> {
      const kept = normaliseEmail(keptEmail);
      const current = await read(kept);
      if (!current || current.version !== keptVersion) return 'stale';
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              customerUpdate(kept, current, next),
              {
                Put: {
                  TableName,
                  Item: { ...keys.customer(otherEmail), type: 'CustomerMoved', movedTo: kept, movedAt: at, movedBy: by, version: otherVersion + 1 },
                  ConditionExpression: '#type = :customer AND #version = :read',
                  ExpressionAttributeNames: { '#type': 'type', '#version': 'version' },
                  ExpressionAttributeValues: { ':customer': 'Customer', ':read': otherVersion },
                },
              },
            ],
          }),
        );
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.includes('ConditionalCheckFailed') || codes?.includes('TransactionConflict')) return 'stale';
        throw error;
      }
      return 'merged';
    },

    /** The person's timeline, newest first. */
    async listTimeline(email: string, limit = 100): Promise<TimelineEntry[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :timeline)',
          ExpressionAttributeValues: { ':pk': keys.partition(email), ':timeline': 'TIMELINE#' },
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items.map(toEntry);
    },

    /** Customers by latest activity, most recent first, for the staff list. */
    async listRecent(limit = 50): Promise<Customer[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'CUSTOMER' }, ScanIndexForward: false },
        limit,
      );
      return items.map((item) => withoutVersion(toCustomer(item)));
    },

    /** Keeps a staff note with the customer. Notes are not activity: the customer's record is unchanged. */
    async addNote(email: string, note: CustomerNote): Promise<void> {
      await db.send(
        new PutCommand({ TableName, Item: { ...keys.note(email, note), type: 'CustomerNote', ...note }, ConditionExpression: 'attribute_not_exists(pk)' }),
      );
    },

    /** The staff's notes on a customer, newest first. */
    async listNotes(email: string, limit = 200): Promise<CustomerNote[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :note)',
          ExpressionAttributeValues: { ':pk': keys.partition(email), ':note': 'NOTE#' },
          ScanIndexForward: false,
          ConsistentRead: true,
        },
        limit,
      );
      return items.map(toNote);
    },

    // Guest data (issue 17, decision 025).
    /** Every item in the person's customer partition (record, timeline, notes), as stored, for their data file. */
    async partitionItems(email: string): Promise<Record<string, unknown>[]> {
      return queryPages(
        config,
        { TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.partition(email) }, ConsistentRead: true },
        10_000,
      );
    },
  };
}
