import { describe, expect, it } from 'vitest';
import { quoteReference } from '../booking/quote-identity.ts';
import { holdDay, holdDayFor, holdRefusal, isHoldDay, namesParty, partyQuote, type HoldCandidate } from './staff-hold.ts';

// Decision 089: which quote "hold Saturday 2pm for the Jones party" books, and the day it means.

// Tuesday, December 2, 2031.
const TODAY = '2031-12-02';

const quote = (id: string, name: string, eventDate: string, extra: Partial<HoldCandidate> = {}): HoldCandidate => ({
  id,
  contact: { name },
  selection: { eventDate },
  ...extra,
});

describe('the day a hold is for', () => {
  it('reads a weekday as the next such day in Austin, today included, and a date as written', () => {
    expect(holdDay('Saturday', TODAY)).toBe('2031-12-06');
    expect(holdDay('tuesday', TODAY)).toBe(TODAY);
    expect(holdDay('Monday', TODAY)).toBe('2031-12-08');
    expect(holdDay('2032-01-10', TODAY)).toBe('2032-01-10');
    expect(holdDay('Someday', TODAY)).toBeNull();
    expect(['Friday', '2031-12-27', 'next week', '2031-02-30'].map(isHoldDay)).toEqual([true, true, false, false]);
  });
});

describe("the party's quote", () => {
  const jones = quote('aaaa1111-0000-4000-8000-000000000001', 'Taylor Jones', '2031-12-06');
  const jonesLater = quote('aaaa2222-0000-4000-8000-000000000002', 'Sam Jones', '2031-12-27');
  const joneson = quote('aaaa3333-0000-4000-8000-000000000003', 'Kim Joneson', '2031-12-06');
  const none = new Map<string, string>();

  it('names a party by whole words of the lead guest’s name, whatever the case', () => {
    expect(namesParty('Taylor Jones', 'jones')).toBe(true);
    expect(namesParty('Taylor Jones', 'Taylor Jones')).toBe(true);
    expect(namesParty('Kim Joneson', 'Jones')).toBe(false);
    expect(namesParty('Taylor Jones', '')).toBe(false);
  });

  it('picks the one quote for the day not yet booked', () => {
    expect(partyQuote([jones, jonesLater, joneson], none, 'Jones', '2031-12-06', TODAY)).toEqual({ ok: true, quote: jones });
    expect(partyQuote([jones, jonesLater], none, 'Jones', '2031-12-27', TODAY)).toEqual({ ok: true, quote: jonesLater });
  });

  it("reads a weekday said alone as the party's own date on that weekday, however far ahead", () => {
    expect(holdDayFor('Saturday', TODAY, '2031-12-27')).toBe('2031-12-27');
    expect(holdDayFor('Friday', TODAY, '2031-12-27')).toBe(holdDay('Friday', TODAY));
    expect(holdDayFor('2031-12-06', TODAY, '2031-12-27')).toBe('2031-12-06');
    expect(partyQuote([jonesLater], none, 'Jones', 'Saturday', TODAY)).toEqual({ ok: true, quote: jonesLater });
    // Two of the party's quotes on Saturdays: the staff member names one.
    expect(partyQuote([jones, jonesLater], none, 'Jones', 'saturday', TODAY)).toEqual({
      ok: false,
      reason: `More than one quote on a Saturday matches Jones: ${quoteReference(jones.id)} (Taylor Jones, Saturday, December 6, 2031), ${quoteReference(jonesLater.id)} (Sam Jones, Saturday, December 27, 2031). Name one by its reference.`,
      about: [jones, jonesLater],
    });
    // Booked already on that Saturday: said so, not "another day".
    expect(partyQuote([jonesLater], new Map([[jonesLater.id, 'B-0000BBBB']]), 'Jones', 'Saturday', TODAY)).toMatchObject({
      ok: false,
      reason: `${quoteReference(jonesLater.id)} (Sam Jones) is booked already, as B-0000BBBB.`,
    });
  });

  it('says why none is picked: no such party, several, booked, another day, amended or past', () => {
    expect(partyQuote([jones], none, 'Nobody', '2031-12-06', TODAY)).toEqual({
      ok: false,
      reason: 'There is no saved quote with a cruise ahead for a party named Nobody.',
      about: [],
    });
    const twin = quote('aaaa4444-0000-4000-8000-000000000004', 'Alex Jones', '2031-12-06');
    expect(partyQuote([jones, twin], none, 'Jones', '2031-12-06', TODAY)).toEqual({
      ok: false,
      reason: `More than one quote for Saturday, December 6, 2031 matches Jones: ${quoteReference(jones.id)} (Taylor Jones, Saturday, December 6, 2031), ${quoteReference(twin.id)} (Alex Jones, Saturday, December 6, 2031). Name one by its reference.`,
      about: [jones, twin],
    });
    expect(partyQuote([jones], new Map([[jones.id, 'B-0000AAAA']]), 'Jones', '2031-12-06', TODAY)).toEqual({
      ok: false,
      reason: `${quoteReference(jones.id)} (Taylor Jones) is booked already, as B-0000AAAA.`,
      about: [jones],
    });
    expect(partyQuote([jonesLater], none, 'Jones', '2031-12-06', TODAY)).toEqual({
      ok: false,
      reason: `${quoteReference(jonesLater.id)} (Sam Jones, Saturday, December 27, 2031) is for another day than Saturday, December 6, 2031. A booking is made on its quote's date: amend the quote to that day first.`,
      about: [jonesLater],
    });
    // An amended version, or a cruise past, is not the party's quote to book.
    expect(partyQuote([{ ...jones, supersededBy: jonesLater.id }], none, 'Taylor', '2031-12-06', TODAY).ok).toBe(false);
    expect(partyQuote([quote(jones.id, 'Taylor Jones', '2031-11-29')], none, 'Jones', '2031-12-06', TODAY).ok).toBe(false);
    expect(holdRefusal({ ...jones, supersededBy: jonesLater.id }, none, '2031-12-06', TODAY)).toBe(
      `${quoteReference(jones.id)} was amended: book its current version, ${quoteReference(jonesLater.id)}.`,
    );
    expect(holdRefusal(quote(jones.id, 'Taylor Jones', '2031-11-29'), none, '2031-11-29', TODAY)).toBe(
      `${quoteReference(jones.id)} is for Saturday, November 29, 2031, which has passed.`,
    );
    expect(holdRefusal(jones, none, '2031-12-06', TODAY)).toBeNull();
  });
});
