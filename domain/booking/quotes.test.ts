import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from '../pricing/pricing.ts';
import { isLegacyQuoteId } from './quote-id.ts';
import { priceQuoteSelection, quoteExpiresOn, quoteInclusions, quoteStatus } from './quotes.ts';
import { QUOTE_PRICE_HOLD_DAYS, QUOTE_TOKEN_MIN_LENGTH, firstNameOf, quotePath, quoteReference } from './quote-identity.ts';
import { quoteRequestSchema } from './schemas.ts';
import { DISCO_PACKAGES } from '../pricing/disco.ts';
import { tierPackagesFor } from '../pricing/tier-packages.ts';

const today = '2026-11-22';

describe('priceQuoteSelection', () => {
  it('prices a private selection with the private calculator', () => {
    const selection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials', lilyPad: true } as const;
    expect(priceQuoteSelection(selection, today, FIRST_PRICING)).toEqual(
      calculatePrivateCruisePrice({ pricing: FIRST_PRICING, groupSize: 20, eventDate: '2027-06-12', packageType: 'essentials', lilyPad: true, today }),
    );
  });

  it('prices a disco selection with the disco calculator, bride included', () => {
    const selection = {
      kind: 'disco',
      eventType: 'bachelorette',
      groupSize: 12,
      eventDate: '2027-05-15',
      discoPackage: 'disco_queen',
      brideIncluded: true,
    } as const;
    const price = priceQuoteSelection(selection, today, FIRST_PRICING);
    expect(price).toEqual(
      calculateDiscoCruisePrice({ pricing: FIRST_PRICING, groupSize: 12, eventDate: '2027-05-15', discoPackage: 'disco_queen', brideIncluded: true, today }),
    );
    expect(price.kind === 'disco' && price.brideFree).toBe(true);
  });

  it('refuses what the engine refuses (a disco on a Wednesday)', () => {
    const selection = { kind: 'disco', eventType: 'birthday', groupSize: 12, eventDate: '2027-05-12', discoPackage: 'basic', brideIncluded: false } as const;
    expect(() => priceQuoteSelection(selection, today, FIRST_PRICING)).toThrow(expect.objectContaining({ code: 'DISCO_NOT_AVAILABLE_ON_DAY' }));
  });
});

describe('quote lifetime', () => {
  it(`holds prices ${QUOTE_PRICE_HOLD_DAYS} days, across month ends`, () => {
    expect(quoteExpiresOn('2026-11-22')).toBe('2026-12-06');
    expect(quoteExpiresOn('2026-12-25')).toBe('2027-01-08');
  });

  it('is active through its expiry day, expired the day after or once the cruise has passed', () => {
    const quote = { expiresOn: '2026-12-06', eventDate: '2027-06-12' };
    expect(quoteStatus(quote, '2026-12-06')).toBe('active');
    expect(quoteStatus(quote, '2026-12-07')).toBe('expired');
    expect(quoteStatus({ expiresOn: '2026-12-06', eventDate: '2026-11-30' }, '2026-12-01')).toBe('expired');
  });
});

describe('quote presentation helpers', () => {
  it('lists the chosen package inclusions', () => {
    const priv = priceQuoteSelection(
      { kind: 'private', eventType: 'other', groupSize: 40, eventDate: '2027-06-12', packageType: 'ultimate', lilyPad: false },
      today,
      FIRST_PRICING,
    );
    expect(quoteInclusions(priv)).toEqual(tierPackagesFor(50).packages.ultimate.inclusions);
    const disco = priceQuoteSelection(
      { kind: 'disco', eventType: 'other', groupSize: 10, eventDate: '2027-06-12', discoPackage: 'platinum', brideIncluded: false },
      today,
      FIRST_PRICING,
    );
    expect(quoteInclusions(disco)).toEqual(DISCO_PACKAGES.platinum.inclusions);
  });

  it('builds a short reference, the page path and a first name', () => {
    expect(quoteReference('8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01')).toBe('Q-8D1C6E52');
    expect(quotePath('abc')).toBe('/quote/abc');
    expect(firstNameOf('  Jordan  Rivera ')).toBe('Jordan');
  });

  it('a token of the minimum length is never mistaken for a legacy id', () => {
    expect(isLegacyQuoteId('a'.repeat(QUOTE_TOKEN_MIN_LENGTH))).toBe(false);
    expect(isLegacyQuoteId('a'.repeat(QUOTE_TOKEN_MIN_LENGTH - 1))).toBe(true);
  });
});

describe('quoteRequestSchema', () => {
  const valid = {
    selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2027-06-12', packageType: 'standard' },
    contact: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0142' },
  };

  it('keeps the selection and drops any amount a browser sends', () => {
    const parsed = quoteRequestSchema.parse({ ...valid, totalPrice: 1, selection: { ...valid.selection, totalPrice: 1 } });
    expect(parsed).toEqual({ ...valid, selection: { ...valid.selection, lilyPad: false }, source: 'chat' });
  });

  it('accepts the embed with a referral code, refuses staff and malformed codes', () => {
    expect(quoteRequestSchema.safeParse({ ...valid, source: 'embed', affiliateCode: 'HOTEL-42' }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...valid, source: 'staff' }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...valid, affiliateCode: 'no spaces' }).success).toBe(false);
  });

  it('names every missing or bad field', () => {
    const result = quoteRequestSchema.safeParse({ selection: { kind: 'private', groupSize: 2.5 }, contact: { email: 'nope' } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'selection.eventType',
        'selection.groupSize',
        'selection.eventDate',
        'selection.packageType',
        'contact.name',
        'contact.email',
        'contact.phone',
      ]),
    );
  });
});
