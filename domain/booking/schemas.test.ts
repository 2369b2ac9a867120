import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from '../shared/zod.ts';
import type { CruiseComparisonInput } from '../pricing/comparison.ts';
import type { DepositScheduleInput } from '../pricing/deposit.ts';
import type { DiscoCruisePriceInput, PrivateCruisePriceInput } from '../pricing/pricing.ts';
import {
  comparisonInputSchema,
  comparisonRequestSchema,
  contactFormSchema,
  emailSchema,
  depositInputSchema,
  type discoPriceInputSchema,
  discoPriceRequestSchema,
  type privatePriceInputSchema,
  privatePriceRequestSchema,
  quoteFormSchema,
  quoteRequestSchema,
} from './schemas.ts';
import { adminBookingListQuerySchema, blackoutRequestSchema, cancelBookingSchema } from './booking-schemas.ts';
import { customerNoteRequestSchema } from '../people/back-office.ts';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('schemas feed the calculators', () => {
  it("parsed inputs are the calculators' argument types", () => {
    expectTypeOf<z.output<typeof privatePriceInputSchema>>().toExtend<Omit<PrivateCruisePriceInput, 'pricing'>>();
    expectTypeOf<z.output<typeof discoPriceInputSchema>>().toExtend<Omit<DiscoCruisePriceInput, 'pricing'>>();
    expectTypeOf<z.output<typeof depositInputSchema>>().toExtend<DepositScheduleInput>();
    expectTypeOf<z.output<typeof comparisonInputSchema>>().toExtend<Omit<CruiseComparisonInput, 'pricing'>>();
  });
});

describe('price and comparison requests', () => {
  it('accepts a well-formed private request and rejects unknown packages and fractional groups', () => {
    expect(privatePriceRequestSchema.parse({ groupSize: 14, eventDate: '2026-03-02', packageType: 'standard' })).toEqual({
      groupSize: 14,
      eventDate: '2026-03-02',
      packageType: 'standard',
    });
    expect(issuePaths(privatePriceRequestSchema.safeParse({ groupSize: 1.5, eventDate: '2026-03-02', packageType: 'deluxe' }))).toEqual([
      'groupSize',
      'packageType',
    ]);
  });

  it('leaves business bounds to the calculators (200 guests is well formed)', () => {
    expect(privatePriceRequestSchema.safeParse({ groupSize: 200, eventDate: '2026-03-02', packageType: 'standard' }).success).toBe(true);
  });

  it('disco requests need a known package', () => {
    expect(discoPriceRequestSchema.safeParse({ groupSize: 10, eventDate: '2026-03-06', discoPackage: 'disco_queen', brideIncluded: true }).success).toBe(true);
    expect(issuePaths(discoPriceRequestSchema.safeParse({ groupSize: 10, eventDate: '2026-03-06', discoPackage: 'gold' }))).toEqual(['discoPackage']);
  });

  it('server inputs require today; requests do not carry it', () => {
    const request = { groupSize: 10, eventDate: '2026-03-06' };
    expect(comparisonRequestSchema.safeParse(request).success).toBe(true);
    expect(issuePaths(comparisonInputSchema.safeParse(request))).toEqual(['today']);
    expect(comparisonInputSchema.safeParse({ ...request, today: '2026-01-05' }).success).toBe(true);
  });

  it('deposit input needs whole, non-negative cents', () => {
    expect(depositInputSchema.safeParse({ totalPrice: 102600, eventDate: '2026-03-02', today: '2026-01-05' }).success).toBe(true);
    expect(issuePaths(depositInputSchema.safeParse({ totalPrice: 10.5, eventDate: '2026-03-02', today: '2026-01-05' }))).toEqual(['totalPrice']);
    expect(issuePaths(depositInputSchema.safeParse({ totalPrice: -1, eventDate: '2026-03-02', today: '2026-01-05' }))).toEqual(['totalPrice']);
  });
});

describe('contactFormSchema', () => {
  const required = { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0199' };

  it('needs Full Name, Email and Phone; everything else is optional', () => {
    expect(contactFormSchema.parse(required)).toEqual(required);
    expect(issuePaths(contactFormSchema.safeParse({}))).toEqual(['name', 'email', 'phone']);
  });

  it('treats blank optional fields as absent and keeps free text as typed', () => {
    const parsed = contactFormSchema.parse({
      ...required,
      eventType: 'Bachelorette',
      groupSize: 'e.g. 20 people',
      eventDate: '',
      message: '  Sunset cruise please  ',
    });
    expect(parsed).toEqual({ ...required, eventType: 'Bachelorette', groupSize: 'e.g. 20 people', eventDate: undefined, message: 'Sunset cruise please' });
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: '555-01' }, 'phone'],
    [{ phone: 'call me' }, 'phone'],
    [{ eventDate: '2026-02-30' }, 'eventDate'],
  ])('%j -> issue on %s', (override, path) => {
    expect(issuePaths(contactFormSchema.safeParse({ ...required, ...override }))).toEqual([path]);
  });

  it.each(['512-555-0142', '+1 512 555 0142', '(512) 555-0142', '5125550142', '+44 20 7946 0958'])('phone %s is accepted', (phone) => {
    expect(contactFormSchema.safeParse({ ...required, phone }).success).toBe(true);
  });
});

