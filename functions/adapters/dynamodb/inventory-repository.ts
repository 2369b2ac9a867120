import { DeleteCommand, documentClient, GetCommand, isConditionalCheckFailed, PutCommand, QueryCommand } from './client.ts';
import { addDays, daysBetween, type IsoDate } from '#domain/shared/dates.ts';
import { BOAT_IDS, type BoatId } from '#domain/pricing/fleet.ts';
import {
  DEFAULT_INVENTORY,
  type Blackout,
  type ClockTime,
  type InventorySettings,
  type InventorySettingsRecord,
  type Reservation,
} from '#domain/booking/inventory.ts';
import { inventorySettingsSchema } from '#domain/booking/booking-schemas.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemKey, itemParser, StoredItemError } from './parse-item.ts';

// Access patterns: the inventory settings (one item, versioned); a month of inventory in one
// partition: every taken boat-slot, every disco sailing's sold count and every blackout of the
// month, sorted by date, so availability for a calendar is one or two Queries and never a Scan.
// Each taken boat-slot and each sailing is its own item, so reserving is a conditional write on
// exactly that item (bookings-repository.ts).
export const inventoryKeys = {
  settings: () => ({ pk: 'SETTINGS#inventory', sk: 'SETTINGS' }),
  month: (date: IsoDate) => `INVENTORY#${date.slice(0, 7)}`,
  boatSlot: (date: IsoDate, boatId: BoatId, start: ClockTime) => ({ pk: inventoryKeys.month(date), sk: `${date}#BOAT#${boatId}#${start}` }),
  sailing: (date: IsoDate, start: ClockTime) => ({ pk: inventoryKeys.month(date), sk: `${date}#SAILING#${start}` }),
  blackout: (date: IsoDate, boatId: BoatId | null) => ({ pk: inventoryKeys.month(date), sk: `${date}#BLACKOUT#${boatId ?? 'ALL'}` }),
};

const id = z.string().check(z.minLength(1));

// The settings are parsed on read with the schema a save passes: a hand-edited item must not take
// the booking pages down silently.
const toSettings = itemParser('InventorySettings', z.object({ settings: inventorySettingsSchema, version: z.number(), updatedAt: id, updatedBy: id }));
const toBoatSlot = itemParser('BoatSlot', z.object({ date: id, boatId: z.enum(BOAT_IDS), start: id, end: id, bookingId: id }));
const toSailing = itemParser('DiscoSailing', z.object({ date: id, start: id, sold: z.number() }));
const toBlackout = itemParser('Blackout', z.object({ date: id, boatId: z.optional(z.enum(BOAT_IDS)), reason: z.string() }));

export interface InventoryMonthView {
  reservations: Reservation[];
  blackouts: Blackout[];
  /** Which booking holds each taken boat-slot (for the staff calendar). */
  boatSlotBookings: Array<{ date: IsoDate; boatId: BoatId; start: ClockTime; end: ClockTime; bookingId: string }>;
}

function firstDaysOfMonths(from: IsoDate, to: IsoDate): IsoDate[] {
  const months: IsoDate[] = [];
  for (let date = `${from.slice(0, 7)}-01`; date <= to; ) {
    months.push(date);
    const next = addDays(date, 32);
    date = `${next.slice(0, 7)}-01`;
  }
  return months;
}

export function inventoryRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function queryMonth(pk: string, from: IsoDate, to: IsoDate): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          // '~' sorts after '#' and every letter: everything on the last day.
          ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${to}~` },
          ConsistentRead: true,
          ExclusiveStartKey,
        }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  return {
    async getSettings(): Promise<InventorySettingsRecord> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: inventoryKeys.settings(), ConsistentRead: true }));
      return Item ? toSettings(Item) : { settings: DEFAULT_INVENTORY, version: 0 };
    },

    /** Saves over `expectedVersion` only; false when someone else saved in between. */
    async putSettings(settings: InventorySettings, expectedVersion: number, by: string, at: string): Promise<InventorySettingsRecord | null> {
      const stored = { settings: inventorySettingsSchema.parse(settings), version: expectedVersion + 1, updatedAt: at, updatedBy: by };
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: { ...inventoryKeys.settings(), type: 'InventorySettings', ...stored },
            ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
            ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
          }),
        );
      } catch (error) {
        if (isConditionalCheckFailed(error)) return null;
        throw error;
      }
      return stored;
    },

    /** Everything taken or closed from `from` to `to`, one Query per calendar month. */
    async between(from: IsoDate, to: IsoDate): Promise<InventoryMonthView> {
      if (daysBetween(from, to) < 0) return { reservations: [], blackouts: [], boatSlotBookings: [] };
      const pages = await Promise.all(firstDaysOfMonths(from, to).map((first) => queryMonth(inventoryKeys.month(first), from, to)));
      const view: InventoryMonthView = { reservations: [], blackouts: [], boatSlotBookings: [] };
      for (const item of pages.flat()) {
        switch (item['type']) {
          case 'BoatSlot': {
            const slot = toBoatSlot(item);
            view.reservations.push({ kind: 'private', ...slot });
            view.boatSlotBookings.push(slot);
            break;
          }
          case 'DiscoSailing': {
            const { date, start, sold } = toSailing(item);
            view.reservations.push({ kind: 'disco', date, start, sold });
            break;
          }
          case 'Blackout': {
            const { date, boatId, reason } = toBlackout(item);
            view.blackouts.push({ date, boatId: boatId ?? null, reason });
            break;
          }
          default:
            // A month's partition holds these three only; anything else is not read as inventory.
            throw new StoredItemError('inventory item', itemKey(item), { type: `the item is a ${String(item['type'])}` });
        }
      }
      return view;
    },

    /**
     * Closes the day unless the same boat's (or the fleet's) blackout of that day is stored already:
     * false then, and the stored one, its reason and who made it, is left as it was.
     */
    async addBlackout(blackout: Blackout, by: string, at: string): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: {
              ...inventoryKeys.blackout(blackout.date, blackout.boatId),
              type: 'Blackout',
              date: blackout.date,
              ...(blackout.boatId ? { boatId: blackout.boatId } : {}),
              reason: blackout.reason,
              createdBy: by,
              createdAt: at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
      return true;
    },

    async removeBlackout(date: IsoDate, boatId: BoatId | null): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: inventoryKeys.blackout(date, boatId) }));
    },
  };
}
