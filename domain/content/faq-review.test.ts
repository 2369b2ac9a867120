import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byUnhelpfulLowerBound, unhelpfulLowerBound, unhelpfulShare } from './faq-review.ts';

describe('the FAQ review', () => {
  it('gives the unhelpful share of the votes, and none without votes', () => {
    expect(unhelpfulShare({ helpful: 3, notHelpful: 1 })).toBe(0.25);
    expect(unhelpfulShare({ helpful: 0, notHelpful: 0 })).toBeNull();
  });

  it("gives the Wilson score interval's lower bound (95%) of the unhelpful share, and none without votes", () => {
    // Reference values of the Wilson lower bound at z = 1.96.
    expect(unhelpfulLowerBound({ helpful: 0, notHelpful: 1 })).toBeCloseTo(0.2065, 4);
    expect(unhelpfulLowerBound({ helpful: 1, notHelpful: 9 })).toBeCloseTo(0.5958, 4);
    expect(unhelpfulLowerBound({ helpful: 0, notHelpful: 40 })).toBeCloseTo(0.9124, 4);
    expect(unhelpfulLowerBound({ helpful: 5, notHelpful: 0 })).toBe(0);
    expect(unhelpfulLowerBound({ helpful: 0, notHelpful: 0 })).toBeNull();
  });

  it('ranks by that bound: one "no" does not outrank an answer most of many readers found unhelpful', () => {
    const rows = [
      { id: 'none-a', helpful: 0, notHelpful: 0 },
      { id: 'half', helpful: 2, notHelpful: 2 },
      { id: 'one-no', helpful: 0, notHelpful: 1 },
      { id: 'none-b', helpful: 0, notHelpful: 0 },
      { id: 'all-ten', helpful: 0, notHelpful: 10 },
      { id: 'most-of-thirty', helpful: 3, notHelpful: 27 },
      { id: 'good', helpful: 9, notHelpful: 1 },
      { id: 'all-yes', helpful: 6, notHelpful: 0 },
    ];
    expect(byUnhelpfulLowerBound(rows).map((row) => row.id)).toEqual(['most-of-thirty', 'all-ten', 'one-no', 'half', 'good', 'all-yes', 'none-a', 'none-b']);
  });

  it('keeps the bound between 0 and the share; a "no" never lowers it, a "yes" never raises it', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (helpful, notHelpful) => {
        fc.pre(helpful + notHelpful > 0);
        const bound = unhelpfulLowerBound({ helpful, notHelpful }) as number;
        expect(bound).toBeGreaterThanOrEqual(0);
        expect(bound).toBeLessThanOrEqual((unhelpfulShare({ helpful, notHelpful }) as number) + 1e-12);
        expect(unhelpfulLowerBound({ helpful, notHelpful: notHelpful + 1 }) as number).toBeGreaterThanOrEqual(bound - 1e-12);
        expect(unhelpfulLowerBound({ helpful: helpful + 1, notHelpful }) as number).toBeLessThanOrEqual(bound + 1e-12);
      }),
    );
  });
});
