import * as z from '../shared/zod.ts';
import { DAY_TYPES } from '../shared/dates.ts';
import { PAYMENT_WINDOWS, type DepositSchedule } from '../pricing/deposit.ts';
import { DISCO_PACKAGE_KEYS } from '../pricing/disco.ts';
import { EVENT_TYPE_KEYS } from './event-types.ts';
import { BOAT_IDS, CAPACITY_TIERS } from '../pricing/fleet.ts';
import {
  LINE_ITEM_CODES,
  type DiscoCruisePrice,
  type PriceBreakdown,
  type PriceCalculationResult,
  type PriceLineItem,
  type PrivateCruisePrice,
} from '../pricing/pricing.ts';
import { PRICING_RULE_KINDS, type PricingAdjustment } from '../pricing/pricing-rules.ts';
import type { DiscoQuoteSelection, PrivateQuoteSelection, QuoteSelection } from './quotes.ts';
import { QUOTE_SOURCES } from './quote-identity.ts';
import { PRIVATE_PACKAGE_TYPES } from '../pricing/rates.ts';
import type { ShapeOf } from '../shared/record-shape.ts';

// A quote as stored, and the engine's values it holds (the selection, the price, the deposit
// schedule), as schemas the repository parses every stored quote and booking with. The engine's
// own types stay the interfaces in pricing.ts, deposit.ts and quotes.ts; each schema here is
// declared as a schema of that type with a shape that `satisfies ShapeOf<...>` it, so a field the
// type gains, loses or retypes does not compile. Kept apart from quotes.ts so the browser's bundles, which import
// quotes.ts, do not carry them.
//
// These check what is stored, not what a browser may send: strings are strings and codes are
// known codes, without the caps and formats of the request schemas (schemas.ts), which may
// tighten over time while older records must still read.

const amount = z.number();
const text = z.string();
const date = z.string().check(z.minLength(1));

// Add-ons and a promo code (decision 027); absent on quotes from before them.
const selectionExtrasShape = {
  addOns: z.optional(z.array(z.object({ productId: text, quantity: z.number() }))),
  promoCode: z.optional(text),
};

export const quoteSelectionRecordSchema: z.ZodMiniType<QuoteSelection> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('private'),
    eventType: z.enum(EVENT_TYPE_KEYS),
    groupSize: z.number(),
    eventDate: date,
    packageType: z.enum(PRIVATE_PACKAGE_TYPES),
    lilyPad: z.boolean(),
    ...selectionExtrasShape,
  } satisfies ShapeOf<PrivateQuoteSelection>),
  z.object({
    kind: z.literal('disco'),
    eventType: z.enum(EVENT_TYPE_KEYS),
    groupSize: z.number(),
    eventDate: date,
    discoPackage: z.enum(DISCO_PACKAGE_KEYS),
    brideIncluded: z.boolean(),
    ...selectionExtrasShape,
  } satisfies ShapeOf<DiscoQuoteSelection>),
]);

const depositScheduleShape = {
  depositPercent: z.literal([25, 50]),
  depositAmount: amount,
  balanceDue: amount,
  remainingBalanceDueAt: date,
  isFullPaymentRequired: z.literal(false),
  isUrgentBooking: z.boolean(),
  paymentWindow: z.enum(PAYMENT_WINDOWS),
  daysUntilEvent: z.number(),
  daysUntilBalanceDue: z.number(),
} satisfies ShapeOf<DepositSchedule>;

export const depositScheduleSchema: z.ZodMiniType<DepositSchedule> = z.object(depositScheduleShape);

const priceCommonShape = {
  ...depositScheduleShape,
  packageName: text,
  packageDescription: text,
  capacity: z.literal(CAPACITY_TIERS),
  groupSize: z.number(),
  eventDate: date,
  dayType: z.enum(DAY_TYPES),
  baseHourlyRate: amount,
  duration: z.number(),
  addOnCost: amount,
  crewFeePerHour: amount,
  totalCrewFee: amount,
  totalPrice: amount,
  perPersonCost: amount,
  breakdown: z.object({
    subtotal: amount,
    tax: amount,
    gratuity: amount,
    total: amount,
    lineItems: z.array(
      z.object({
        code: z.enum(LINE_ITEM_CODES),
        label: text,
        amount,
        quantity: z.optional(z.number()),
        unitAmount: z.optional(amount),
      } satisfies ShapeOf<PriceLineItem>),
    ),
  } satisfies ShapeOf<PriceBreakdown>),
  pricingAdjustment: z.nullable(
    z.object({
      ruleId: text,
      ruleName: text,
      kind: z.enum(PRICING_RULE_KINDS),
      percent: z.number(),
      baseAmount: amount,
      amount,
    } satisfies ShapeOf<PricingAdjustment>),
  ),
  // Prices stored before staff could change the table were all priced by version 1.
  priceVersion: z._default(z.number().check(z.int(), z.positive()), 1),
};

/** The engine's result as stored with a quote or a booking. */
export const priceSchema: z.ZodMiniType<PriceCalculationResult> = z.discriminatedUnion('kind', [
  z.object({
    ...priceCommonShape,
    kind: z.literal('private'),
    packageType: z.enum(PRIVATE_PACKAGE_TYPES),
    boat: z.object({ id: z.enum(BOAT_IDS), displayName: text } satisfies ShapeOf<PrivateCruisePrice['boat']>),
    lilyPad: z.boolean(),
    lilyPadCost: amount,
  } satisfies ShapeOf<PrivateCruisePrice>),
  z.object({
    ...priceCommonShape,
    kind: z.literal('disco'),
    packageType: z.enum(DISCO_PACKAGE_KEYS),
    pricePerPerson: amount,
    brideIncluded: z.boolean(),
    brideFree: z.boolean(),
    chargeableGuests: z.number(),
  } satisfies ShapeOf<DiscoCruisePrice>),
]);

/** Who asked for a quote or made a booking. */
export const contactRecordSchema = z.object({ name: text, email: z.string().check(z.minLength(1)), phone: text });

/** A quote as stored: what the guest chose, the price the engine gave it on `issuedOn`, and who asked. */
export const storedQuoteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The link's secret (quote-token.ts); never published, never logged. */
  token: z.string().check(z.minLength(1)),
  selection: quoteSelectionRecordSchema,
  /** The engine's result on `issuedOn`; the held price until `expiresOn`. */
  price: priceSchema,
  contact: contactRecordSchema,
  notes: z.optional(text),
  source: z.enum(QUOTE_SOURCES),
  affiliateCode: z.optional(text),
  /** The active partner whose code the quote was made with (decision 028); an unknown or inactive code attributes nothing. */
  partnerId: z.optional(text),
  leadId: z.optional(text),
  issuedOn: date,
  expiresOn: date,
  createdAt: date,
  /** The QuoteSubmitted event's id: the event is stored with the quote (decision 017). */
  eventId: z.string().check(z.minLength(1)),
  /** The quote this one amends (staff, back office); absent on a first quote. */
  revises: z.optional(text),
  /** 1 for a first quote (also when absent: quotes stored before versions), one more per amendment. */
  version: z.optional(z.number()),
  /** The quote that amends this one. The old version is kept (its link still opens it), marked. */
  supersededBy: z.optional(text),
  supersededAt: z.optional(text),
  /** The staff member who built the quote for a guest (their sign-in e-mail). */
  createdBy: z.optional(text),
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;
