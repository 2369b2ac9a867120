import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from './zod.ts';
import type { CruiseComparisonInput } from './comparison.ts';
import type { DepositScheduleInput } from './deposit.ts';
import type { DiscoCruisePriceInput, PrivateCruisePriceInput } from './pricing.ts';
import type { PricingRule } from './pricing-rules.ts';
import {
  comparisonInputSchema,
  comparisonRequestSchema,
  contactFormSchema,
  depositInputSchema,
  discoPriceInputSchema,
  discoPriceRequestSchema,
  isoDateSchema,
  pricingRuleSchema,
  privatePriceInputSchema,
  privatePriceRequestSchema,
  quoteFormSchema,
} from './schemas.ts';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('schemas feed the calculators', () => {
  it('parsed inputs are the calculators\' argument types', () => {
    expectTypeOf<z.output<typeof privatePriceInputSchema>>().toExtend<PrivateCruisePriceInput>();
    expectTypeOf<z.output<typeof discoPriceInputSchema>>().toExtend<DiscoCruisePriceInput>();
    expectTypeOf<z.output<typeof depositInputSchema>>().toExtend<DepositScheduleInput>();
    expectTypeOf<z.output<typeof comparisonInputSchema>>().toExtend<CruiseComparisonInput>();
    expectTypeOf<z.output<typeof pricingRuleSchema>>().toExtend<PricingRule>();
  });
});

describe('isoDateSchema', () => {
  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['03/02/2026', false],
    ['2026-03-02T00:00:00Z', false],
  ])('%s valid: %s', (value, ok) => {
    expect(isoDateSchema.safeParse(value).success).toBe(ok);
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

describe('pricingRuleSchema', () => {
  const valid = { id: 'r', name: 'July 4th', kind: 'holiday', startDate: '2026-07-03', endDate: '2026-07-05', percent: 25, appliesTo: 'both' };
  it('accepts a valid rule', () => {
    expect(pricingRuleSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ percent: 31 }, 'percent'],
    [{ percent: -5 }, 'percent'],
    [{ kind: 'off_peak', percent: 5 }, 'percent'],
    [{ endDate: '2026-07-01' }, 'endDate'],
    [{ appliesTo: 'everything' }, 'appliesTo'],
  ])('%j -> issue on %s', (override, path) => {
    expect(issuePaths(pricingRuleSchema.safeParse({ ...valid, ...override }))).toContain(path);
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
