import type { FaqOverrides } from './faq-overrides.ts';

// The FAQ review (issue 19, decision 032): the 'Was this helpful?' tallies staff read per page and
// answer. Pure rules here; the votes are recorded by POST /api/faq/feedback.

export interface FaqTally {
  page: string;
  faqId: string;
  helpful: number;
  notHelpful: number;
}

export interface AdminFaqReviewResponse {
  tallies: FaqTally[];
  /** Staff's FAQ lists per page (decision 032), and the version to save against. */
  faq: { overrides: FaqOverrides; version: number; updatedAt: string | null; updatedBy: string | null };
}

/** The share of votes that said 'not helpful' (0 to 1); null with no votes, so unvoted answers sort apart. */
export function unhelpfulShare(tally: Pick<FaqTally, 'helpful' | 'notHelpful'>): number | null {
  const votes = tally.helpful + tally.notHelpful;
  return votes === 0 ? null : tally.notHelpful / votes;
}

// z of a two-sided 95% interval.
const Z = 1.959964;

/**
 * The Wilson score interval's lower bound (95%) of the unhelpful share: the share of readers we can
 * be fairly sure found the answer unhelpful, given how few voted. One 'no' of one is 21%, 27 of
 * 30 is 74%, so a single vote no longer outranks an answer many readers turned down. Null with no
 * votes. https://www.evanmiller.org/how-not-to-sort-by-average-rating.html
 */
export function unhelpfulLowerBound(tally: Pick<FaqTally, 'helpful' | 'notHelpful'>): number | null {
  const votes = tally.helpful + tally.notHelpful;
  if (votes === 0) return null;
  const share = tally.notHelpful / votes;
  const z2 = Z * Z;
  const bound = (share + z2 / (2 * votes) - Z * Math.sqrt((share * (1 - share) + z2 / (4 * votes)) / votes)) / (1 + z2 / votes);
  // Rounding leaves a hair below zero when no one said 'no'.
  return Math.max(0, bound);
}

/**
 * Most surely unhelpful first: by the lower bound above, then by the number of unhelpful votes,
 * then answers without votes last, in the order given.
 */
export function byUnhelpfulLowerBound<T extends Pick<FaqTally, 'helpful' | 'notHelpful'>>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, bound: unhelpfulLowerBound(row) }))
    .sort((a, b) => {
      if (a.bound === null || b.bound === null) return a.bound === b.bound ? a.index - b.index : a.bound === null ? 1 : -1;
      return b.bound - a.bound || b.row.notHelpful - a.row.notHelpful || a.index - b.index;
    })
    .map(({ row }) => row);
}
