import { describe, expect, it } from 'vitest';
import { dollars } from '#domain/shared/money.ts';
import { FIRST_PRICE_TABLE } from '#domain/pricing/price-versions.ts';
import { PRICE_TABLE_PATHS, priceAt, priceChanges, priceFieldLabel, priceTableFromText, priceTableText } from './price-table-form.ts';

describe('the price table form', () => {
  it('shows every figure as dollars and reads the same table back, cent for cent', () => {
    const text = priceTableText(FIRST_PRICE_TABLE);
    expect(text['hourlyRates.25.SATURDAY']).toBe('375.00');
    expect(text['crewFeePerHour.14']).toBe('0.00');
    expect(text['discoPerPerson.platinum']).toBe('105.00');
    // The standard package adds nothing by definition: it has no box, and comes back as 0.
    expect(PRICE_TABLE_PATHS.some((path) => path.endsWith('.standard'))).toBe(false);
    expect(priceTableFromText(text)).toEqual({ table: FIRST_PRICE_TABLE, errors: {} });
  });

  it('turns dollars and cents as staff type them into whole cents', () => {
    const text = { ...priceTableText(FIRST_PRICE_TABLE), 'hourlyRates.25.SATURDAY': '$1,019.99', lilyPad: '62.5' };
    const reading = priceTableFromText(text);
    expect(reading.table?.hourlyRates[25].SATURDAY).toBe(101_999);
    expect(reading.table?.lilyPad).toBe(6_250);
    expect(reading.table?.packageAddOns[50].standard).toBe(0);
  });

  it('names each box that is not an amount, or out of bounds, by the path the API uses', () => {
    const text = { ...priceTableText(FIRST_PRICE_TABLE), 'hourlyRates.75.SATURDAY': 'four hundred', 'crewFeePerHour.30': '-5' };
    const unreadable = priceTableFromText(text);
    expect(unreadable.table).toBeNull();
    expect(Object.keys(unreadable.errors).sort()).toEqual(['table.crewFeePerHour.30', 'table.hourlyRates.75.SATURDAY']);
    expect(unreadable.errors['table.hourlyRates.75.SATURDAY']).toBe('Hourly rate, 51–75 guests, Saturday: enter dollars, such as 350 or 24.50.');

    const absurd = priceTableFromText({ ...priceTableText(FIRST_PRICE_TABLE), 'hourlyRates.14.FRIDAY': '90000', 'discoPerPerson.basic': '5' });
    expect(absurd.table).toBeNull();
    expect(Object.keys(absurd.errors).sort()).toEqual(['table.discoPerPerson.basic', 'table.hourlyRates.14.FRIDAY']);
    expect(absurd.errors['table.hourlyRates.14.FRIDAY']).toMatch(/from \$50 to \$2,000/);
  });

  it('lists what a new table changes, in words and dollars', () => {
    const next = structuredClone(FIRST_PRICE_TABLE);
    next.hourlyRates[25].SATURDAY += dollars(25);
    next.discoPerPerson.disco_queen = dollars(99);
    expect(priceChanges(FIRST_PRICE_TABLE, next)).toEqual([
      { path: 'hourlyRates.25.SATURDAY', label: 'Hourly rate, 15–25 guests, Saturday', from: '$375.00', to: '$400.00' },
      { path: 'discoPerPerson.disco_queen', label: 'Disco Queen ticket, per guest', from: '$95.00', to: '$99.00' },
    ]);
    expect(priceChanges(FIRST_PRICE_TABLE, FIRST_PRICE_TABLE)).toEqual([]);
  });

  it('labels and reads every path it shows', () => {
    for (const path of PRICE_TABLE_PATHS) {
      expect(priceAt(FIRST_PRICE_TABLE, path), path).toBeTypeOf('number');
      expect(priceFieldLabel(path), path).not.toBe(path);
    }
    expect(priceFieldLabel('packageAddOns.50.ultimate')).toBe('Ultimate Party Package add-on, 31–50 guests');
  });
});
