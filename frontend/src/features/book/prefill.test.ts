import { describe, expect, it } from 'vitest';
import { bookEntryFrom } from './book-request.ts';
import { BOOK_ENTRY_KEYS, bookOpensPrefilled } from './prefill.ts';

describe("what decides, before /book paints, whether its prerendered empty form is the guest's page", () => {
  it('keeps the prerendered form for a plain link, one that only attributes the quote, or empty parameters', () => {
    for (const search of ['', '?ref=PARTNER1', '?package=', '?groupSize=%20%20', '?utm_source=ads']) expect(bookOpensPrefilled(search), search).toBe(false);
  });

  it('renders in the browser for a link that fills the form in or names a boat or day type', () => {
    for (const search of ['?package=essentials', '?groupSize=30', '?boat=clever-girl', '?dayType=weekday', '?ref=P1&package=essentials&groupSize=60'])
      expect(bookOpensPrefilled(search), search).toBe(true);
  });

  it('knows every parameter the form reads: a link that changes what the form shows is never hydrated onto the empty form', () => {
    const empty = bookEntryFrom(new URLSearchParams());
    const samples: Record<string, string> = {
      package: 'essentials',
      groupSize: '30',
      boat: 'clever-girl',
      dayType: 'weekday',
      eventType: 'corporate',
      ref: 'P1',
    };
    for (const [key, value] of Object.entries(samples)) {
      const changesTheForm = JSON.stringify(bookEntryFrom(new URLSearchParams({ [key]: value }))) !== JSON.stringify(empty);
      expect(changesTheForm, key).toBe((BOOK_ENTRY_KEYS as readonly string[]).includes(key));
      expect(bookOpensPrefilled(`?${key}=${value}`), key).toBe(changesTheForm);
    }
  });
});
