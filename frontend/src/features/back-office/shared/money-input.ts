import type { Cents } from '#domain/shared/money.ts';

// Staff type amounts in dollars; the API takes whole cents. Reading the text digit by digit keeps
// binary floating point out of it: Number('19.99') * 100 is 1998.9999999999998, and rounding that
// only hides the problem until an amount where it does not.

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * Cents from dollars as staff type them: '500', '500.5', '$1,250.00', '.75'. null when the text is
 * not an amount of dollars and cents (blank, negative, letters, a third decimal, misplaced commas).
 */
export function centsFromDollars(text: string): Cents | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction] = match;
  if (whole === '' && !fraction) return null;
  const cents = Number(whole.replace(/,/g, '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
