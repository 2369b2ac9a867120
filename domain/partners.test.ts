import { describe, expect, it } from 'vitest';
import { canonicalPartnerCode, commissionCents, monthsBetween, partnerEmbedSnippet, partnerInputSchema, partnerReportQuerySchema, partnerReportRows, partnerShareLink } from './partners.ts';

const valid = { name: 'Lakeway Resort', kind: 'hotel', contactName: 'Dana Cole', contactEmail: 'dana@lakeway.example', contactPhone: '', code: 'LAKEWAY', commissionPercent: 10, active: true };

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
      { partnerId: 'p1', month: '2027-03', quotes: 4, bookings: 2, collected: 100_000, refunded: 20_000 },
      { partnerId: 'p2', month: '2027-03', quotes: 1, bookings: 1, collected: 50_000, refunded: 0, payout: { amount: 4_000, percent: 8, paidAt: '2027-04-02T15:00:00.000Z', paidBy: 'owner@example.com' } },
      { partnerId: 'p1', month: '2027-04', quotes: 1, bookings: 0, collected: 0, refunded: 0 },
      { partnerId: 'gone', month: '2027-04', quotes: 1, bookings: 0, collected: 0, refunded: 0 },
    ]);
    expect(rows.map((row) => [row.month, row.partnerName])).toEqual([
      ['2027-04', 'Zilker Weddings'],
      ['2027-03', 'Austin Bridal'],
      ['2027-03', 'Zilker Weddings'],
    ]);
    expect(rows[2]).toMatchObject({ revenue: 80_000, commissionPercent: 10, commission: 8_000, outstanding: 8_000, payout: null });
    expect(rows[1]).toMatchObject({ revenue: 50_000, commissionPercent: 8, commission: 4_000, outstanding: 0 });
  });
});

describe('links', () => {
  it('carry the code, encoded', () => {
    expect(partnerShareLink('https://cruises.example/', 'HOTEL_1')).toBe('https://cruises.example/chat?ref=HOTEL_1');
    expect(partnerEmbedSnippet('https://cruises.example', 'A-1')).toBe('<iframe src="https://cruises.example/embed/quote?ref=A-1" title="Quote builder" style="width:100%;border:0;height:1200px"></iframe>');
  });
});
