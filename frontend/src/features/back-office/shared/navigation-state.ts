// What one back-office screen hands the next in the navigation's state (not the URL, so contact
// details stay out of logs and history lists), read back defensively: history state outlives a
// deploy and can hold anything.

/** The editor, after a save, to the new quote's page: say so and show the link to send. */
export interface SavedQuoteState {
  saved: { amended: boolean };
}

/** A customer's page, to the editor: start the quote with their contact details. */
export interface NewQuoteState {
  contact: { name: string; email: string; phone: string };
}

export function savedFrom(state: unknown): SavedQuoteState['saved'] | null {
  const saved = (state as Partial<SavedQuoteState> | null)?.saved;
  return saved && typeof saved.amended === 'boolean' ? saved : null;
}

export function contactFrom(state: unknown): NewQuoteState['contact'] | null {
  const contact = (state as Partial<NewQuoteState> | null)?.contact;
  return contact && typeof contact.name === 'string' && typeof contact.email === 'string' && typeof contact.phone === 'string' ? contact : null;
}
