import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './date-schema.ts';

describe('isoDateSchema', () => {
  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['03/02/2026', false],
    ['2026-03-02T00:00:00Z', false],
  ])('%s valid: %s', (value, ok) => {
    expect(isoDateSchema.safeParse(value).success).toBe(ok);
  });
});
