import { inventorySettingsSchema } from '#domain/booking/booking-schemas.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { BOAT_IDS, type BoatId } from '#domain/pricing/fleet.ts';
import type { InventorySettings } from '#domain/booking/inventory.ts';

// The inventory editor's state, apart from React: what the inputs hold (text, as typed), the
// settings they make for the API (checked with the API's own schema), and where each problem
// belongs. A problem's key is the path of its value in the settings ('privateSlots.1.0.end',
// 'discoSailings.0.capacity'), which is also how the API names fields (after 'settings.').

export interface SlotRow {
  /** A stable React key: rows are added and removed. */
  key: string;
  start: string;
  end: string;
}

export interface SailingRow {
  key: string;
  /** '0' (Sunday) to '6', as the select holds it. */
  weekday: string;
  start: string;
  end: string;
  boatId: BoatId;
  capacity: string;
}

export interface InventoryFormValues {
  /** Seven lists, Sunday first, as the settings keep them. */
  privateSlots: SlotRow[][];
  discoSailings: SailingRow[];
}

export type InventoryErrors = Record<string, string>;

/** The form lists weekdays as the business's weeks run, Monday first (the settings keep Sunday first). */
export const WEEKDAY_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

let rowCount = 0;
export const newRowKey = () => `row-${++rowCount}`;

export function valuesFromSettings(settings: InventorySettings): InventoryFormValues {
  return {
    privateSlots: WEEKDAY_NAMES.map((_, day) => (settings.privateSlots[day] ?? []).map((slot) => ({ key: newRowKey(), start: slot.start, end: slot.end }))),
    discoSailings: settings.discoSailings.map((sailing) => ({
      key: newRowKey(),
      weekday: String(sailing.weekday),
      start: sailing.start,
      end: sailing.end,
      boatId: sailing.boatId,
      capacity: String(sailing.capacity),
    })),
  };
}

/** A new slot for a day: after its last one (same length), or the morning slot on an empty day. */
export function newSlotRow(day: readonly SlotRow[]): SlotRow {
  const last = day.at(-1);
  if (!last || !/^\d{2}:\d{2}$/.test(last.start) || !/^\d{2}:\d{2}$/.test(last.end)) return { key: newRowKey(), start: '09:00', end: '13:00' };
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const length = Math.max(60, minutes(last.end) - minutes(last.start));
  const start = Math.min(minutes(last.end) + 30, 23 * 60);
  return { key: newRowKey(), start: clock(start), end: clock(Math.min(start + length, 23 * 60 + 59)) };
}

export function newSailingRow(): SailingRow {
  return { key: newRowKey(), weekday: '5', start: '13:30', end: '17:30', boatId: BOAT_IDS[BOAT_IDS.length - 1]!, capacity: '' };
}

const WHOLE_NUMBER = /^\d+$/;

/** What the form sends as `settings`; a capacity that is not a number stays text for the check to name. */
export function settingsFromValues(values: InventoryFormValues): unknown {
  return {
    privateSlots: values.privateSlots.map((day) => day.map(({ start, end }) => ({ start, end }))),
    discoSailings: values.discoSailings.map((row) => ({
      weekday: Number(row.weekday),
      start: row.start,
      end: row.end,
      boatId: row.boatId,
      capacity: WHOLE_NUMBER.test(row.capacity.trim()) ? Number(row.capacity.trim()) : row.capacity,
    })),
  };
}

/** Problems keyed by path: the API's `settings.` prefix is dropped. */
export function inventoryErrorsFrom(fields: Record<string, string> | undefined): InventoryErrors {
  const errors: InventoryErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) errors[path.replace(/^settings\./, '')] ??= message;
  return errors;
}

/** The form checked with the API's schema: the settings to send, or the problems by path. */
export function checkInventory(values: InventoryFormValues): { settings: InventorySettings } | { errors: InventoryErrors } {
  const errors: InventoryErrors = {};
  // zod would say "expected number, received string"; staff get the schema's own wording instead.
  values.discoSailings.forEach((row, index) => {
    if (!WHOLE_NUMBER.test(row.capacity.trim()))
      errors[`discoSailings.${index}.capacity`] = row.capacity.trim() ? 'Enter a whole number of tickets.' : 'Enter how many tickets the sailing sells.';
  });
  const result = inventorySettingsSchema.safeParse(settingsFromValues(values));
  if (result.success && Object.keys(errors).length === 0) return { settings: result.data };
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { errors };
}

/** The paths of every input, in the order the form shows them. */
export function inputPaths(values: InventoryFormValues): string[] {
  return [
    ...WEEKDAY_ORDER.flatMap((d) => [
      `privateSlots.${d}`,
      ...(values.privateSlots[d] ?? []).flatMap((_, i) => [`privateSlots.${d}.${i}.start`, `privateSlots.${d}.${i}.end`]),
    ]),
    'discoSailings',
    ...values.discoSailings.flatMap((_, i) => ['weekday', 'start', 'end', 'boatId', 'capacity'].map((part) => `discoSailings.${i}.${part}`)),
  ];
}

/**
 * The problems in form order, for the summary: each with the path of the input it belongs to. A
 * problem with a whole day or list (too many slots) belongs to its Add button; anything the form
 * has no place for comes last, unattached.
 */
export function orderedProblems(values: InventoryFormValues, errors: InventoryErrors): { path: string | null; message: string }[] {
  const paths = inputPaths(values);
  const placed = paths.filter((path) => errors[path]).map((path) => ({ path, message: errors[path]! }));
  const unplaced = Object.entries(errors)
    .filter(([path]) => !paths.includes(path))
    .map(([, message]) => ({ path: null, message }));
  return [...placed, ...unplaced];
}
