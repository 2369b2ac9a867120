import * as z from '../shared/zod.ts';
import { singleLineText } from '../shared/text.ts';

/**
 * A question typed to the guest agent or the staff assistant: one line, trimmed, and at most `max`
 * characters (longer text is refused, not cut, so nothing a person wrote is silently lost).
 */
export function questionTextSchema(max: number) {
  return z.pipe(
    z.string({ message: 'Type a question.' }),
    z.pipe(
      z.transform((value: string) => singleLineText(value).trim()),
      z.string().check(z.minLength(1, { message: 'Type a question.' }), z.maxLength(max, { message: `Keep the question under ${max} characters.` })),
    ),
  );
}
