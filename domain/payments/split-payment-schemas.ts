import * as z from '../shared/zod.ts';
import { emailSchema, fullNameSchema, quoteTokenSchema } from '../booking/schemas.ts';
import { SHARE_TOKEN_PATTERN } from './split-payments.ts';

// What the split-payment routes accept (decision 021). Amounts are whole cents; the per-share
// amount's bounds against the booking's total are checked where the booking is read.

export const shareTokenSchema = z.string().check(z.regex(SHARE_TOKEN_PATTERN, { message: 'This is not a share link.' }));

/** The organiser makes the share link and may set the per-share amount (null: back to the per-person cost). */
/** The organiser's amount per share, in cents; null puts it back to the per-person cost, absent leaves it. */
const shareAmountSchema = z.optional(
  z.nullable(z.number().check(z.int({ message: 'Enter the amount in whole cents.' }), z.positive({ message: 'Enter an amount above zero.' }))),
);

export const shareLinkRequestSchema = z.object({ quoteToken: quoteTokenSchema, shareAmount: shareAmountSchema });
export type ShareLinkRequest = z.output<typeof shareLinkRequestSchema>;

/** The portal's trip page (the organiser signed in): the link, made if it had none, and the amount per share. */
export const tripShareRequestSchema = z.optional(z.object({ shareAmount: shareAmountSchema }));
export type TripShareRequest = z.input<typeof tripShareRequestSchema>;

/** A friend starts paying a share: the name the group will see beside it, and where their own receipt goes. */
export const shareCheckoutRequestSchema = z.object({ name: fullNameSchema, email: emailSchema });
export type ShareCheckoutRequest = z.output<typeof shareCheckoutRequestSchema>;
