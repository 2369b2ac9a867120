import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { calculatePrivateCruisePrice } from '../pricing/pricing.ts';
import {
  canonicalPartnerCode,
  commissionBase,
  commissionBaseMoved,
  commissionCents,
  commissionablePaid,
  monthsBetween,
  partnerEmbedSnippet,
  partnerInputSchema,
  partnerReportQuerySchema,
  partnerReportRows,
  partnerShareLink,
} from './partners.ts';

const valid = {
  name: 'Lakeway Resort',
  kind: 'hotel',
  contactName: 'Dana Cole',
  contactEmail: 'dana@lakeway.example',
  contactPhone: '',
  code: 'LAKEWAY',
  commissionPercent: 10,
  active: true,
};

describe('commissionCents', () => {
  it('is the percent of the revenue in whole cents', () => {
    expect(commissionCents(100_000, 10)).toBe(10_000);
    expect(commissionCents(251_600, 12.5)).toBe(31_450);
    expect(commissionCents(0, 25)).toBe(0);
  });

  it('rounds half a cent away from zero, with no floating-point drift', () => {
    expect(commissionCents(5, 10)).toBe(1); // 0.5 cent
    expect(commissionCents(4, 10)).toBe(0); // 0.4 cent
    expect(commissionCents(-5, 10)).toBe(-1);
    // 7.15% of $1.00 is 7.15 cents: floating point makes 0.0715 * 100 = 7.1499999...
    expect(commissionCents(100, 7.15)).toBe(7);
    expect(commissionCents(1_000, 0.15)).toBe(2); // 1.5 cents
  });

  it('is a credit when refunds exceed the month\u2019s payments', () => {
    expect(commissionCents(-62_900, 10)).toBe(-6_290);
  });
});

