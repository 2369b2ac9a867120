import * as z from '../shared/zod.ts';
import { addDays, DAY_TYPES, type IsoDate } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS, isDiscoPackageKey } from './disco.ts';
import { DomainError } from '../shared/errors.ts';
import { CAPACITY_TIERS, type CapacityTier } from './fleet.ts';
import { centsToDecimalString, dollars, formatCount, type Cents } from '../shared/money.ts';
import type { PriceTable, PriceVersion } from './price-versions.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from './pricing.ts';
import type { PricingContext } from './pricing-context.ts';
import type { PricingRule } from './pricing-rules.ts';
import { pricingRuleChecks, pricingRuleShape } from './pricing-rule-schema.ts';
import { lineField } from '../shared/text.ts';

// The back office's pricing API (/admin/pricing, /admin/pricing-rules): one schema per body,
// checked by the handlers and the forms alike. Amounts travel in cents; the form shows dollars.

/** Bounds that catch a typo (a missing decimal point, an extra zero) without second-guessing a price. */
export const PRICE_BOUNDS = {
  hourlyRate: { min: dollars(50), max: dollars(2_000) },
  packageAddOn: { min: dollars(0), max: dollars(5_000) },
  crewFeePerHour: { min: dollars(0), max: dollars(1_000) },
  lilyPad: { min: dollars(0), max: dollars(1_000) },
  discoPerPerson: { min: dollars(10), max: dollars(1_000) },
} as const;

/**
 * '2,000' for whole dollars, '12.50' otherwise. Not toLocaleString: the first Intl call starts ICU,
 * about 15 ms, and these messages were built while the functions that read prices loaded (decision 015).
 */
function boundFigure(cents: Cents): string {
  return cents % 100 === 0 ? formatCount(cents / 100) : centsToDecimalString(cents);
}

function money(bounds: { min: Cents; max: Cents }, what: string) {
  const range = `from $${boundFigure(bounds.min)} to $${boundFigure(bounds.max)}`;
  return z
    .number({ message: `Enter ${what} in dollars.` })
    .check(
      z.int({ message: `Enter ${what} to the cent.` }),
      z.gte(bounds.min, { message: `${what[0]!.toUpperCase()}${what.slice(1)} must be ${range}.` }),
      z.lte(bounds.max, { message: `${what[0]!.toUpperCase()}${what.slice(1)} must be ${range}.` }),
    );
}

const byTier = <T extends z.ZodMiniType>(f: (tier: CapacityTier) => T) =>
  z.strictObject(Object.fromEntries(CAPACITY_TIERS.map((tier) => [String(tier), f(tier)])) as Record<`${CapacityTier}`, T>);

/**
 * A whole price table: about thirty amounts, each with its bounds and messages. Built on its first
 * use, not at load: every function that reads the prices imports it, and most of them only read
 * stored tables through it when a request asks (decision 054).
 */
export const priceTableSchema: z.ZodMiniType<PriceTable> = z.lazy(() => buildPriceTableSchema());

function buildPriceTableSchema(): z.ZodMiniType<PriceTable> {
  return z.strictObject({
    hourlyRates: byTier((tier) =>
      z.strictObject(
        Object.fromEntries(DAY_TYPES.map((d) => [d, money(PRICE_BOUNDS.hourlyRate, `the ${tier}-guest hourly rate`)])) as Record<
          (typeof DAY_TYPES)[number],
          ReturnType<typeof money>
        >,
      ),
    ),
    packageAddOns: byTier((tier) =>
      z.strictObject({
        // The standard charter is the base every package adds to, so it never costs extra.
        standard: z.literal(0, { message: 'The standard package adds nothing to the charter.' }),
        essentials: money(PRICE_BOUNDS.packageAddOn, `the ${tier}-guest Essentials add-on`),
        ultimate: money(PRICE_BOUNDS.packageAddOn, `the ${tier}-guest Ultimate add-on`),
      }),
    ),
    crewFeePerHour: byTier((tier) => money(PRICE_BOUNDS.crewFeePerHour, `the ${tier}-guest crew fee`)),
    lilyPad: money(PRICE_BOUNDS.lilyPad, 'the lily pad price'),
    discoPerPerson: z.strictObject(
      Object.fromEntries(DISCO_PACKAGE_KEYS.map((k) => [k, money(PRICE_BOUNDS.discoPerPerson, 'the disco ticket price')])) as Record<
        (typeof DISCO_PACKAGE_KEYS)[number],
        ReturnType<typeof money>
      >,
    ),
  }) as unknown as z.ZodMiniType<PriceTable>;
}

