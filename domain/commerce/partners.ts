import { csvDollars } from '../shared/csv.ts';
import type { Cents } from '../shared/money.ts';
import { affiliateCodeSchema, emailSchema, phoneSchema } from '../booking/schemas.ts';
import { lineField } from '../shared/text.ts';
import * as z from '../shared/zod.ts';

// Partners (planners, hotels, bridal shops) who send guests with their referral code, and what
// they are owed for it (issue 18, decision 028). Money is integer cents; months are the
// America/Chicago calendar months of when a thing happened.

export const PARTNER_KINDS = ['planner', 'hotel', 'bridal_shop', 'other'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Readonly<Record<PartnerKind, string>> = {
  planner: 'Event planner',
  hotel: 'Hotel',
  bridal_shop: 'Bridal shop',
  other: 'Other',
};

/** The bounds staff may set; more than half the revenue would be a typo, not a deal. */
export const MAX_COMMISSION_PERCENT = 50;

/**
 * Codes are unique whatever their case (`hotel1` and `HOTEL1` are one partner's), so the one form
 * a code is compared and claimed in is upper case. Guests' links keep the case they were given.
 */
export function canonicalPartnerCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A percent with at most two decimals (12.5, 7.25), from 0 to MAX_COMMISSION_PERCENT. */
export const commissionPercentSchema = z.number({ message: 'Enter the commission as a percent, e.g. 10.' }).check(
  z.gte(0, { message: 'The commission cannot be negative.' }),
  z.lte(MAX_COMMISSION_PERCENT, { message: `The commission can be at most ${MAX_COMMISSION_PERCENT}%.` }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, { message: 'Use at most two decimals in the commission.' }),
);

const optionalPhone = z.optional(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(phoneSchema),
  ),
);

/** What staff enter for a partner: one schema for the form and the API (create and update alike). */
export const partnerInputSchema = z.object({
  name: lineField({ max: 120, required: true, requiredMessage: "Enter the partner's name.", tooLongMessage: 'Keep the name under 120 characters.' }),
  kind: z.enum(PARTNER_KINDS, { message: 'Choose what kind of partner this is.' }),
  contactName: lineField({
    max: 100,
    required: true,
    requiredMessage: 'Enter the name of the person to contact.',
    tooLongMessage: 'Keep the name under 100 characters.',
  }),
  contactEmail: emailSchema,
  contactPhone: optionalPhone,
  code: affiliateCodeSchema,
  commissionPercent: commissionPercentSchema,
  active: z.boolean({ message: 'Say whether the partner is active.' }),
});
export type PartnerInput = z.output<typeof partnerInputSchema>;
export type PartnerFormInput = z.input<typeof partnerInputSchema>;

/** PUT /api/admin/affiliates/{id}: the whole form and the version it was loaded at. */
export const updatePartnerSchema = z.extend(partnerInputSchema, {
  version: z.number({ message: 'Send the version you edited.' }).check(z.int(), z.positive()),
});

export interface Partner extends PartnerInput {
  id: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  /** Bumped on every save; an update names the version it edits (a conditional write). */
  version: number;
}

/** `YYYY-MM`: a calendar month in America/Chicago. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month as YYYY-MM.' }));
export type Month = string;

export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

/** The months from `from` to `to` inclusive, oldest first (empty when `to` is before `from`). */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The commission on `base` cents (commissionBase: never tax or gratuity) at `percent`, in whole cents, half a cent rounded away from
 * zero. Integer arithmetic on basis points, so 0.1 + 0.2 never turns into a lost cent. A month
 * whose refunds exceed its payments gives a negative commission: a credit against the partner.
 */
export function commissionCents(base: Cents, percent: number): Cents {
  const basisPoints = Math.round(percent * 100);
  const scaled = Math.abs(base) * basisPoints;
  const cents = Math.floor((scaled + 5000) / 10000);
  return base < 0 ? -cents : cents;
}

/**
 * What a booking's commission is computed on (decision 036): its cruise price before tax and
 * gratuity, net of every discount: the price breakdown's subtotal, whose lines already take off a
 * promo code and a seasonal discount. Tax goes to the state and gratuity to the crew, so neither
 * earns a partner anything.
 */
export function commissionBase(price: { breakdown: { subtotal: Cents } }): Cents {
  return Math.max(0, price.breakdown.subtotal);
}

/**
 * The part of `paid` cents of a booking that the commission is on: the same share of it as the
 * base is of the total price, rounded to the nearest cent (integer arithmetic, so no cent is lost
 * to floating point). All of it paid is the whole base, to the cent.
 */
export function commissionablePaid(paid: Cents, price: { totalPrice: Cents; breakdown: { subtotal: Cents } }): Cents {
  if (price.totalPrice <= 0 || paid <= 0) return 0;
  const base = BigInt(Math.min(commissionBase(price), price.totalPrice));
  const total = BigInt(price.totalPrice);
  return Number((2n * BigInt(paid) * base + total) / (2n * total));
}

/**
 * The commission base a payment or refund moves: the commissionable part of what is paid after it
 * less that of what was paid before. Taken as the difference of the running figure, the parts of
 * a booking's payments add up to exactly its base once it is paid in full (no cent drifts), and a
 * refund takes back its own share. Positive for a payment, negative for a refund.
 */
