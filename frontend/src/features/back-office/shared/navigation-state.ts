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

/**
 * The inventory calendar, to the quote editor and on to the saved quote's page: the free time
 * staff picked for a walk-up or a caller (issue 29), offered first when they book it.
 */
export interface PickedSlotState {
  /** `kind`: a private charter's free slot, or a disco sailing staff sell tickets on. */
  slot: { date: string; start: string; kind: 'private' | 'disco' };
}

export function pickedSlotFrom(state: unknown): PickedSlotState['slot'] | null {
  const slot = (state as { slot?: Partial<PickedSlotState['slot']> } | null)?.slot;
  if (!slot || typeof slot.date !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(slot.date) || typeof slot.start !== 'string' || !/^\d\d:\d\d$/.test(slot.start))
    return null;
  // A slot picked before the calendar sold disco tickets has no kind: it was a private charter's.
  const kind = slot.kind ?? 'private';
  return kind === 'private' || kind === 'disco' ? { date: slot.date, start: slot.start, kind } : null;
}

/** The Book for a caller form, to the booking's page: what was done about the money. */
export interface CallerBookedState {
  callerBooked:
    | { method: 'pay_link'; sentTo: string; amount: number; holdExpiresAt: string | null }
    /** Booked to take the card, whose page did not open: why. */
    | { method: 'card_form'; amount: number; holdExpiresAt: string | null; problem: string }
    | { method: 'cash' | 'check'; amount: number }
    | { method: 'none' };
}

export function callerBookedFrom(state: unknown): CallerBookedState['callerBooked'] | null {
  const booked = (state as Partial<CallerBookedState> | null)?.callerBooked;
  if (!booked || typeof booked !== 'object') return null;
  if (booked.method === 'pay_link') return typeof booked.sentTo === 'string' && typeof booked.amount === 'number' ? booked : null;
  if (booked.method === 'card_form') return typeof booked.amount === 'number' && typeof booked.problem === 'string' ? booked : null;
  if (booked.method === 'cash' || booked.method === 'check') return typeof booked.amount === 'number' ? booked : null;
  return booked.method === 'none' ? booked : null;
}
