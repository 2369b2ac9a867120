import { describe, expect, it } from 'vitest';
import { dollars } from '../shared/money.ts';
import { FIRST_PRICE_TABLE, type PriceVersion } from './price-versions.ts';
import { sitePriceVersionOn } from './site-price-version.ts';

const version = (n: number, effectiveFrom: string, saturday14: number): PriceVersion => {
  const table = structuredClone(FIRST_PRICE_TABLE);
  table.hourlyRates[14].SATURDAY = saturday14;
  return { version: n, effectiveFrom, table, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'staff@test.example', note: 'kept out of the site' };
};

describe('the price version a site build shows', () => {
  const stored = [version(2, '2027-03-01', dollars(360)), version(3, '2027-06-01', dollars(380))];

  it('is the one in effect on the build day: the latest started on or before it, only its number and table', () => {
    expect(sitePriceVersionOn(stored, '2027-03-01')).toEqual({ version: 2, table: stored[0]!.table });
    expect(sitePriceVersionOn(stored, '2027-05-31')).toEqual({ version: 2, table: stored[0]!.table });
    expect(sitePriceVersionOn(stored, '2027-06-01')).toEqual({ version: 3, table: stored[1]!.table });
  });

  it('is the launch table before any saved version starts, and with none saved', () => {
    expect(sitePriceVersionOn(stored, '2027-02-28')).toEqual({ version: 1, table: FIRST_PRICE_TABLE });
    expect(sitePriceVersionOn([], '2030-01-01')).toEqual({ version: 1, table: FIRST_PRICE_TABLE });
  });
});
