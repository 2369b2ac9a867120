import * as z from '../shared/zod.ts';
import { isValidIsoDate, type IsoDate } from '../shared/dates.ts';
import { CRUISE_KINDS, type CruiseKind } from './cruise-kinds.ts';
import { dollars, formatMoney, type Cents } from '../shared/money.ts';
import { PROMO_CAP_PERCENT, PROMO_KINDS, type PromoCharge, type PromoKind } from './price-extras.ts';
import type { PriceCalculationResult } from './pricing.ts';
import { lineField } from '../shared/text.ts';

// Promo codes (decision 027). One code per quote. A code is judged on the day it is entered
// (its valid dates are the days it may be entered, not cruise dates); its use limits are judged
// again when the quote is booked, by the conditional write that counts the use.

/** At most 90% off: a code that gives a cruise away is a mistake, not a promotion. */
export const PROMO_MAX_PERCENT = PROMO_CAP_PERCENT;
export const PROMO_MAX_AMOUNT: Cents = dollars(5_000);

export interface PromoCode {
  /** Upper-case; guests may type it in any case. */
  code: string;
  description: string;
  kind: PromoKind;
  /** Whole percent for 'percent', cents for 'amount'. */
  value: number;
  validFrom: IsoDate;
  validTo: IsoDate;
  minGroupSize: number;
  cruiseKinds: CruiseKind[];
  /** Bookings that may use it in all; null for no limit. */
  totalLimit: number | null;
  /** Bookings one customer (by e-mail) may make with it; null for no limit. */
  perCustomerLimit: number | null;
  /**
   * Whether it combines with an off-peak pricing rule's reduction. A code is the only code on a
   * quote, so the only other discount it could stack with is a seasonal one.
   */
  stackable: boolean;
  /**
   * Whether the code may bring a total to $0 (a prize, a make-good). Without it an amount code
   * takes at most PROMO_CAP_PERCENT off, as a percent code does.
   */
  allowsFree: boolean;
  active: boolean;
  updatedAt?: string | undefined;
  updatedBy?: string | undefined;
}

// Not schemas.ts's: schemas.ts imports this module for the quote selection's code.
const isoDateSchema = z
  .string()
  .check(
    z.maxLength(10, { message: 'Enter a valid date (YYYY-MM-DD).', abort: true }),
    z.refine(isValidIsoDate, { message: 'Enter a valid date (YYYY-MM-DD).' }),
  );

const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/** The code as a guest types it: trimmed, upper-cased, 3-30 letters, digits, - or _. */
export const promoCodeTextSchema = z
  .string({ message: 'Enter a promo code.' })
  .check(z.trim(), z.toUpperCase(), z.regex(PROMO_CODE_PATTERN, { message: 'A promo code is 3 to 30 letters, digits, - or _.' }));

const limitSchema = (what: string) =>
  z._default(
    z.nullable(
      z
        .number({ message: `Enter the ${what} as a whole number, or leave it empty.` })
        .check(
          z.int({ message: `Enter the ${what} as a whole number.` }),
          z.gte(1, { message: `The ${what} must be at least 1, or empty for no limit.` }),
          z.lte(100_000, { message: `The ${what} must be at most 100,000.` }),
        ),
    ),
    null,
  );

/** What staff may send to create or change a code (the code itself is the record's key). */
export const promoCodeInputSchema = z
  .object({
    description: z._default(lineField({ max: 200, tooLongMessage: 'Keep the description to 200 characters or fewer.' }), ''),
    kind: z.enum(PROMO_KINDS, { message: "Choose 'percent' or 'amount'." }),
    value: z
      .number({ message: 'Enter the discount.' })
      .check(z.int({ message: 'Enter the discount as a whole number.' }), z.gte(1, { message: 'The discount must be at least 1.' })),
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
    minGroupSize: z._default(
      z
        .number({ message: 'Enter the smallest group.' })
        .check(
          z.int({ message: 'Enter a whole number of guests.' }),
          z.gte(1, { message: 'The smallest group is at least 1.' }),
          z.lte(75, { message: 'The smallest group is at most 75.' }),
        ),
      1,
    ),
    cruiseKinds: z.array(z.enum(CRUISE_KINDS)).check(
      z.minLength(1, { message: 'Choose private, disco or both.' }),
      z.refine((kinds) => new Set(kinds).size === kinds.length, { message: 'List each cruise type once.' }),
    ),
    totalLimit: limitSchema('total use limit'),
    perCustomerLimit: limitSchema('per-customer limit'),
    stackable: z._default(z.boolean(), false),
    allowsFree: z._default(z.boolean(), false),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((input, ctx) => {
      // 'YYYY-MM-DD' strings order the same way as the dates they name.
      if (input.validTo < input.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'The last valid day must not be before the first.' });
      if (input.kind === 'percent' && input.value > PROMO_MAX_PERCENT)
        ctx.addIssue({ code: 'custom', path: ['value'], message: `A percent discount is at most ${PROMO_MAX_PERCENT}%.` });
      if (input.kind === 'amount' && input.value > PROMO_MAX_AMOUNT)
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `An amount discount is at most ${formatMoney(PROMO_MAX_AMOUNT)} (in cents: ${PROMO_MAX_AMOUNT}).`,
        });
      if (input.totalLimit !== null && input.perCustomerLimit !== null && input.perCustomerLimit > input.totalLimit) {
        ctx.addIssue({ code: 'custom', path: ['perCustomerLimit'], message: 'The per-customer limit cannot be above the total limit.' });
      }
    }),
  );
