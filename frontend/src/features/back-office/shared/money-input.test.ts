import { describe, expect, it } from 'vitest';
import { centsFromDollars } from './money-input.ts';

describe('centsFromDollars', () => {
  it.each([
    ['500', 500_00],
    ['500.5', 500_50],
    ['500.50', 500_50],
    ['$1,250.00', 1_250_00],
    ['  1250.00 ', 1_250_00],
    ['$ 19.99', 19_99],
    ['.75', 75],
    ['5.', 5_00],
    ['0.07', 7],
    ['1,234,567.89', 1_234_567_89],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it('never goes through binary fractions: every cent from 0.00 to 99.99 reads exactly', () => {
    for (let cents = 0; cents < 100_00; cents++) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(centsFromDollars(text)).toBe(cents);
    }
  });

  it.each(['', '  ', '$', '.', '-5', '5.001', '1,25.00', '12,3456', 'abc', '5 dollars', '1e3', '$$5'])('refuses %j', (text) => {
    expect(centsFromDollars(text)).toBeNull();
  });
});
