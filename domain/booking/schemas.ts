import * as z from '../shared/zod.ts';
import { isoDateSchema } from '../shared/date-schema.ts';
import { DISCO_PACKAGE_KEYS } from '../pricing/disco.ts';
import { EVENT_TYPE_KEYS } from './event-types.ts';
import { AFFILIATE_CODE_PATTERN, QUOTE_SOURCES, QUOTE_TOKEN_MAX_LENGTH, QUOTE_TOKEN_MIN_LENGTH, type QuoteSource } from './quote-identity.ts';
import { PRIVATE_PACKAGE_TYPES } from '../pricing/rates.ts';
import { ADD_ON_MAX_QUANTITY, ADD_ONS_PER_QUOTE, productIdSchema } from '../pricing/products.ts';
import { promoCodeTextSchema } from '../pricing/promo-codes.ts';
import { lineField, paragraphField } from '../shared/text.ts';
import { emailAddressSchema } from '../shared/email.ts';

// One schema per input, imported by both the React forms and the Lambda handlers. Schemas check
// shape (types, formats, known keys); business rules such as group bounds, disco days and past
// dates stay in the calculators, which throw DomainError with a stable code.
//
// `...RequestSchema` is what a browser may send. `...InputSchema` adds what only the server knows
// (`today`, staff pricing rules) and matches the calculator's argument.

// The date schema is shared's (decision 050); named here too for the many inputs that read it with the rest.
export { isoDateSchema };

export const groupSizeSchema = z.number({ message: 'Enter the number of guests.' }).check(z.int({ message: 'Enter a whole number of guests.' }));

export const privatePackageTypeSchema = z.enum(PRIVATE_PACKAGE_TYPES);
export const discoPackageKeySchema = z.enum(DISCO_PACKAGE_KEYS);
export const eventTypeKeySchema = z.enum(EVENT_TYPE_KEYS);

// The pricing context (table and rules) is loaded by the server, never sent: see pricing-context.ts.
const serverOnly = {
  today: isoDateSchema,
};

export const privatePriceRequestSchema = z.object({
  groupSize: groupSizeSchema,
  eventDate: isoDateSchema,
  packageType: privatePackageTypeSchema,
  lilyPad: z.optional(z.boolean()),
});
export const privatePriceInputSchema = z.extend(privatePriceRequestSchema, serverOnly);

export const discoPriceRequestSchema = z.object({
  groupSize: groupSizeSchema,
  eventDate: isoDateSchema,
  discoPackage: discoPackageKeySchema,
  brideIncluded: z.optional(z.boolean()),
});
export const discoPriceInputSchema = z.extend(discoPriceRequestSchema, serverOnly);

export const depositRequestSchema = z.object({
  totalPrice: z.number().check(z.int(), z.nonnegative()),
  eventDate: isoDateSchema,
});
export const depositInputSchema = z.extend(depositRequestSchema, { today: isoDateSchema });

export const comparisonRequestSchema = z.object({
  groupSize: groupSizeSchema,
  eventDate: isoDateSchema,
  discoPackage: z.optional(discoPackageKeySchema),
  brideIncluded: z.optional(z.boolean()),
});
export const comparisonInputSchema = z.extend(comparisonRequestSchema, serverOnly);

// Forms send '' for a field left blank; treat it as absent so optional fields stay optional.
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * An optional field: blank, or text that is blank once cleaned (control characters only), is
 * absent rather than stored as ''.
 */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(z.transform(blankToUndefined), z.optional(z.pipe(schema, z.transform(blankToUndefined as (value: z.output<T>) => z.output<T> | undefined)))),
  );
}

export const fullNameSchema = lineField({
  max: 100,
  required: true,
  requiredMessage: 'Enter your full name.',
  tooLongMessage: 'Keep the name under 100 characters.',
});

/** A guest's or a customer's e-mail address: the one rule every e-mail field follows (domain/shared/email.ts). */
export const emailSchema = emailAddressSchema();

/** Any common way of writing a phone number, with 10 to 15 digits (US numbers or +country code). */
export const phoneSchema = z.string({ message: 'Enter your phone number.' }).check(
  z.trim(),
  z.maxLength(40, { message: 'Enter a valid phone number.', abort: true }),
  z.refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return /^\+?[\d\s().-]+$/.test(value) && digits >= 10 && digits <= 15;
    },
    { message: 'Enter a valid phone number.' },
  ),
);