export function commissionBaseMoved(price: { totalPrice: Cents; breakdown: { subtotal: Cents } }, paidBefore: Cents, paidAfter: Cents): Cents {
  return commissionablePaid(paidAfter, price) - commissionablePaid(paidBefore, price);
}

/** What the event consumer keeps for a partner and month (counts, and cents). */
export interface PartnerMonthCounts {
  quotes: number;
  bookings: number;
  /** What the attributed bookings' guests paid in the month (by card, or to staff by hand). */
  collected: Cents;
  /** What was refunded to them in the month. */
  refunded: Cents;
  /** The commission base those payments less those refunds moved (commissionBaseMoved): their part before tax and gratuity, net of discounts. */
  commissionBase: Cents;
}

export interface CommissionPayout {
  amount: Cents;
  percent: number;
  paidAt: string;
  paidBy: string;
}

export interface PartnerMonthFigures extends PartnerMonthCounts {
  partnerId: string;
  month: Month;
  payout?: CommissionPayout | undefined;
}

export interface PartnerReportRow extends PartnerMonthCounts {
  partnerId: string;
  partnerName: string;
  code: string;
  month: Month;
  revenue: Cents;
  commissionPercent: number;
  commission: Cents;
  payout: CommissionPayout | null;
  /** What is still owed: the commission less what was paid (negative when the partner was overpaid). */
  outstanding: Cents;
}

/**
 * The report's rows: one per partner and month that has anything, newest month first, then by
 * partner name. A paid month keeps the percent it was paid at (a later change of the partner's
 * percent does not rewrite history); an unpaid month is owed at the partner's current percent.
 */
export function partnerReportRows(
  partners: readonly Pick<Partner, 'id' | 'name' | 'code' | 'commissionPercent'>[],
  figures: readonly PartnerMonthFigures[],
): PartnerReportRow[] {
  const byId = new Map(partners.map((partner) => [partner.id, partner]));
  const rows: PartnerReportRow[] = [];
  for (const figure of figures) {
    const partner = byId.get(figure.partnerId);
    if (!partner) continue;
    const revenue = figure.collected - figure.refunded;
    const percent = figure.payout?.percent ?? partner.commissionPercent;
    const commission = commissionCents(figure.commissionBase, percent);
    rows.push({
      partnerId: partner.id,
      partnerName: partner.name,
      code: partner.code,
      month: figure.month,
      quotes: figure.quotes,
      bookings: figure.bookings,
      collected: figure.collected,
      refunded: figure.refunded,
      commissionBase: figure.commissionBase,
      revenue,
      commissionPercent: percent,
      commission,
      payout: figure.payout ?? null,
      outstanding: commission - (figure.payout?.amount ?? 0),
    });
  }
  return rows.sort((a, b) => b.month.localeCompare(a.month) || a.partnerName.localeCompare(b.partnerName) || a.partnerId.localeCompare(b.partnerId));
}

/** The query of GET /api/admin/affiliates/report: a range of months (at most three years). */
export const partnerReportQuerySchema = z
  .object({ from: monthSchema, to: monthSchema, partnerId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) })
  .check(
    z.refine((query) => query.from <= query.to, { message: 'The first month must not be after the last.', path: ['to'] }),
    z.refine((query) => monthsBetween(query.from, query.to).length <= 36, { message: 'Choose at most 36 months.', path: ['from'] }),
  );

/** The share link a partner hands out: the quote builder, carrying their code. */
export function partnerShareLink(website: string, code: string): string {
  return `${website.replace(/\/$/, '')}/chat?ref=${encodeURIComponent(code)}`;
}

/** The HTML a partner pastes into their own site: the embeddable quote builder with their code. */
export function partnerEmbedSnippet(website: string, code: string): string {
  const src = `${website.replace(/\/$/, '')}/embed/quote?ref=${encodeURIComponent(code)}`;
  return `<iframe src="${src}" title="Quote builder" style="width:100%;border:0;height:1200px"></iframe>`;
}

/** GET /api/admin/affiliates. */
export interface AdminPartnersResponse {
  partners: Partner[];
}

/** GET /api/admin/affiliates/report. */
export interface PartnerReportResponse {
  from: Month;
  to: Month;
  rows: PartnerReportRow[];
}

/** POST /api/admin/affiliates/{id}/payouts: the month whose commission was paid. */
export const markCommissionPaidSchema = z.object({ month: monthSchema });

/** The report as CSV rows, header first; money in dollars so a spreadsheet sums it. */
export function partnerReportCsvRows(rows: readonly PartnerReportRow[]): (string | number)[][] {
  const dollars = csvDollars;
  return [
    [
      'Month',
      'Partner',
      'Code',
      'Quotes',
      'Bookings',
      'Collected ($)',
      'Refunded ($)',
      'Revenue ($)',
      'Commission base ($)',
      'Commission (%)',
      'Commission ($)',
      'Paid ($)',
      'Paid at',
      'Paid by',
      'Outstanding ($)',
    ],
    ...rows.map((row) => [
      row.month,
      row.partnerName,
      row.code,
      row.quotes,
      row.bookings,
      dollars(row.collected),
      dollars(row.refunded),
      dollars(row.revenue),
      dollars(row.commissionBase),
      row.commissionPercent,
      dollars(row.commission),
      dollars(row.payout?.amount ?? 0),
      row.payout?.paidAt ?? '',
      row.payout?.paidBy ?? '',
      dollars(row.outstanding),
    ]),
  ];
}