export type PromoCodeInput = z.output<typeof promoCodeInputSchema>;
export type PromoCodeRequest = z.input<typeof promoCodeInputSchema>;

export const newPromoCodeSchema = z.extend(promoCodeInputSchema, { code: promoCodeTextSchema });

/** POST /api/quotes/by-token/{token}/promo-code: the code the guest typed on the quote page. */
export const applyPromoCodeRequestSchema = z.object({ code: promoCodeTextSchema });

export const PROMO_REFUSALS = [
  'UNKNOWN',
  'INACTIVE',
  'NOT_YET_VALID',
  'EXPIRED',
  'WRONG_CRUISE_TYPE',
  'GROUP_TOO_SMALL',
  'USED_UP',
  'CUSTOMER_LIMIT',
  'NOT_STACKABLE',
] as const;
export type PromoRefusalCode = (typeof PROMO_REFUSALS)[number];

export interface PromoRefusal {
  reason: PromoRefusalCode;
  message: string;
}

export interface PromoUseCounts {
  total: number;
  /** This customer's bookings with the code (0 when the customer is not known yet). */
  customer: number;
}

/** What the code is checked against: the day, the cruise, the pricing rule that applies, the uses so far. */
export interface PromoContext {
  today: IsoDate;
  kind: CruiseKind;
  groupSize: number;
  /** The percent of the pricing rule applied to the cruise's date, or null. */
  adjustmentPercent: number | null;
  uses: PromoUseCounts;
}

const refusal = (reason: PromoRefusalCode, message: string): PromoRefusal => ({ reason, message });

/** Why the code cannot be used here, or null when it can. The order is the one a guest can act on first. */
export function promoRefusal(promo: PromoCode | null, typed: string, context: PromoContext): PromoRefusal | null {
  if (!promo) return refusal('UNKNOWN', `We don't recognise the code ${typed}. Check the spelling.`);
  if (!promo.active) return refusal('INACTIVE', `The code ${promo.code} is no longer offered.`);
  if (context.today < promo.validFrom) return refusal('NOT_YET_VALID', `The code ${promo.code} can be used from ${promo.validFrom}.`);
  if (context.today > promo.validTo) return refusal('EXPIRED', `The code ${promo.code} expired on ${promo.validTo}.`);
  if (!promo.cruiseKinds.includes(context.kind))
    return refusal('WRONG_CRUISE_TYPE', `The code ${promo.code} is for ${promo.cruiseKinds[0] === 'disco' ? 'the disco cruise' : 'private charters'} only.`);
  if (context.groupSize < promo.minGroupSize) return refusal('GROUP_TOO_SMALL', `The code ${promo.code} is for groups of ${promo.minGroupSize} or more.`);
  if (promo.totalLimit !== null && context.uses.total >= promo.totalLimit) return refusal('USED_UP', `The code ${promo.code} has been used up.`);
  if (promo.perCustomerLimit !== null && context.uses.customer >= promo.perCustomerLimit) {
    return refusal(
      'CUSTOMER_LIMIT',
      `You have already used the code ${promo.code} ${promo.perCustomerLimit === 1 ? 'once' : `${promo.perCustomerLimit} times`}, its limit.`,
    );
  }
  if (!promo.stackable && context.adjustmentPercent !== null && context.adjustmentPercent < 0) {
    return refusal('NOT_STACKABLE', `The code ${promo.code} does not combine with the off-peak price already on this date.`);
  }
  return null;
}

export function promoCharge(promo: PromoCode): PromoCharge {
  return { code: promo.code, kind: promo.kind, value: promo.value, ...(promo.allowsFree ? { allowsFree: true } : {}) };
}

/** 'SPRING10: 10% off' / 'BIGBOAT: $100.00 off'. */
export function promoSummary(promo: Pick<PromoCode, 'code' | 'kind' | 'value'>): string {
  return `${promo.code}: ${promo.kind === 'percent' ? `${promo.value}%` : formatMoney(promo.value)} off`;
}

/** A code with its uses so far, as staff list it. */
export interface PromoCodeWithUses extends PromoCode {
  uses: number;
}

export interface AdminPromoCodeListResponse {
  codes: PromoCodeWithUses[];
}
export interface AdminPromoCodeResponse {
  code: PromoCodeWithUses;
}

/** POST /api/promo-codes/check answers this. */
export type PromoCheckResponse =
  | { applied: true; code: string; discount: Cents; price: PriceCalculationResult; message: string; promo: PromoCharge }
  | { applied: false; reason: PromoRefusalCode; message: string };
