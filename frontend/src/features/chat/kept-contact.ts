import { emailSchema, fullNameSchema, phoneSchema } from '#domain/booking/schemas.ts';
import * as z from '#domain/shared/zod.ts';
import { CONVERSATION_STORAGE_KEY } from './restore.ts';
import { BOOK_FORM_STORAGE_KEY, browserStorage, type KeptContact } from './kept-contact-store.ts';

// The quote page reads this, not storage.ts: the full conversation schema would bring the chat's
// code into the quote page's bundle for three fields.

const keptSchema = z.object({
  saved: z.object({ token: z.string() }),
  // A field that no longer passes its check is left for the guest to type, not fatal to the rest.
  answers: z.object({
    name: z.catch(z.optional(fullNameSchema), undefined),
    email: z.catch(z.optional(emailSchema), undefined),
    phone: z.catch(z.optional(phoneSchema), undefined),
  }),
});

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