const note = z.optional(lineField({ max: 200, tooLongMessage: 'Keep the note under 200 characters.' }));

/** POST /api/admin/pricing/versions: a new table from a date (today or later: the handler checks with its clock). */
export const newPriceVersionSchema = z.strictObject({
  effectiveFrom: z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), { message: 'Enter the date the prices start (YYYY-MM-DD).' })),
  table: priceTableSchema,
  note,
});
export type NewPriceVersion = z.output<typeof newPriceVersionSchema>;

/** PUT /api/admin/pricing/versions/{version}: a version not yet in effect, its table and note replaced. */
export const editPriceVersionSchema = z.strictObject({ table: priceTableSchema, note });
export type EditPriceVersion = z.output<typeof editPriceVersionSchema>;

/** A rule as staff send it: everything but the id (the server names new rules; an edit takes it from the path). */
const { id: _id, ...ruleInputShape } = pricingRuleShape;
export const pricingRuleInputSchema = z.strictObject(ruleInputShape).check(pricingRuleChecks);
export type PricingRuleInput = z.output<typeof pricingRuleInputSchema>;

export interface AdminPriceVersion extends PriceVersion {
  /** past: replaced by a later version; current: prices today; future: not yet in effect (editable). */
  status: 'past' | 'current' | 'future';
}

export interface AdminPricingResponse {
  today: IsoDate;
  current: AdminPriceVersion;
  versions: AdminPriceVersion[];
  /** Every rule, on or off, by start date. */
  rules: StoredPricingRule[];
}

export interface StoredPricingRule extends PricingRule {
  updatedAt: string;
  updatedBy: string;
}

/**
 * POST /api/admin/pricing: one change, named by `action`. A new version starts today or later; a
 * version is edited only while it is ahead; a rule is new (no id) or replaced whole (its id;
 * `active: false` switches it off).
 */
export const pricingChangeSchema = z.discriminatedUnion('action', [
  z.extend(newPriceVersionSchema, { action: z.literal('newVersion') }),
  z.extend(editPriceVersionSchema, { action: z.literal('editVersion'), version: z.number().check(z.int(), z.gte(1)) }),
  z.strictObject({ action: z.literal('newRule'), rule: pricingRuleInputSchema }),
  z.strictObject({ action: z.literal('editRule'), id: z.string().check(z.minLength(1), z.maxLength(100)), rule: pricingRuleInputSchema }),
]);
export type PricingChange = z.output<typeof pricingChangeSchema>;

export const PREVIEW_PACKAGES = ['standard', 'essentials', 'ultimate', ...DISCO_PACKAGE_KEYS] as const;
export type PreviewPackage = (typeof PREVIEW_PACKAGES)[number];

export interface PreviewDay {
  date: IsoDate;
  /** What a quote issued `today` for this day would total, or null when the engine refuses the day. */
  total: Cents | null;
  /** Why not, in the engine's words (a past day, no disco sailing). */
  refusal: string | null;
  /** The rule that priced the day, when one did. */
  ruleName: string | null;
  percent: number | null;
}

/**
 * The calendar preview: each day of a month priced by the same engine a quote uses, with the
 * pricing context a quote issued `today` would get.
 */
export function monthPreview(pricing: PricingContext, month: string, groupSize: number, pkg: PreviewPackage, today: IsoDate): PreviewDay[] {
  return datesOfMonth(month).map((date) => {
    try {
      const price = isDiscoPackageKey(pkg)
        ? calculateDiscoCruisePrice({ groupSize, eventDate: date, discoPackage: pkg, today, pricing })
        : calculatePrivateCruisePrice({ groupSize, eventDate: date, packageType: pkg, today, pricing });
      return {
        date,
        total: price.totalPrice,
        refusal: null,
        ruleName: price.pricingAdjustment?.ruleName ?? null,
        percent: price.pricingAdjustment?.percent ?? null,
      };
    } catch (error) {
      if (error instanceof DomainError) return { date, total: null, refusal: error.message, ruleName: null, percent: null };
      throw error;
    }
  });
}

/** Every date of a 'YYYY-MM' month. */
export function datesOfMonth(month: string): IsoDate[] {
  const first = `${month}-01`;
  const dates: IsoDate[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) dates.push(d);
  return dates;
}
