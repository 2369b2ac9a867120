// CSV for spreadsheets (RFC 4180), safe to open in Excel, Numbers or Google Sheets.

export type CsvCell = string | number | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return) starts with an apostrophe, so it shows as the text it is (OWASP's CSV injection advice).
 * Spreadsheets skip blanks before a formula, and read the full-width and small forms East Asian
 * input methods type (`＝`, `＋`, `－`, `＠`, `﹦`...) as the ASCII signs, so the start is judged
 * on the text's compatibility form (NFKC) past any blank, control or invisible format character.
 * A partner's or guest's name is outside input; numbers are ours and stay numbers, negative ones
 * included.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@])/u;

function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text.normalize('NFKC'));
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`A CSV cell cannot hold ${value}`);
    return String(value);
  }
  const text = runsAsFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as one CSV text, CRLF between records (and after the last), as RFC 4180 writes them. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Cents as a dollar number (`-1234` is -12.34), the form a spreadsheet sums. An integer over 100
 * prints as its shortest decimal, so it never shows more than two decimals.
 */
export function csvDollars(cents: number): number {
  if (!Number.isInteger(cents)) throw new Error(`${cents} is not a whole number of cents`);
  return cents / 100;
}
