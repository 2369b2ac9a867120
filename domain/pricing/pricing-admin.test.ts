import { afterEach, describe, expect, it, vi } from 'vitest';
import { dollars } from '../shared/money.ts';
import { FIRST_PRICE_TABLE } from './price-versions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the price table schema', () => {
  // Decision 015: nothing at a function's load touches Intl (the first call starts ICU, about
  // 15 ms). Seventeen functions import this module; its messages used toLocaleString at load.
  it('touches no Intl when the module loads or when it checks a table', async () => {
    const numberToLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const { priceTableSchema } = await import('./pricing-admin.ts');
    expect(priceTableSchema.safeParse(FIRST_PRICE_TABLE).success).toBe(true);
    expect(numberToLocale).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('names the bounds of an amount out of them in dollars, thousands grouped', async () => {
    const { priceTableSchema } = await import('./pricing-admin.ts');
    const table = structuredClone(FIRST_PRICE_TABLE);
    table.hourlyRates[75].SATURDAY = dollars(40_000);
    table.discoPerPerson.basic = dollars(5);
    const result = priceTableSchema.safeParse(table);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hourlyRates.75.SATURDAY', 'The 75-guest hourly rate must be from $50 to $2,000.'],
      ['discoPerPerson.basic', 'The disco ticket price must be from $10 to $1,000.'],
    ]);
  });
});
