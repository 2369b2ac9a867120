import { emailSchema, fullNameSchema, phoneSchema } from '#domain/booking/schemas.ts';
import * as z from '#domain/shared/zod.ts';
import { CONVERSATION_STORAGE_KEY } from './restore.ts';

// The quote page reads this, not storage.ts: the full conversation schema would bring the chat's
// code into the quote page's bundle for three fields.

export interface KeptContact {
  name?: string;
  email?: string;
  phone?: string;
}

const keptSchema = z.object({
  saved: z.object({ token: z.string() }),
  // A field that no longer passes its check is left for the guest to type, not fatal to the rest.
  answers: z.object({
    name: z.catch(z.optional(fullNameSchema), undefined),
    email: z.catch(z.optional(emailSchema), undefined),
    phone: z.catch(z.optional(phoneSchema), undefined),
  }),
});

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The name, e-mail and phone this browser gave the chat (or /book) that saved the quote `token`, so the
 * booking step need not ask again. Only for that quote: a link someone else shared opens blank.
 * Read from storage when asked, never put in a URL.
 */
export function keptContactForQuote(token: string, storage: Storage | null = browserStorage()): KeptContact | null {
  for (const key of [CONVERSATION_STORAGE_KEY, BOOK_FORM_STORAGE_KEY]) {
    try {
      const raw = storage?.getItem(key);
      if (!raw) continue;
      const parsed = keptSchema.safeParse(JSON.parse(raw));
      if (!parsed.success || parsed.data.saved.token !== token) continue;
      const { name, email, phone } = parsed.data.answers;
      return { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
    } catch {
      // Unreadable: the other key may still hold them.
    }
  }
  return null;
}

/** Where /book keeps the details it sent with the quote it made, in the shape the chat keeps them. */
export const BOOK_FORM_STORAGE_KEY = 'book-form-contact';

/** /book made the quote `token` with these details: its booking step should not ask for them again. */
export function keepContactForQuote(token: string, contact: Required<KeptContact>, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(BOOK_FORM_STORAGE_KEY, JSON.stringify({ saved: { token }, answers: contact }));
  } catch {
    // Storage full or refused: the booking step asks for the details instead.
  }
}
