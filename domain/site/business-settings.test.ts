import { describe, expect, it } from 'vitest';
import { businessFactDefaults, withBusinessFactOverrides, WEEKDAYS } from './business.ts';
import {
  businessFactEditableDefaults,
  businessFactOverridesSchema,
  changedParts,
  e164From,
  editableBusinessFactsSchema,
  editableFactsOf,
  overridesFor,
  type EditableBusinessFacts,
} from './business-settings.ts';

const TODAY = '2026-11-22';
const schema = editableBusinessFactsSchema(TODAY);
const defaults = businessFactEditableDefaults;

/** The defaults with one change, as the form would send them. */
function edited(change: (facts: EditableBusinessFacts) => void): unknown {
  const facts = structuredClone(defaults) as EditableBusinessFacts;
  change(facts);
  return facts;
}

/** The first problem's path and message, or null when the facts are valid. */
function problem(facts: unknown): [string, string] | null {
  const result = schema.safeParse(facts);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('the editable business facts', () => {
  it('accept the defaults as they are', () => {
    expect(schema.safeParse(defaults).success).toBe(true);
    expect(editableFactsOf(businessFactDefaults)).toEqual(defaults);
  });

  describe('phone', () => {
    it.each(['(737) 555-0199', '737-555-0199', '737.555.0199', '+1 737 555 0199', '1 (737) 555-0199'])(
      'accepts %j shown, with +17375550199 to dial',
      (display) => {
        expect(problem(edited((f) => (f.phone = { display, e164: '+17375550199' })))).toBeNull();
      },
    );

    it.each([
      ['+7375550199', 'phone.e164'],
      ['+1737555019', 'phone.e164'],
      ['+11375550199', 'phone.e164'],
      ['+17370550199', 'phone.e164'],
      ['17375550199', 'phone.e164'],
      ['+44 20 7946 0958', 'phone.e164'],
    ])('refuses %j to dial', (e164, path) => {
      expect(problem(edited((f) => (f.phone.e164 = e164)))?.[0]).toBe(path);
    });

    it('refuses a shown number that is not the number dialled, or that is not a phone number', () => {
      expect(problem(edited((f) => (f.phone = { display: '(737) 555-0100', e164: '+17375550199' })))).toEqual([
        'phone.display',
        'The number shown and the number for dialling must be the same number.',
      ]);
      expect(problem(edited((f) => (f.phone.display = 'call us!')))?.[0]).toBe('phone.display');
      expect(problem(edited((f) => (f.phone.display = '  ')))?.[0]).toBe('phone.display');
    });

    it('works out the number to dial from the number shown', () => {
      expect(e164From('(512) 555-0142')).toBe('+15125550142');
      expect(e164From('1-512-555-0142')).toBe('+15125550142');
      expect(e164From('555-0142')).toBeNull();
      expect(e164From('(012) 555-0142')).toBeNull();
    });
  });

  it.each(['ahoy@cove.example', '  ahoy@cove.example  '])('accepts the e-mail %j (trimmed)', (address) => {
    const result = schema.safeParse(edited((f) => (f.email.address = address)));
    expect(result.success && result.data.email.address).toBe('ahoy@cove.example');
  });

  it.each(['', 'ahoy', 'ahoy@', '@cove.example', 'a b@cove.example'])('refuses the e-mail %j', (address) => {
    expect(problem(edited((f) => (f.email.address = address)))?.[0]).toBe('email.address');
  });

  describe('opening hours', () => {
    it('accept a closed day and different hours per day', () => {
      const edit = (f: EditableBusinessFacts) => {
        f.businessHours.sunday = { closed: true };
        f.businessHours.friday = { closed: false, opens: '08:30', closes: '23:59' };
      };
      expect(problem(edited(edit))).toBeNull();
    });

    it.each([
      [{ closed: false, opens: '22:00', closes: '09:00' }, 'businessHours.monday.closes', 'The closing time must be after the opening time.'],
      [{ closed: false, opens: '09:00', closes: '09:00' }, 'businessHours.monday.closes', 'The closing time must be after the opening time.'],
      [{ closed: false, opens: '9:00', closes: '22:00' }, 'businessHours.monday.opens', 'Enter the opening time as HH:MM, 24-hour (e.g. 09:00).'],
      [{ closed: false, opens: '09:00', closes: '24:00' }, 'businessHours.monday.closes', 'Enter the closing time as HH:MM, 24-hour (e.g. 22:00).'],
      [{ closed: false, opens: '09:00', closes: '' }, 'businessHours.monday.closes', 'Enter the closing time as HH:MM, 24-hour (e.g. 22:00).'],
      [{ closed: false, opens: '09:00' }, 'businessHours.monday.closes', 'Enter the closing time.'],
      [{ closed: true, opens: '09:00', closes: '22:00' }, 'businessHours.monday', expect.any(String)],
    ])('refuse Monday %j', (monday, path, message) => {
      expect(problem(edited((f) => ((f.businessHours as Record<string, unknown>)['monday'] = monday)))).toEqual([path, message]);
    });

    it('refuse a week with no open day, and a week missing a day', () => {
      const closeAll = (f: EditableBusinessFacts) => {
        for (const day of WEEKDAYS) f.businessHours[day] = { closed: true };
      };
      expect(problem(edited(closeAll))).toEqual(['businessHours', 'Open on at least one day of the week.']);
      expect(problem(edited((f) => delete (f.businessHours as Partial<typeof f.businessHours>).sunday))?.[0]).toBe('businessHours.sunday');
    });
  });

  describe('social profiles', () => {
    it.each([
      ['facebook', 'https://facebook.com/covecruises', 'covecruises'],
      ['facebook', 'https://m.facebook.com/covecruises', 'cove.cruises'],
      ['instagram', 'https://www.instagram.com/cove_cruises/', '@cove_cruises'],
      ['youtube', 'https://www.youtube.com/@CoveCruises', '@CoveCruises'],
      ['linkedin', 'https://www.linkedin.com/company/cove-cruises', 'cove-cruises'],
    ] as const)('accept %s at %s as %s', (network, url, handle) => {
      expect(problem(edited((f) => (f.social[network] = { url, handle })))).toBeNull();
    });

    it.each([
      ['facebook', 'http://www.facebook.com/covecruises', 'social.facebook.url'],
      ['facebook', 'https://www.facebook.com.evil.example/covecruises', 'social.facebook.url'],
      ['facebook', 'https://notfacebook.com/covecruises', 'social.facebook.url'],
      ['instagram', 'https://www.facebook.com/covecruises', 'social.instagram.url'],
      ['tiktok', 'www.tiktok.com/@cove', 'social.tiktok.url'],
      ['youtube', 'https://user:pass@www.youtube.com/@cove', 'social.youtube.url'],
    ] as const)('refuse %s at %s', (network, url, path) => {
      expect(problem(edited((f) => (f.social[network].url = url)))?.[0]).toBe(path);
    });

    it.each([
      ['instagram', 'cove_cruises'],
      ['tiktok', '@'],
      ['facebook', '@covecruises'],
      ['linkedin', 'cove cruises'],
    ] as const)('refuse the %s handle %j', (network, handle) => {
      expect(problem(edited((f) => (f.social[network].handle = handle)))?.[0]).toBe(`social.${network}.handle`);
    });
  });

  describe('story and reviews', () => {
    it.each([1900, 2009, 2026])('accept founded in %i (today is in 2026)', (year) => {
      expect(problem(edited((f) => (f.foundedYear = year)))).toBeNull();
    });

    it.each([
      [1899, 'Enter a year from 1900 on.'],
      [2027, 'Enter a year no later than 2026.'],
      [2009.5, 'Enter the year as four digits, e.g. 2009.'],
      ['2009', 'Enter the year as four digits, e.g. 2009.'],
    ])('refuse founded in %j', (year, message) => {
      expect(problem(edited((f) => ((f as { foundedYear: unknown }).foundedYear = year)))).toEqual(['foundedYear', message]);
    });

    it('take the year limit from the clock it is given', () => {
      expect(editableBusinessFactsSchema('2027-01-01').safeParse(edited((f) => (f.foundedYear = 2027))).success).toBe(true);
    });

    it.each([
      [0, 'guestsServed'],
      [-5, 'guestsServed'],
      [1.5, 'guestsServed'],
      [100_000_001, 'guestsServed'],
    ])('refuse %j guests served', (count, path) => {
      expect(problem(edited((f) => (f.guestsServed = count)))?.[0]).toBe(path);
    });

    it.each([1, 3.5, 4.9, 5])('accept a rating of %j', (value) => {
      expect(problem(edited((f) => (f.rating.value = value)))).toBeNull();
    });

    it.each([
      [0.9, 'The rating is at least 1.'],
      [5.1, 'The rating is at most 5.'],
      [4.85, 'Give the rating with one decimal place at most, e.g. 4.9.'],
    ])('refuse a rating of %j', (value, message) => {
      expect(problem(edited((f) => (f.rating.value = value)))).toEqual(['rating.value', message]);
    });

    it('accept no reviews, and refuse a negative or fractional count', () => {
      expect(problem(edited((f) => (f.rating.reviewCount = 0)))).toBeNull();
      expect(problem(edited((f) => (f.rating.reviewCount = -1)))?.[0]).toBe('rating.reviewCount');
      expect(problem(edited((f) => (f.rating.reviewCount = 10.5)))?.[0]).toBe('rating.reviewCount');
    });
  });

  it("take Google's review link, on google.com or g.page over https only (the thank-you e-mail's link, decision 078)", () => {
    for (const url of [
      'https://g.page/r/CabcDEF123/review',
      'https://search.google.com/local/writereview?placeid=ChIJabc',
      'https://www.google.com/maps/place/Cove',
    ])
      expect(problem(edited((f) => (f.googleReviewUrl = url))), url).toBeNull();
    for (const url of ['http://g.page/r/CabcDEF123/review', 'https://google.com.evil.example/review', 'https://yelp.com/biz/cove', 'g.page/r/x', ''])
      expect(problem(edited((f) => (f.googleReviewUrl = url)))?.[0], url).toBe('googleReviewUrl');
  });

  it('refuse facts that are not editable (the name, the address), so a typo never silently does nothing', () => {
    expect(problem({ ...defaults, name: 'Cove Cruises' })).toEqual(['', expect.stringContaining('name')]);
  });
});

describe('what a save stores', () => {
  it('is nothing for the defaults, so a reset is saving the defaults', () => {
    expect(overridesFor(defaults)).toEqual({});
    expect(changedParts(defaults, defaults)).toEqual([]);
  });

  it('is only the parts that differ from the defaults, which merge back into the same facts', () => {
    const facts = edited((f) => {
      f.phone = { display: '(737) 555-0199', e164: '+17375550199' };
      f.businessHours.sunday = { closed: true };
      f.social.tiktok = { url: 'https://www.tiktok.com/@cove', handle: '@cove' };
      f.rating.reviewCount = 1300;
      f.googleReviewUrl = 'https://g.page/r/CabcDEF123/review';
    }) as EditableBusinessFacts;
    const overrides = overridesFor(facts);
    expect(overrides).toEqual({
      phone: { display: '(737) 555-0199', e164: '+17375550199' },
      businessHours: WEEKDAYS.filter((day) => day !== 'sunday').map((day) => ({ day, opens: '09:00', closes: '22:00' })),
      social: { tiktok: { url: 'https://www.tiktok.com/@cove', handle: '@cove' } },
      rating: { reviewCount: 1300 },
      googleReviewUrl: 'https://g.page/r/CabcDEF123/review',
    });
    expect(changedParts(facts, defaults)).toEqual(['phone', 'businessHours', 'social.tiktok', 'rating.reviewCount', 'googleReviewUrl']);
    expect(businessFactOverridesSchema.parse(overrides)).toEqual(overrides);

    const merged = withBusinessFactOverrides(overrides);
    expect(editableFactsOf(merged)).toEqual(facts);
    expect(merged.phone.href).toBe('tel:+17375550199');
    expect(merged.rating).toEqual({ value: 4.9, best: 5, reviewCount: 1300 });
    expect(merged.social.facebook).toEqual(businessFactDefaults.social.facebook);
    expect(merged.name).toBe(businessFactDefaults.name);
  });

  it('refuses stored overrides a save would have refused', () => {
    expect(businessFactOverridesSchema.safeParse({ phone: { display: '(737) 555-0100', e164: '+17375550199' } }).success).toBe(false);
    expect(
      businessFactOverridesSchema.safeParse({
        businessHours: [
          { day: 'tuesday', opens: '09:00', closes: '22:00' },
          { day: 'monday', opens: '09:00', closes: '22:00' },
        ],
      }).success,
    ).toBe(false);
    expect(businessFactOverridesSchema.safeParse({ businessHours: [] }).success).toBe(false);
    expect(businessFactOverridesSchema.safeParse({ name: 'Cove Cruises' }).success).toBe(false);
    expect(businessFactOverridesSchema.safeParse({ rating: { value: 4.5 } }).success).toBe(true);
  });
});
