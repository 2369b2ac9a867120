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

/**
 * Most unhelpful first: by share, then by the number of unhelpful votes (ten of ten outranks one
 * of one), then answers without votes last, in the order given.
 */
export function byUnhelpfulShare<T extends Pick<FaqTally, 'helpful' | 'notHelpful'>>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, share: unhelpfulShare(row) }))
    .sort((a, b) => {
      if (a.share === null || b.share === null) return a.share === b.share ? a.index - b.index : a.share === null ? 1 : -1;
      return b.share - a.share || b.row.notHelpful - a.row.notHelpful || a.index - b.index;
    })
    .map(({ row }) => row);
}
