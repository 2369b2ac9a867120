import * as z from './zod.ts';

// Free text from outside (names, notes, messages, titles) is cleaned at the schema, before it is
// stored, shown to staff or put in an e-mail subject: invisible control characters could hide or
// reorder what staff read (a right-to-left override turns "Jordan exe.pdf" around), break a
// header, or ring a terminal's bell in a log. Every free-text field uses one of the two helpers
// below, so the rule lives in one place.

/**
 * What no free text keeps: C0 controls other than tab, line feed and carriage return; DEL; C1
 * controls (U+0080-U+009F); the bidirectional embeddings and overrides (U+202A-U+202E) and
 * isolates (U+2066-U+2069), and the invisible direction marks (U+200E, U+200F, U+061C).
 */
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Every way of breaking a line (CR LF, CR, LF, NEL, the Unicode line and paragraph separators). */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/** One-line text (a name, a title): controls removed, and a line break or tab with the spaces around it becomes one space. */
export function singleLineText(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, '').replace(/[ \t]*(?:\r\n|[\t\r\n\u0085\u2028\u2029])[ \t\r\n\u0085\u2028\u2029]*/g, ' ');
}

/** Text of several lines (a message, a note): controls removed, tabs kept, every line break written as '\n'. */
export function multiLineText(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, '').replace(LINE_BREAK, '\n');
}

export interface TextFieldOptions {
  /** The most characters kept (after cleaning and trimming). */
  max: number;
  /** Whether an empty field is refused (after cleaning: a field of control characters only is empty). */
  required?: boolean;
  /** The message for a missing or empty field, and for a value that is not text. */
  requiredMessage?: string;
  /** The message for a field over `max`. */
  tooLongMessage?: string;
}

function textSchema(clean: (value: string) => string, { max, required = false, requiredMessage, tooLongMessage }: TextFieldOptions) {
  return z
    .string(requiredMessage ? { message: requiredMessage } : undefined)
    .check(
      z.overwrite(clean),
      z.trim(),
      ...(required ? [z.minLength(1, requiredMessage ? { message: requiredMessage } : undefined)] : []),
      z.maxLength(max, { message: tooLongMessage ?? `Keep it to ${max} characters or fewer.` }),
    );
}

/** A one-line free-text field: cleaned (singleLineText), trimmed, at most `max` characters. */
export function lineField(options: TextFieldOptions) {
  return textSchema(singleLineText, options);
}

/** A free-text field of several lines: cleaned (multiLineText), trimmed, at most `max` characters. */
export function paragraphField(options: TextFieldOptions) {
  return textSchema(multiLineText, options);
}