describe('quoteFormSchema', () => {
  const valid = {
    name: 'Jordan Rivera',
    email: 'jordan@example.com',
    phone: '512-555-0199',
    eventType: 'bachelorette',
    groupSize: '20',
    eventDate: '2026-06-06',
  };
  it('reads the group size from a number input', () => {
    expect(quoteFormSchema.parse(valid).groupSize).toBe(20);
    expect(quoteFormSchema.parse({ ...valid, groupSize: 12 }).groupSize).toBe(12);
  });
  it('needs a known event type, a whole group size and a date', () => {
    expect(issuePaths(quoteFormSchema.safeParse({ ...valid, eventType: 'party', groupSize: '20 people', eventDate: '' }))).toEqual([
      'eventType',
      'groupSize',
      'eventDate',
    ]);
  });
});

describe('emailSchema', () => {
  const address = (local: number, total: number) => `${'a'.repeat(local)}@${'b'.repeat(total - local - 1 - '.example'.length)}.example`;

  it('takes an address of up to 254 characters with a local part of up to 64', () => {
    expect(emailSchema.safeParse(address(64, 254)).success).toBe(true);
    expect(emailSchema.safeParse(address(10, 60)).success).toBe(true);
  });

  it.each([
    [address(10, 255), 'Keep the e-mail address to 254 characters or fewer.'],
    [`${address(10, 200)}${'c'.repeat(1800)}`, 'Keep the e-mail address to 254 characters or fewer.'],
    [address(65, 120), 'The part before the @ can be at most 64 characters.'],
    ['no-at-sign', 'Enter a valid e-mail address.'],
  ])('refuses %#', (value, message) => {
    expect(emailSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('free text from outside', () => {
  const required = { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0199' };

  it('loses control and bidi characters; one-line fields lose line breaks, messages keep theirs', () => {
    const parsed = contactFormSchema.parse({
      ...required,
      name: 'Jordan\u0000\u001b \u202eRivera\n',
      eventType: 'Birth\u2066day',
      message: 'Hi\r\n\tthere\u0007',
    });
    expect(parsed).toMatchObject({ name: 'Jordan Rivera', eventType: 'Birthday', message: 'Hi\n\tthere' });
  });

  it('counts an optional field of control characters only as absent, and a name of them as missing', () => {
    expect(contactFormSchema.parse({ ...required, message: '\u0000\u202e', groupSize: '\u0007' })).toEqual(required);
    expect(issuePaths(contactFormSchema.safeParse({ ...required, name: '\u0000\u202e\n' }))).toEqual(['name']);
  });

  it('caps every string a guest sends (a phone of 41 characters is no phone)', () => {
    expect(issuePaths(contactFormSchema.safeParse({ ...required, phone: `512 555 0199${' '.repeat(29)}` }))).toEqual([]);
    expect(issuePaths(contactFormSchema.safeParse({ ...required, phone: `512 555 0199${' '.repeat(30)}x` }))).toEqual(['phone']);
    expect(issuePaths(contactFormSchema.safeParse({ ...required, phone: `(512) 555-0199${'-'.repeat(27)}` }))).toEqual(['phone']);
    expect(issuePaths(contactFormSchema.safeParse({ ...required, eventDate: `2026-01-01${'x'.repeat(100_000)}` }))).toEqual(['eventDate']);
  });

  it('cleans the notes of a quote, a customer note, a cancellation reason and a blackout reason', () => {
    const selection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-04', packageType: 'essentials' };
    expect(quoteRequestSchema.parse({ selection, contact: required, notes: 'Cake\u0000 at 5\r\nthanks' }).notes).toBe('Cake at 5\nthanks');
    expect(customerNoteRequestSchema.parse({ text: 'Called\u202e back\nLikes sunsets' }).text).toBe('Called back\nLikes sunsets');
    expect(cancelBookingSchema.safeParse({ reason: '\u0000\u0007' }).success).toBe(false);
    expect(blackoutRequestSchema.parse({ from: '2027-06-04', to: '2027-06-04', boatId: null, reason: 'Engine\nservice\u001b' }).reason).toBe('Engine service');
  });
});

describe('blackoutRequestSchema', () => {
  const range = { from: '2027-06-04', to: '2027-06-06', boatId: 'boat_clever_girl', reason: 'Hull work' };
  const issues = (input: unknown) => blackoutRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes a range of days, one day being the same date twice', () => {
    expect(issues(range)).toEqual([]);
    expect(issues({ ...range, to: range.from })).toEqual([]);
  });

  it('refuses a range that ends before it starts, or is longer than 92 days, on `to`', () => {
    expect(issues({ ...range, to: '2027-06-03' })).toEqual([['to', 'The last day must not be before the first day.']]);
    expect(issues({ ...range, from: '2027-06-01', to: '2027-08-31' })).toEqual([]);
    expect(issues({ ...range, from: '2027-06-01', to: '2027-09-01' })).toEqual([['to', 'Close at most 92 days at a time.']]);
  });

  it('names each missing or malformed field, and compares only real dates', () => {
    expect(issues({ from: '', to: '', boatId: null, reason: '' }).map(([path]) => path)).toEqual(['from', 'to', 'reason']);
    expect(issues({ ...range, to: '2027-02-30' }).map(([path]) => path)).toEqual(['to']);
  });

  it('refuses the single date of the old request', () => {
    expect(blackoutRequestSchema.safeParse({ date: '2027-06-04', boatId: null, reason: 'Storm' }).success).toBe(false);
  });
});

describe('adminBookingListQuerySchema', () => {
  it('refuses a range that ends before it starts, on `to`', () => {
    const result = adminBookingListQuerySchema.safeParse({ from: '2027-03-10', to: '2027-03-01' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['to', 'The end date must not be before the start date.']]);
    expect(adminBookingListQuerySchema.safeParse({ from: '2027-03-01', to: '2027-03-01' }).success).toBe(true);
    expect(adminBookingListQuerySchema.safeParse({ to: '2027-03-01' }).success).toBe(true);
  });
});
