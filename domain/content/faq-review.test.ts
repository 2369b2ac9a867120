import { describe, expect, it } from 'vitest';
import { byUnhelpfulShare, unhelpfulShare } from './faq-review.ts';

describe('the FAQ review', () => {
  it('gives the unhelpful share of the votes, and none without votes', () => {
    expect(unhelpfulShare({ helpful: 3, notHelpful: 1 })).toBe(0.25);
    expect(unhelpfulShare({ helpful: 0, notHelpful: 0 })).toBeNull();
  });

  it('sorts the most unhelpful first, more votes breaking a tie, unvoted answers last in their order', () => {
    const rows = [
      { id: 'none-a', helpful: 0, notHelpful: 0 },
      { id: 'half', helpful: 2, notHelpful: 2 },
      { id: 'all-one', helpful: 0, notHelpful: 1 },
      { id: 'none-b', helpful: 0, notHelpful: 0 },
      { id: 'all-ten', helpful: 0, notHelpful: 10 },
      { id: 'good', helpful: 9, notHelpful: 1 },
    ];
    expect(byUnhelpfulShare(rows).map((row) => row.id)).toEqual(['all-ten', 'all-one', 'half', 'good', 'none-a', 'none-b']);
  });
});
