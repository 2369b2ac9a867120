import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { bookEntryFrom } from './book-request.ts';
import { BOOK_ENTRY_KEYS, BOOK_FIELD_PARAMS, bookFillsFields, bookRendersInBrowser, fillBookFields, type FillableField } from './prefill.ts';

/** The prerendered form's three fields as routes/book.tsx renders them, empty. */
function prerenderedForm() {
  const options = (values: readonly string[]) => ['', ...values].map((value) => ({ value }));
  const fields: Record<string, FillableField> = {
    packageKey: { value: '', options: options([...PRIVATE_PACKAGE_TYPES, ...DISCO_PACKAGE_KEYS]) },
    groupSize: { value: '', min: String(PRIVATE_MIN_GUESTS), max: String(PRIVATE_MAX_GUESTS) },
    eventType: { value: '', options: options(EVENT_TYPES.map((type) => type.key)) },
  };
  return { fields, elements: { namedItem: (name: string) => fields[name] ?? null } };
}

describe('what /book does, before it paints, with a link that fills its form in', () => {
  it('keeps the prerendered form for a plain link, one that only attributes the quote, or empty parameters', () => {
    for (const search of ['', '?ref=PARTNER1', '?package=', '?groupSize=%20%20', '?utm_source=ads']) {
      expect(bookRendersInBrowser(search), search).toBe(false);
      expect(bookFillsFields(search), search).toBe(false);
    }
  });

  it('fills the fields in for a link that chooses the cruise, the group or the occasion, and renders a link naming a boat or day type in the browser', () => {
    for (const search of ['?package=essentials', '?groupSize=30', '?eventType=corporate', '?ref=P1&package=essentials&groupSize=60']) {
      expect(bookFillsFields(search), search).toBe(true);
      expect(bookRendersInBrowser(search), search).toBe(false);
    }
    for (const search of ['?boat=clever-girl', '?dayType=weekday', '?package=essentials&groupSize=60&boat=clever-girl'])
      expect(bookRendersInBrowser(search), search).toBe(true);
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
      const entry = bookEntryFrom(new URLSearchParams({ [key]: value }));
      expect(JSON.stringify(entry) !== JSON.stringify(empty), key).toBe((BOOK_ENTRY_KEYS as readonly string[]).includes(key));
      // What the script cannot put into a field (a hint beside one) is rendered in the browser.
      const onlyValues = JSON.stringify({ ...entry, values: empty.values }) === JSON.stringify(empty);
      expect(bookRendersInBrowser(`?${key}=${value}`), key).toBe(!onlyValues);
    }
  });

  // React takes the filled form over with the values it reads from the same link: they must be the
  // fields' values, or hydration would meet a form it did not render.
  it('puts into the fields exactly the values the page reads from the link, and nothing it would not', () => {
    const searches = [
      '?package=essentials&groupSize=20&eventType=corporate',
      '?package=%20ESSENTIALS%20&groupSize=20.0',
      `?package=${DISCO_PACKAGE_KEYS[0]}&eventType=BIRTHDAY`,
      `?groupSize=${PRIVATE_MIN_GUESTS}`,
      `?groupSize=${PRIVATE_MAX_GUESTS}`,
      `?groupSize=${PRIVATE_MIN_GUESTS - 1}`,
      `?groupSize=${PRIVATE_MAX_GUESTS + 1}`,
      '?groupSize=12.5',
      '?groupSize=twenty',
      '?groupSize=1e1',
      '?package=no-such-cruise&eventType=funeral',
      '?package=&groupSize=&eventType=',
    ];
    for (const search of searches) {
      const form = prerenderedForm();
      fillBookFields(form, search);
      const { values } = bookEntryFrom(new URLSearchParams(search));
      const filled = Object.fromEntries(Object.values(BOOK_FIELD_PARAMS).map((name) => [name, form.fields[name]!.value]));
      expect(filled, search).toEqual({ packageKey: values.packageKey, groupSize: values.groupSize, eventType: values.eventType });
    }
  });
});
