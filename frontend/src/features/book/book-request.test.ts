import { sitePricing } from '../../site/site-pricing.ts';
import { describe, expect, it } from 'vitest';
import { calculatePrivateCruisePrice } from '#domain/pricing/pricing.ts';
import { LARGE_GROUP_ADVICE } from '../../lib/large-group.ts';
import { quoteRequestSchema } from '#domain/booking/schemas.ts';
import { bookEntryFrom, bookFieldErrorsFrom, bookQuoteRequest, bookTotal, type BookValues } from './book-request.ts';

const TODAY = '2026-11-27';
const filled: BookValues = {
  packageKey: 'essentials',
  groupSize: '20',
  eventType: 'birthday',
  eventDate: '2027-06-12',
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  phone: '(512) 555-0100',
};

describe('/book', () => {
  it('fills the form from the link, ignoring values the site does not know', () => {
    const entry = bookEntryFrom(new URLSearchParams('package=Essentials&groupSize=20&boat=clever-girl&dayType=saturday'));
    expect(entry.values).toMatchObject({ packageKey: 'essentials', groupSize: '20', eventDate: '' });
    expect(entry.boat?.id).toBe('boat_clever_girl');
    expect(entry.dayType).toBe('SATURDAY');
    expect(bookEntryFrom(new URLSearchParams('dayType=weekday&boat=Meeseeks')).dayType).toBe('MON_THU');
    expect(bookEntryFrom(new URLSearchParams('boat=Meeseeks')).boat?.id).toBe('boat_me_seeks_the_irony');
    const unknown = bookEntryFrom(new URLSearchParams('package=yacht&groupSize=400&boat=titanic&dayType=someday'));
    expect(unknown).toEqual({ values: { ...unknown.values, packageKey: '', groupSize: '' }, boat: null, dayType: null });
    expect(bookEntryFrom(new URLSearchParams('package=disco_queen&groupSize=2.5')).values).toMatchObject({ packageKey: 'disco_queen', groupSize: '' });
    // The thank-you e-mail's "Book again" link names the occasion too (decision 078).
    expect(bookEntryFrom(new URLSearchParams('package=ultimate&groupSize=30&eventType=Bachelorette')).values).toMatchObject({
      packageKey: 'ultimate',
      groupSize: '30',
      eventType: 'bachelorette',
    });
    expect(bookEntryFrom(new URLSearchParams('eventType=yacht-week')).values.eventType).toBe('');
  });

  it('prices the choices with the engine once package, group and date are known', () => {
    expect(bookTotal({ ...filled, eventDate: '' }, TODAY)).toBeNull();
    expect(bookTotal(filled, TODAY)).toBe(
      calculatePrivateCruisePrice({ pricing: sitePricing, groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials', today: TODAY }).totalPrice,
    );
    // The disco does not sail on a Tuesday: no price rather than a wrong one.
    expect(bookTotal({ ...filled, packageKey: 'disco_queen', eventDate: '2027-06-15' }, TODAY)).toBeNull();
  });

  it('builds the quote request the server checks, or names every field to fix', () => {
    const built = bookQuoteRequest(filled, quoteRequestSchema);
    expect(built).toEqual({
      ok: true,
      request: {
        selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials' },
        contact: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0100' },
        source: 'book',
      },
    });
    const disco = bookQuoteRequest({ ...filled, packageKey: 'disco_queen' }, quoteRequestSchema);
    expect(disco.ok && disco.request.selection).toMatchObject({ kind: 'disco', discoPackage: 'disco_queen' });

    const empty = bookQuoteRequest({ packageKey: '', groupSize: '', eventType: '', eventDate: '', name: '', email: '', phone: '' }, quoteRequestSchema);
    expect(empty.ok).toBe(false);
    expect(!empty.ok && Object.keys(empty.errors).sort()).toEqual(['email', 'eventDate', 'eventType', 'groupSize', 'name', 'packageKey', 'phone']);
    const wrong = bookQuoteRequest({ ...filled, groupSize: '0', email: 'not-an-address' }, quoteRequestSchema);
    expect(!wrong.ok && wrong.errors).toEqual({ groupSize: 'Enter how many guests are coming (1 to 75).', email: 'Enter a valid e-mail address.' });
    // A group bigger than the fleet's biggest boat is told how it can still sail, as the chat tells it.
    const large = bookQuoteRequest({ ...filled, groupSize: '500' }, quoteRequestSchema);
    expect(!large.ok && large.errors.groupSize).toBe(LARGE_GROUP_ADVICE);
    expect(LARGE_GROUP_ADVICE).toMatch(
      /^Our biggest boat takes 75 guests\. For a bigger group, call us at \(\d{3}\) \d{3}-\d{4} and we will plan it with you\.$/,
    );
  });

  it("maps the API's field paths onto the form", () => {
    expect(bookFieldErrorsFrom({ 'selection.discoPackage': 'No.', 'contact.phone': 'Bad phone.', 'selection.eventDate': 'Past.', other: 'x' })).toEqual({
      packageKey: 'No.',
      phone: 'Bad phone.',
      eventDate: 'Past.',
    });
  });
});
