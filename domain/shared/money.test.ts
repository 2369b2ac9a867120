import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { assertCents, centsToDecimalString, dollars, formatCount, formatMoney, perPersonCost, sumCents } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [102600, '$1,026.00'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [-500, '-$5.00'],
    [-123456, '-$1,234.56'],
    [179550, '$1,795.50'],
    [100000000, '$1,000,000.00'],
    [123456789012, '$1,234,567,890.12'],
    [1234.6, '$12.35'],
  ])('%d -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always has exactly two decimals and round-trips the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const back = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
        expect(back).toBe(cents);
      }),
    );
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });

  it('refuses what is not a whole count', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
  });
});

describe('cents helpers', () => {
  it('dollars() converts whole and half dollars exactly', () => {
    expect(dollars(200)).toBe(20000);
    expect(dollars(0.5)).toBe(50);
    expect(() => dollars(0.001)).toThrow(RangeError);
  });

  it('centsToDecimalString gives plain decimals for structured data', () => {
    expect(centsToDecimalString(102600)).toBe('1026.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-150)).toBe('-1.50');
  });

  it('assertCents rejects fractions with INVALID_AMOUNT', () => {
    expect(assertCents(10)).toBe(10);
    expect(() => assertCents(1.5, 'totalPrice')).toThrow(DomainError);
    try {
      assertCents('12', 'totalPrice');
    } catch (error) {
      expect((error as DomainError).code).toBe('INVALID_AMOUNT');
      expect((error as DomainError).fields).toHaveProperty('totalPrice');
    }
  });

  it('sumCents adds', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it('perPersonCost shares a total, rounded to the cent', () => {
    expect(perPersonCost(102_600, 14)).toBe(7329);
    expect(perPersonCost(100, 3)).toBe(33);
    expect(perPersonCost(200, 3)).toBe(67);
  });
});
