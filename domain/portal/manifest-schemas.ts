import * as z from '../shared/zod.ts';
import { emailSchema, fullNameSchema, isoDateSchema } from '../booking/schemas.ts';
import { lineField } from '../shared/text.ts';
import { MAX_INVITES_PER_REQUEST } from './manifest.ts';
import { MANIFEST_TOKEN_PATTERN } from './waiver.ts';

// What the manifest routes accept (decision 023). The age rule and the version check need the
// booking, so they are applied where it is read; these check the shape and say which field is wrong.

export const manifestTokenSchema = z.string().check(z.regex(MANIFEST_TOKEN_PATTERN, { message: 'This is not a waiver link.' }));

/** A guest signs the waiver the page showed them. */
export const waiverSignatureRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  typedSignature: lineField({
    max: 100,
    required: true,
    requiredMessage: 'Type your full name to sign.',
    tooLongMessage: 'Keep the signature under 100 characters.',
  }),
  /** Required on a 21+ cruise (checked with the booking); ignored otherwise. */
  dateOfBirth: z.optional(isoDateSchema),
  agree: z.literal(true, { message: 'Tick the box to agree to the waiver.' }),
  photoConsent: z.boolean({ message: 'Say whether we may use photos of you.' }),
  waiverVersion: lineField({ max: 40, required: true, requiredMessage: 'Say which waiver version you read.' }),
});
export type WaiverSignatureRequest = z.output<typeof waiverSignatureRequestSchema>;

/** The organiser invites guests by e-mail. */
export const invitationsRequestSchema = z.object({
  emails: z
    .array(emailSchema)
    .check(
      z.minLength(1, { message: 'Enter at least one e-mail address.' }),
      z.maxLength(MAX_INVITES_PER_REQUEST, { message: `Invite at most ${MAX_INVITES_PER_REQUEST} guests at a time.` }),
    ),
});
export type InvitationsRequest = z.output<typeof invitationsRequestSchema>;

/** The organiser of a private cruise says whether alcohol will be on board. */
export const alcoholRequestSchema = z.object({ alcoholOnBoard: z.boolean({ message: 'Say whether alcohol will be on board.' }) });

/** Staff's day of manifests. */
export const manifestDayQuerySchema = z.object({ date: isoDateSchema });
