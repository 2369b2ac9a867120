import { DAY_TYPE_LABELS, DAY_TYPES, type DayType } from '#domain/shared/dates.ts';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES, type DiscoPackageKey } from '#domain/pricing/disco.ts';
import { bandGuestsLabel, CAPACITY_TIERS, type CapacityTier } from '#domain/pricing/fleet.ts';
import { centsToDecimalString, formatMoney, type Cents } from '#domain/shared/money.ts';
import { priceTableDifferences, type PriceTable } from '#domain/pricing/price-versions.ts';
import { priceTableSchema } from '#domain/pricing/pricing-admin.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { centsFromDollars } from '../shared/money-input.ts';

// The price table as /admin/pricing edits it: one text box of dollars per figure, keyed by the
// figure's path in PriceTable ('hourlyRates.25.SATURDAY'), which is also the path the API names in
// its field errors (prefixed 'table.'), so a server error lands beside its box.

/** The add-ons staff set; the standard package adds nothing, by definition, so it has no box. */
export const EDITABLE_ADD_ONS = ['essentials', 'ultimate'] as const;

/** Every figure's path, in the order the form shows them (the error summary's order too). */
export const PRICE_TABLE_PATHS: readonly string[] = [
  ...CAPACITY_TIERS.flatMap((tier) => DAY_TYPES.map((day) => `hourlyRates.${tier}.${day}`)),
  ...CAPACITY_TIERS.flatMap((tier) => EDITABLE_ADD_ONS.map((pkg) => `packageAddOns.${tier}.${pkg}`)),
  ...CAPACITY_TIERS.map((tier) => `crewFeePerHour.${tier}`),
  'lilyPad',
  ...DISCO_PACKAGE_KEYS.map((key) => `discoPerPerson.${key}`),
];

export type PriceTableText = Record<string, string>;

/** The figure at a path, or undefined when the path names none. */
export function priceAt(table: PriceTable, path: string): Cents | undefined {
  let value: unknown = table;
  for (const segment of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** A figure's name in words, for its label, the error summary and the list of changes. */
export function priceFieldLabel(path: string): string {
  const [group, key, sub] = path.split('.');
  const tier = Number(key) as CapacityTier;
  switch (group) {
    case 'hourlyRates':
      return `Hourly rate, ${bandGuestsLabel(tier)}, ${DAY_TYPE_LABELS[sub as DayType] ?? sub}`;
    case 'packageAddOns':
      return `${PRIVATE_PACKAGE_NAMES[sub as keyof typeof PRIVATE_PACKAGE_NAMES] ?? sub} add-on, ${bandGuestsLabel(tier)}`;
    case 'crewFeePerHour':
      return `Crew fee per hour, ${bandGuestsLabel(tier)}`;
    case 'lilyPad':
      return 'Lily pad, per cruise';
    case 'discoPerPerson':
      return `${DISCO_PACKAGES[key as DiscoPackageKey]?.name ?? key} ticket, per guest`;
    default:
      return path;
  }
}

/** The form's text for a table: each figure as dollars and cents ('375.00'). */
export function priceTableText(table: PriceTable): PriceTableText {
  return Object.fromEntries(PRICE_TABLE_PATHS.map((path) => [path, centsToDecimalString(priceAt(table, path) ?? 0)]));
}

function setAt(target: Record<string, unknown>, path: string, value: Cents): void {
  const segments = path.split('.');
  let node = target;
  for (const segment of segments.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
  node[segments.at(-1)!] = value;
}

export type PriceTableReading = { table: PriceTable; errors: Record<string, never> } | { table: null; errors: Record<string, string> };

/**
 * The table the text describes, in cents, checked by the same schema as the API; else the
 * problems keyed as the API keys them ('table.hourlyRates.25.SATURDAY').
 */
export function priceTableFromText(text: PriceTableText): PriceTableReading {
  const errors: Record<string, string> = {};
  const draft: Record<string, unknown> = {};
  for (const path of PRICE_TABLE_PATHS) {
    const cents = centsFromDollars(text[path] ?? '');
    if (cents === null) errors[`table.${path}`] = `${priceFieldLabel(path)}: enter dollars, such as 350 or 24.50.`;
    else setAt(draft, path, cents);
  }
  for (const tier of CAPACITY_TIERS) setAt(draft, `packageAddOns.${tier}.standard`, 0);
  if (Object.keys(errors).length > 0) return { table: null, errors };
  const checked = priceTableSchema.safeParse(draft);
  if (checked.success) return { table: checked.data, errors: {} };
  for (const issue of checked.error.issues) errors[`table.${issue.path.join('.')}`] ??= issue.message;
  return { table: null, errors };
}

export interface PriceChange {
  path: string;
  label: string;
  from: string;
  to: string;
}

/** What `next` changes from `base`, in words and dollars, in the form's order. */
export function priceChanges(base: PriceTable, next: PriceTable): PriceChange[] {
  return priceTableDifferences(base, next).map((path) => ({
    path,
    label: priceFieldLabel(path),
    from: formatMoney(priceAt(base, path) ?? 0),
    to: formatMoney(priceAt(next, path) ?? 0),
  }));
}
