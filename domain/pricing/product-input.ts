import * as z from '../shared/zod.ts';
import { BOAT_IDS } from './fleet.ts';
import { CRUISE_KINDS } from './cruise-kinds.ts';
import { formatMoney } from '../shared/money.ts';
import { ADD_ON_UNITS } from './price-extras.ts';
import { lineField, paragraphField } from '../shared/text.ts';
import { ADD_ON_MAX_QUANTITY, PRODUCT_MAX_CENTS, PRODUCT_MIN_CENTS, productIdSchema } from './products.ts';

// What staff send to create or change a product (decision 027), apart from the catalogue's rules:
// only the product screens and their two routes build these schemas, so a function that prices
// add-ons does not carry them (a booking edit's preview went 179 bytes over its budget with them).

function distinct<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

const MAX_QUANTITY_MESSAGE = `Enter how many one cruise may take, 1 to ${ADD_ON_MAX_QUANTITY}.`;

/** What staff may send to create or change a product. */
export const productInputSchema = z.object({
  name: lineField({ max: 80, required: true, requiredMessage: 'Enter the product name.', tooLongMessage: 'Keep the name to 80 characters or fewer.' }),
  description: z._default(paragraphField({ max: 500, tooLongMessage: 'Keep the description to 500 characters or fewer.' }), ''),
  per: z.enum(ADD_ON_UNITS, { message: "Choose 'cruise' or 'guest'." }),
  unitAmount: z
    .number({ message: 'Enter the price in cents.' })
    .check(
      z.int({ message: 'Enter the price as a whole number of cents.' }),
      z.gte(PRODUCT_MIN_CENTS, { message: `The price must be at least ${formatMoney(PRODUCT_MIN_CENTS)}.` }),
      z.lte(PRODUCT_MAX_CENTS, { message: `The price must be at most ${formatMoney(PRODUCT_MAX_CENTS)}.` }),
    ),
  boats: z.array(z.enum(BOAT_IDS)).check(z.minLength(1, { message: 'Choose at least one boat.' }), z.refine(distinct, { message: 'List each boat once.' })),
  cruiseKinds: z
    .array(z.enum(CRUISE_KINDS))
    .check(z.minLength(1, { message: 'Choose private, disco or both.' }), z.refine(distinct, { message: 'List each cruise type once.' })),
  active: z._default(z.boolean(), true),
  maxQuantity: z.optional(
    z
      .number({ message: MAX_QUANTITY_MESSAGE })
      .check(
        z.int({ message: MAX_QUANTITY_MESSAGE }),
        z.gte(1, { message: MAX_QUANTITY_MESSAGE }),
        z.lte(ADD_ON_MAX_QUANTITY, { message: MAX_QUANTITY_MESSAGE }),
      ),
  ),
  mediaId: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,100}$/, { message: 'A media id is letters, digits, dots, dashes or underscores.' })),
  ),
});
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductRequest = z.input<typeof productInputSchema>;

/** A new product: its id as well (letters from the name when absent). */
export const newProductSchema = z.extend(productInputSchema, { id: z.optional(productIdSchema) });
