import { DomainError } from './errors.ts';

// Money is always a whole number of US cents. Floating-point dollars never enter a calculation;
// they only appear as text at the edge (formatMoney, centsToDecimalString).

/** A whole number of US cents. */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertCents(value: unknown, field = 'amount'): Cents {
  if (!isCents(value)) {
    throw new DomainError('INVALID_AMOUNT', `${field} must be a whole number of cents`, {
      [field]: 'Must be a whole number of cents.',
    });
  }
  return value;
}

/** Whole dollars to cents, for writing constants legibly (`dollars(200)` = 20000). */
export function dollars(amount: number): Cents {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(amount * 100 - cents) > 1e-6) {
    throw new RangeError(`${amount} is not a whole number of cents`);
  }
  return cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '125,000': a whole count with US thousands separators. Not toLocaleString: modules format
 * counts while they load, and the first Intl call initialises ICU, about 15 ms of every Lambda
 * cold start (npm run bench:lambda).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`${count} is not a whole count`);
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
}

/** What each guest's share of a total is: the total over the group, rounded to the cent. */
export function perPersonCost(total: Cents, groupSize: number): Cents {
  return Math.round(total / groupSize);
}

/**
 * '$1,026.00'; negatives as '-$5.00'. Always two decimals, as the site shows every amount.
 * A fractional input is rounded to the cent first rather than printed with stray digits.
 */
export function formatMoney(cents: Cents): string {
  if (!Number.isFinite(cents)) throw new RangeError('formatMoney needs a finite amount');
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** '1026.00': the plain decimal form structured data (schema.org offers) expects. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sum of whole-cent amounts. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}
