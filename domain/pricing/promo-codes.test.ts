import { describe, expect, it } from 'vitest';
import { newPromoCodeSchema, promoRefusal, type PromoCode, type PromoContext } from './promo-codes.ts';

const code: PromoCode = {
  code: 'SPRING10',
  description: '',
  kind: 'percent',
  value: 10,
  validFrom: '2026-03-01',
  validTo: '2026-04-30',
  minGroupSize: 10,
  cruiseKinds: ['private'],
  totalLimit: 5,
  perCustomerLimit: 1,
  stackable: false,
  allowsFree: false,
  active: true,
};
const context: PromoContext = { today: '2026-03-10', kind: 'private', groupSize: 12, adjustmentPercent: null, uses: { total: 0, customer: 0 } };

describe('promoRefusal', () => {
  it('accepts a code within all its terms', () => {
    expect(promoRefusal(code, 'SPRING10', context)).toBeNull();
  });

  it.each([
    ['UNKNOWN', null, context],
    ['INACTIVE', { ...code, active: false }, context],
    ['NOT_YET_VALID', code, { ...context, today: '2026-02-28' }],
    ['EXPIRED', code, { ...context, today: '2026-05-01' }],
    ['WRONG_CRUISE_TYPE', code, { ...context, kind: 'disco' as const }],
    ['GROUP_TOO_SMALL', code, { ...context, groupSize: 9 }],
    ['USED_UP', code, { ...context, uses: { total: 5, customer: 0 } }],
    ['CUSTOMER_LIMIT', code, { ...context, uses: { total: 1, customer: 1 } }],
    ['NOT_STACKABLE', code, { ...context, adjustmentPercent: -15 }],
  ] as const)('refuses %s with a message naming the code', (reason, promo, ctx) => {
    const refused = promoRefusal(promo, 'SPRING10', ctx);
    expect(refused?.reason).toBe(reason);
    expect(refused?.message).toContain('SPRING10');
  });

  it('lets a stackable code combine with an off-peak rule, and any code with a peak surcharge', () => {
    expect(promoRefusal({ ...code, stackable: true }, 'SPRING10', { ...context, adjustmentPercent: -15 })).toBeNull();
    expect(promoRefusal(code, 'SPRING10', { ...context, adjustmentPercent: 20 })).toBeNull();
  });
});

describe('newPromoCodeSchema', () => {
  const valid = { code: ' spring10 ', kind: 'percent', value: 10, validFrom: '2026-03-01', validTo: '2026-04-30', cruiseKinds: ['private'] };

  it('upper-cases the code and fills the defaults', () => {
    expect(newPromoCodeSchema.parse(valid)).toMatchObject({
      code: 'SPRING10',
      minGroupSize: 1,
      totalLimit: null,
      perCustomerLimit: null,
      stackable: false,
      active: true,
    });
  });

  it.each([
    [{ validTo: '2026-02-01' }, 'validTo'],
    [{ value: 95 }, 'value'],
    [{ kind: 'amount', value: 600_000 }, 'value'],
    [{ totalLimit: 2, perCustomerLimit: 3 }, 'perCustomerLimit'],
    [{ code: 'no spaces' }, 'code'],
    [{ cruiseKinds: [] }, 'cruiseKinds'],
  ])('refuses %o naming %s', (change, field) => {
    const result = newPromoCodeSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
