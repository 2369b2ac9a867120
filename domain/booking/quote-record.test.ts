import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.ts';
import { DISCO_PACKAGE_KEYS } from '../pricing/disco.ts';
import { DomainError } from '../shared/errors.ts';
import { EVENT_TYPE_KEYS } from './event-types.ts';
import type { PricingRule } from '../pricing/pricing-rules.ts';
import { priceSchema, storedQuoteSchema, type StoredQuote } from './quote-record.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from './quotes.ts';
import { PRIVATE_PACKAGE_TYPES } from '../pricing/rates.ts';

const TODAY = '2026-01-05';

const selections: fc.Arbitrary<QuoteSelection> = fc.oneof(
  fc.record({
    kind: fc.constant('private' as const),
    eventType: fc.constantFrom(...EVENT_TYPE_KEYS),
    groupSize: fc.integer({ min: 1, max: 75 }),
    eventDate: fc.integer({ min: 0, max: 800 }).map((days) => addDays(TODAY, days)),
    packageType: fc.constantFrom(...PRIVATE_PACKAGE_TYPES),
    lilyPad: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('disco' as const),
    eventType: fc.constantFrom(...EVENT_TYPE_KEYS),
    groupSize: fc.integer({ min: 8, max: 30 }),
    eventDate: fc.integer({ min: 0, max: 800 }).map((days) => addDays(TODAY, days)),
    discoPackage: fc.constantFrom(...DISCO_PACKAGE_KEYS),
    brideIncluded: fc.boolean(),
  }),
);

/** A staff rule over the cruise's date, so some prices carry an adjustment line. */
const rulesFor = (selection: QuoteSelection, percent: number): PricingRule[] =>
  percent === 0
    ? []
    : [
        {
          id: 'r1',
          name: percent > 0 ? 'Holiday weekend' : 'Quiet week',
          kind: percent > 0 ? 'holiday' : 'off_peak',
          startDate: selection.eventDate,
          endDate: selection.eventDate,
          percent,
          appliesTo: 'both',
        },
      ];

function engineOrNull(selection: QuoteSelection, percent: number) {
  try {
    return priceQuoteSelection(selection, TODAY, { ...FIRST_PRICING, rules: rulesFor(selection, percent) });
  } catch (error) {
    // Selections the engine refuses (a disco on a weekday) are never stored.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

describe('the stored quote schema', () => {
  it('reads back every price the engine gives, exactly (no field dropped, none refused)', () => {
    let priced = 0;
    fc.assert(
      fc.property(selections, fc.integer({ min: -20, max: 30 }), (selection, percent) => {
        const price = engineOrNull(selection, percent);
        if (!price) return;
        priced += 1;
        expect(priceSchema.parse(structuredClone(price))).toStrictEqual(price);
      }),
      { numRuns: 400 },
    );
    expect(priced).toBeGreaterThan(100);
  });

  it('reads back a quote with every optional field, and one stored before versions', () => {
    const selection: QuoteSelection = {
      kind: 'private',
      eventType: 'birthday',
      groupSize: 20,
      eventDate: '2026-08-07',
      packageType: 'ultimate',
      lilyPad: true,
    };
    const first: StoredQuote = {
      id: 'q1',
      token: 't'.repeat(64),
      selection,
      price: priceQuoteSelection(selection, TODAY, { ...FIRST_PRICING, rules: rulesFor(selection, 15) }),
      contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '(512) 555-0142' },
      source: 'chat',
      issuedOn: TODAY,
      expiresOn: quoteExpiresOn(TODAY),
      createdAt: '2026-01-05T15:00:00.000Z',
      eventId: 'e1',
    };
    const amended: StoredQuote = {
      ...first,
      id: 'q2',
      notes: 'Cake at four.',
      source: 'staff',
      affiliateCode: 'LAKE-1',
      leadId: 'l1',
      revises: 'q0',
      version: 2,
      supersededBy: 'q3',
      supersededAt: '2026-01-06T10:00:00.000Z',
      createdBy: 'staff@x.example',
    };
    for (const quote of [first, amended]) expect(storedQuoteSchema.parse(structuredClone(quote))).toStrictEqual(quote);
  });
});
