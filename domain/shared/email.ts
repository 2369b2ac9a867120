import * as z from './zod.ts';

// One rule for every e-mail address the product takes (booking, the chat, the share payment, the
// portal sign-in, staff forms, the business settings): spaces at the ends are dropped, a space
// inside is refused, then the format is checked. A space inside means two things were typed
// (" jess rivera@example.com "); keeping the part after the space would mail a stranger, so the
// address is refused with a message that says why, never repaired.

/** The longest e-mail address there can be (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest local part (before the @) a mailbox may have (RFC 5321). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const EMAIL_REQUIRED_MESSAGE = 'Enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid e-mail address.';
export const EMAIL_INNER_SPACE_MESSAGE = 'Enter a valid e-mail address: it cannot contain spaces.';

export interface EmailMessages {
  /** For a value that is not text. */
  required?: string;
  /** For an address whose format is wrong. */
  invalid?: string;
}

/**
 * An e-mail address: trimmed, then refused if it is too long, holds a space (any whitespace) or
 * has too long a local part, then checked for format. The lengths and the space come before the
 * format, so each address gets the message that says what is wrong with it.
 */
export function emailAddressSchema({ required = EMAIL_REQUIRED_MESSAGE, invalid = EMAIL_INVALID_MESSAGE }: EmailMessages = {}) {
  return z.pipe(
    z.string({ message: required }).check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, { message: `Keep the e-mail address to ${EMAIL_MAX_LENGTH} characters or fewer.`, abort: true }),
      z.refine((value) => !/\s/.test(value), { message: EMAIL_INNER_SPACE_MESSAGE, abort: true }),
      z.refine((value) => value.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH, {
        message: `The part before the @ can be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters.`,
        abort: true,
      }),
    ),
    z.email({ message: invalid }),
  );
}

/** Why a typed value is not an e-mail address (an empty box asks for one), or null when it is: for a form's own check before it asks the server. */
export function emailProblem(value: string, messages: EmailMessages = {}): string | null {
  if (value.trim() === '') return messages.required ?? EMAIL_REQUIRED_MESSAGE;
  const parsed = emailAddressSchema(messages).safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? EMAIL_INVALID_MESSAGE);
}
