import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineField, multiLineText, paragraphField, singleLineText } from './text.ts';

// Every character no free text may keep: C0 controls but tab, LF and CR; DEL; C1 controls but
// NEL (a line break); bidi embeddings, overrides and isolates; the direction marks.
const FORBIDDEN = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  ...Array.from({ length: 33 }, (_, i) => 0x7f + i).filter((code) => code !== 0x85),
  0x061c,
  0x200e,
  0x200f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCharCode(code));
const FORBIDDEN_PATTERN = new RegExp(`[${FORBIDDEN.join('').replace(/[\\\]^-]/g, '\\$&')}]`);

/** Text made of any code points, with the forbidden ones and every line break often among them. */
const hostileText = fc.string({
  unit: fc.oneof(fc.constantFrom(...FORBIDDEN, '\n', '\r', '\t', '\u2028', '\u2029', '\u0085'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 60,
});

describe('singleLineText', () => {
  it('removes NUL, ESC, the bell and the bidi overrides and isolates', () => {
    expect(singleLineText('Jordan\u0000 \u001b[31mRivera\u0007')).toBe('Jordan [31mRivera');
    expect(singleLineText('\u202eexe.pdf\u202c and \u2066x\u2069 \u200ftext')).toBe('exe.pdf and x text');
  });

  it('turns a line break or tab, and the spaces around it, into one space', () => {
    expect(singleLineText('Jordan \r\n  Rivera\tJr\u2028III\u0085IV')).toBe('Jordan Rivera Jr III IV');
    expect(singleLineText('a  b')).toBe('a  b');
  });

  it('keeps letters of every script, emoji and their joiners', () => {
    expect(singleLineText('José Ñúñez 李雷 שלום 👩‍👩‍👧')).toBe('José Ñúñez 李雷 שלום 👩‍👩‍👧');
  });

  it('never leaves a control, a bidi control or a line break, whatever it is given', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const clean = singleLineText(value);
        expect(clean).not.toMatch(FORBIDDEN_PATTERN);
        expect(clean).not.toMatch(/[\n\r\t\u0085\u2028\u2029]/);
      }),
    );
  });
});

describe('multiLineText', () => {
  it('keeps lines and tabs, writes every line break as \\n, and removes the rest', () => {
    expect(multiLineText('First line\r\nSecond\u202e line\r\tIndented\u0000\u2029End\u0085')).toBe('First line\nSecond line\n\tIndented\nEnd\n');
  });

  it('never leaves a control or a bidi control other than tab and LF', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        expect(multiLineText(value)).not.toMatch(FORBIDDEN_PATTERN);
        expect(multiLineText(value)).not.toMatch(/\r/);
      }),
    );
  });
});

describe('lineField and paragraphField', () => {
  it('clean, trim, require and cap a field', () => {
    const name = lineField({ max: 10, required: true, requiredMessage: 'Enter a name.', tooLongMessage: 'Too long.' });
    expect(name.parse('  Ana\u202e \n Lee ')).toBe('Ana Lee');
    expect(name.safeParse('\u0000\u001b\n').error?.issues[0]?.message).toBe('Enter a name.');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Enter a name.');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Too long.');
    // Control characters do not count towards the length.
    expect(name.parse(`${'\u0000'.repeat(50)}0123456789`)).toBe('0123456789');
  });

  it('an optional field may be empty; a paragraph keeps its lines', () => {
    expect(lineField({ max: 5 }).parse('')).toBe('');
    expect(paragraphField({ max: 50 }).parse(' Hi,\r\n\r\n\tthanks!\u0007 ')).toBe('Hi,\n\n\tthanks!');
    expect(paragraphField({ max: 5 }).safeParse('x'.repeat(6)).error?.issues[0]?.message).toBe('Keep it to 5 characters or fewer.');
  });
});
