import fc from 'fast-check';
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

  it.each([
    ['a full-width equals sign', '\uff1dHYPERLINK("http://evil")'],
    ['a full-width plus', '\uff0b1+1'],
    ['a full-width minus', '\uff0d2+3'],
    ['a full-width at sign', '\uff20SUM(A1)'],
    ['a small equals sign', '\ufe661+1'],
    ['a space before =', ' =1+1'],
    ['spaces before @', '   @SUM(A1)'],
    ['a no-break space before =', '\u00a0=1'],
    ['an ideographic space before a full-width =', '\u3000\uff1d1'],
    ['a line feed before =', '\n=1'],
    ['a zero-width space before =', '\u200b=1'],
    ['a byte-order mark before +', '\ufeff+1'],
  ])('neutralises a formula behind %s', (_what, value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    expect(cell).toContain(value.replace(/"/g, '""'));
  });

  it('neutralises every formula, whatever blank or invisible characters and character width come before it', () => {
    const blank = fc.constantFrom(' ', '\t', '\r', '\n', '\u00a0', '\u2003', '\u3000', '\u200b', '\u2060', '\ufeff', '\u202e');
    const sign = fc.constantFrom('=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20', '\ufe66', '\ufe62', '\ufe63', '\ufe6b');
    fc.assert(
      fc.property(fc.array(blank, { maxLength: 4 }), sign, fc.string({ maxLength: 20 }), (before, start, rest) => {
        const cell = csvCell(`${before.join('')}${start}${rest}`);
        expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      }),
    );
  });

  it('leaves text that only contains a formula sign further on as it is', () => {
    expect(csvCell('Smith = Jones')).toBe('Smith = Jones');
    expect(csvCell('Bride\uff1dto-be')).toBe('Bride\uff1dto-be');
    expect(csvCell(' Lakeway')).toBe(' Lakeway');
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
