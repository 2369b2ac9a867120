import { describe, expect, it } from 'vitest';
import { done, refused, type Outcome } from './outcome.ts';

// Decision 048: a use case answers its value or a refusal; the shape is what callers branch on.

describe('outcomes', () => {
  it('carries a value, or nothing for a change that answers none', () => {
    expect(done({ id: 'b1' })).toEqual({ ok: true, value: { id: 'b1' } });
    expect(done()).toEqual({ ok: true, value: undefined });
  });

  it('carries a refusal: its code and message, and fields and details only when given', () => {
    expect(refused('BOOKING_ENDED', 'This booking was cancelled already.')).toEqual({
      ok: false,
      refusal: { code: 'BOOKING_ENDED', message: 'This booking was cancelled already.' },
    });
    expect(refused('SLOT_TAKEN', 'Taken.', { fields: { start: 'Choose another time.' }, details: { alternatives: [] } })).toEqual({
      ok: false,
      refusal: { code: 'SLOT_TAKEN', message: 'Taken.', fields: { start: 'Choose another time.' }, details: { alternatives: [] } },
    });
    expect(Object.keys(refused('SLOT_TAKEN', 'Taken.', { fields: undefined, details: undefined }).refusal)).toEqual(['code', 'message']);
  });

  it('narrows on ok, so a refusal is passed on without its value being read', () => {
    const first = (ok: boolean): Outcome<number> => (ok ? done(2) : refused('NOT_FOUND', 'No.'));
    const doubled = (ok: boolean): Outcome<number> => {
      const outcome = first(ok);
      if (!outcome.ok) return outcome;
      return done(outcome.value * 2);
    };
    expect(doubled(true)).toEqual({ ok: true, value: 4 });
    expect(doubled(false)).toEqual({ ok: false, refusal: { code: 'NOT_FOUND', message: 'No.' } });
  });
});
