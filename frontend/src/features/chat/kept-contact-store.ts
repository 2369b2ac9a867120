// What /book writes for the quote page's booking step, without the schema the reader checks it
// with (kept-contact.ts): /book writes once, after saving, and loads no zod for it (issue 27).

/** The details this browser gave with a quote. */
export interface KeptContact {
  name?: string;
  email?: string;
  phone?: string;
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
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