/**
 * The contact form: Full Name, Email and Phone required; the rest optional and free text, as the
 * visitor typed it ("e.g., 20 people"), so nothing they write is lost on the way to a lead.
 */
export const contactFormSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  eventType: optional(lineField({ max: 100 })),
  groupSize: optional(lineField({ max: 50 })),
  eventDate: optional(isoDateSchema),
  message: optional(paragraphField({ max: 2000, tooLongMessage: 'Keep the message under 2000 characters.' })),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * The quote form: the same fields, but typed for pricing (a known event type, a guest count and
 * a date). The group size may arrive as the text of a number input.
 */
export const quoteFormSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  eventType: eventTypeKeySchema,
  groupSize: z.pipe(
    z.transform((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
    groupSizeSchema,
  ),
  eventDate: isoDateSchema,
  message: optional(paragraphField({ max: 2000, tooLongMessage: 'Keep the message under 2000 characters.' })),
});
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

/** Add-ons by id and quantity, and one promo code (decision 027); the server prices both. */
export const selectionExtrasSchema = {
  addOns: z.optional(
    z
      .array(
        z.object({
          productId: productIdSchema,
          quantity: z._default(
            z
              .number({ message: 'Enter how many.' })
              .check(
                z.int({ message: 'Enter a whole number.' }),
                z.gte(1, { message: 'Choose at least 1.' }),
                z.lte(ADD_ON_MAX_QUANTITY, { message: `Choose at most ${ADD_ON_MAX_QUANTITY}.` }),
              ),
            1,
          ),
        }),
      )
      .check(
        z.maxLength(ADD_ONS_PER_QUOTE, { message: `Choose at most ${ADD_ONS_PER_QUOTE} add-ons.` }),
        z.refine((addOns) => new Set(addOns.map((addOn) => addOn.productId)).size === addOns.length, { message: 'List each add-on once.' }),
      ),
  ),
  promoCode: z.optional(promoCodeTextSchema),
};

/** What a guest chose in the quote builder; the server prices it (any amount sent is ignored). */
export const quoteSelectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('private'),
      eventType: eventTypeKeySchema,
      groupSize: groupSizeSchema,
      eventDate: isoDateSchema,
      packageType: privatePackageTypeSchema,
      lilyPad: z._default(z.boolean(), false),
      ...selectionExtrasSchema,
    }),
    z.object({
      kind: z.literal('disco'),
      eventType: eventTypeKeySchema,
      groupSize: groupSizeSchema,
      eventDate: isoDateSchema,
      discoPackage: discoPackageKeySchema,
      brideIncluded: z._default(z.boolean(), false),
      ...selectionExtrasSchema,
    }),
  ],
  { error: 'Choose a private cruise or the disco cruise.' },
);

/** A partner's attribution code from `?ref=CODE` on the embeddable quote builder. */
export const affiliateCodeSchema = z
  .string()
  .check(z.trim(), z.regex(AFFILIATE_CODE_PATTERN, { message: 'Use letters, digits, - or _ (at most 40) in the referral code.' }));

/** What a quote link's token can look like; anything else cannot open a quote (tokens issued later may be longer). */
export const quoteTokenSchema = z
  .string()
  .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${QUOTE_TOKEN_MIN_LENGTH},${QUOTE_TOKEN_MAX_LENGTH}}$`), { message: 'This is not a quote link.' }));

export const quoteContactSchema = z.object({ name: fullNameSchema, email: emailSchema, phone: phoneSchema });

/** POST /api/quotes from the chat or the embed ('staff' quotes come from the back office). */
export const quoteRequestSchema = z.object({
  selection: quoteSelectionSchema,
  contact: quoteContactSchema,
  notes: optional(paragraphField({ max: 2000, tooLongMessage: 'Keep the note under 2000 characters.' })),
  source: z._default(z.enum(QUOTE_SOURCES.filter((source): source is Exclude<QuoteSource, 'staff'> => source !== 'staff')), 'chat'),
  affiliateCode: optional(affiliateCodeSchema),
  /** The partial lead the chat saved for this guest, linking the two for staff. */
  leadId: optional(z.uuid()),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