describe('partnerInputSchema', () => {
  it('accepts a partner and drops a blank phone', () => {
    const parsed = partnerInputSchema.parse(valid);
    expect(parsed.contactPhone).toBeUndefined();
    expect(parsed.code).toBe('LAKEWAY');
  });

  it.each([
    ['commissionPercent', -1],
    ['commissionPercent', 50.01],
    ['commissionPercent', 10.125],
    ['code', 'two words'],
    ['code', 'x'.repeat(41)],
    ['name', ''],
    ['kind', 'casino'],
    ['contactEmail', 'not-an-address'],
    ['contactPhone', '12'],
  ])('names %s when it is %j', (field, value) => {
    const result = partnerInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('compares codes whatever their case', () => {
    expect(canonicalPartnerCode(' lakeway-1 ')).toBe('LAKEWAY-1');
  });
});

describe('months', () => {
  it('lists the months of a range across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-02', '2026-11')).toEqual([]);
  });

  it('refuses a report range backwards or longer than three years', () => {
    expect(partnerReportQuerySchema.safeParse({ from: '2026-01', to: '2026-12' }).success).toBe(true);
    expect(partnerReportQuerySchema.safeParse({ from: '2026-12', to: '2026-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(partnerReportQuerySchema.safeParse({ from: '2020-01', to: '2026-12' }).success).toBe(false);
    expect(partnerReportQuerySchema.safeParse({ from: '2026-13', to: '2026-12' }).success).toBe(false);
  });
});

describe('partnerReportRows', () => {
  const partners = [
    { id: 'p1', name: 'Zilker Weddings', code: 'ZILKER', commissionPercent: 10 },
    { id: 'p2', name: 'Austin Bridal', code: 'BRIDAL', commissionPercent: 5 },
  ];

  it('nets refunds, owes the current percent while unpaid, and keeps the paid percent once paid', () => {
    const rows = partnerReportRows(partners, [
      { partnerId: 'p1', month: '2027-03', quotes: 4, bookings: 2, collected: 100_000, refunded: 20_000, commissionBase: 62_800 },
      {
        partnerId: 'p2',
        month: '2027-03',
        quotes: 1,
        bookings: 1,
        collected: 50_000,
        refunded: 0,
        commissionBase: 39_250,
        payout: { amount: 3_140, percent: 8, paidAt: '2027-04-02T15:00:00.000Z', paidBy: 'owner@example.com' },
      },
      { partnerId: 'p1', month: '2027-04', quotes: 1, bookings: 0, collected: 0, refunded: 0, commissionBase: 0 },
      { partnerId: 'gone', month: '2027-04', quotes: 1, bookings: 0, collected: 0, refunded: 0, commissionBase: 0 },
    ]);
    expect(rows.map((row) => [row.month, row.partnerName])).toEqual([
      ['2027-04', 'Zilker Weddings'],
      ['2027-03', 'Austin Bridal'],
      ['2027-03', 'Zilker Weddings'],
    ]);
    // The commission is on the base (before tax and gratuity), not on the revenue the guests paid.
    expect(rows[2]).toMatchObject({ revenue: 80_000, commissionBase: 62_800, commissionPercent: 10, commission: 6_280, outstanding: 6_280, payout: null });
    expect(rows[1]).toMatchObject({ revenue: 50_000, commissionBase: 39_250, commissionPercent: 8, commission: 3_140, outstanding: 0 });
  });
});

describe('the commission base (decision 036)', () => {
  // A Saturday private cruise for 14 with a $100 promo code: taxed (8.25%) and with gratuity (20%) on the discounted subtotal.
  const price = calculatePrivateCruisePrice({
    groupSize: 14,
    eventDate: '2026-03-07',
    packageType: 'standard',
    today: '2026-01-05',
    pricing: FIRST_PRICING,
    extras: { promo: { code: 'TAKE100', kind: 'amount', value: 10_000 } },
  });
  const { subtotal, tax, gratuity } = price.breakdown;

  it('is the cruise price before tax and gratuity, net of the discount', () => {
    expect(price.breakdown.lineItems.map((line) => line.code)).toEqual(['CHARTER', 'PROMO_DISCOUNT']);
    const charter = price.breakdown.lineItems[0]!.amount;
    expect(commissionBase(price)).toBe(charter - 10_000);
    expect(commissionBase(price)).toBe(price.totalPrice - tax - gratuity);
    expect(tax).toBeGreaterThan(0);
    expect(gratuity).toBeGreaterThan(0);
  });

  it('gives 12% of the base, not of the tax and gratuity, once the booking is paid in full', () => {
    const deposit = price.depositAmount;
    const onDeposit = commissionBaseMoved(price, 0, deposit);
    const onBalance = commissionBaseMoved(price, deposit, price.totalPrice);
    expect(onDeposit + onBalance).toBe(subtotal);
    expect(commissionCents(onDeposit + onBalance, 12)).toBe(Math.round(subtotal * 0.12));
    // The deposit earns only its share before tax and gratuity: less than 12% of what was paid.
    expect(onDeposit).toBe(Math.round((deposit * subtotal) / price.totalPrice));
    expect(commissionCents(onDeposit, 12)).toBeLessThan(commissionCents(deposit, 12));
  });

  it("takes back a refund's share, and the parts of any payments add up to the base to the cent", () => {
    expect(commissionBaseMoved(price, price.totalPrice, price.totalPrice - 10_000)).toBe(-(subtotal - commissionablePaid(price.totalPrice - 10_000, price)));
    expect(commissionablePaid(0, price)).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 12 }), (amounts) => {
        let paid = 0;
        let base = 0;
        for (const amount of amounts) {
          const next = Math.min(price.totalPrice, paid + amount);
          base += commissionBaseMoved(price, paid, next);
          paid = next;
        }
        const rest = commissionBaseMoved(price, paid, price.totalPrice);
        expect(base + rest).toBe(subtotal);
        expect(base).toBe(commissionablePaid(paid, price));
      }),
    );
  });

  it('is nothing on a free cruise', () => {
    expect(commissionablePaid(5_000, { totalPrice: 0, breakdown: { subtotal: 0 } })).toBe(0);
  });
});

describe('links', () => {
  it('carry the code, encoded', () => {
    expect(partnerShareLink('https://cruises.example/', 'HOTEL_1')).toBe('https://cruises.example/chat?ref=HOTEL_1');
    expect(partnerEmbedSnippet('https://cruises.example', 'A-1')).toBe(
      '<iframe src="https://cruises.example/embed/quote?ref=A-1" title="Quote builder" style="width:100%;border:0;height:1200px"></iframe>',
    );
  });
});
