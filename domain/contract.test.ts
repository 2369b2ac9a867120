import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPARISON_REASON_CODES } from './pricing/comparison.ts';
import { DOMAIN_ERROR_CODES, DOMAIN_ERROR_HTTP_STATUS, DomainError, isDomainError } from './shared/errors.ts';
import { LEGACY_QUOTE_ID_MAX_LENGTH, isLegacyQuoteId } from './booking/quote-id.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the comparison engine', () => {
  it('keeps the six spec reason codes', () => {
    for (const code of [
      'DISCO_NOT_AVAILABLE_ON_DAY',
      'DISCO_MAJOR_SAVINGS',
      'DISCO_GOOD_SAVINGS',
      'DISCO_MINOR_SAVINGS',
      'PRIVATE_SIGNIFICANT_SAVINGS',
      'PRIVATE_MARGINAL_SAVINGS',
    ]) {
      expect(COMPARISON_REASON_CODES).toContain(code);
    }
  });
});

describe('DomainError', () => {
  it('carries a stable code, a message and the offending fields, and serialises to the API shape', () => {
    const error = new DomainError('DATE_IN_PAST', 'The event date is before today', { eventDate: 'Choose a later date.' });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(error.name).toBe('DomainError');
    expect(error.toJSON()).toEqual({
      error: { code: 'DATE_IN_PAST', message: 'The event date is before today', fields: { eventDate: 'Choose a later date.' } },
    });
    expect(new DomainError('INVALID_DATE', 'bad').toJSON()).toEqual({ error: { code: 'INVALID_DATE', message: 'bad' } });
  });

  it('every code maps to a 4xx', () => {
    for (const code of DOMAIN_ERROR_CODES) {
      expect(DOMAIN_ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(DOMAIN_ERROR_HTTP_STATUS[code]).toBeLessThan(500);
    }
    expect(DOMAIN_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'GROUP_SIZE_OUT_OF_RANGE',
        'DISCO_NOT_AVAILABLE_ON_DAY',
        'DISCO_GROUP_SIZE_OUT_OF_RANGE',
        'DATE_IN_PAST',
        'INVALID_DATE',
        'UNKNOWN_PACKAGE',
      ]),
    );
  });
});

describe('isLegacyQuoteId', () => {
  it.each([
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['Q-12345', true],
    ['abc.def', false],
    ['eyJhbGciOiJIUzI1NiJ9.eyJxIjoiMSJ9.sig', false],
    ['.', false],
    ['', true],
  ])('%j -> %s', (value, legacy) => {
    expect(isLegacyQuoteId(value)).toBe(legacy);
  });

  it('limit is 50', () => {
    expect(LEGACY_QUOTE_ID_MAX_LENGTH).toBe(50);
  });
});

describe('purity: no module in domain/ touches I/O, the clock or the environment', () => {
  const domainRoot = here;
  const sources = readdirSync(domainRoot, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('has the modules, in their areas', () => {
    expect(sources).toEqual(
      expect.arrayContaining(['pricing/pricing.ts', 'pricing/deposit.ts', 'pricing/comparison.ts', 'booking/schemas.ts', 'shared/zod.ts']),
    );
  });

  it.each(sources)('%s', (file) => {
    const text = readFileSync(path.join(domainRoot, file), 'utf8');
    expect(text).not.toMatch(/Date\.now\s*\(/);
    expect(text).not.toMatch(/new Date\(\s*\)/);
    expect(text).not.toMatch(/process\.env|process\./);
    expect(text).not.toMatch(/Math\.random/);
    expect(text).not.toMatch(/\bfetch\s*\(/);
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    for (const specifier of imports) {
      // Only domain modules (by a relative path, with the .ts extension, that stays inside domain/:
      // a sibling, another area's, or an area's own folder such as content/blocks/) and zod
      // (zod/mini and its English messages, in shared/zod.ts).
      const target = path.resolve(domainRoot, path.dirname(file), specifier ?? '');
      const insideDomain = /^\.\.?\//.test(specifier ?? '') && target.startsWith(domainRoot + path.sep) && /\/[a-z0-9-]+\.ts$/.test(target);
      expect(['zod/mini', 'zod/locales'].includes(specifier ?? '') || insideDomain, `${file} imports ${specifier}`).toBe(true);
    }
  });
});
