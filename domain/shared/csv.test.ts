import { describe, expect, it } from 'vitest';
import { csvCell, csvDollars, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Lakeway Resort')).toBe('Lakeway Resort');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "Best" Planner')).toBe('"The ""Best"" Planner"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises the formula %j', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    expect(cell).toContain(value.replace(/"/g, '""'));
  });

  it('refuses a number a spreadsheet cannot hold', () => {
    expect(() => csvCell(Number.NaN)).toThrow();
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('toCsv', () => {
  it('joins cells with commas and records with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['Partner', 'Revenue'],
        ['=cmd', 1234.5],
        ['Bride, Co', -3],
      ]),
    ).toBe('Partner,Revenue\r\n\'=cmd,1234.5\r\n"Bride, Co",-3\r\n');
  });
});

describe('csvDollars', () => {
  it('turns cents into dollars, signs kept', () => {
    expect(csvDollars(123_456)).toBe(1234.56);
    expect(csvDollars(-5)).toBe(-0.05);
    expect(csvDollars(0)).toBe(0);
    expect(String(csvDollars(1_999_999_99))).toBe('1999999.99');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => csvDollars(10.5)).toThrow();
  });
});
