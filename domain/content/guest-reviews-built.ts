// The guests' own reviews as the site was built (issue 29, decision 077), free of zod: the public
// page imports this, and a page's script builds no schema it never uses (decision 055). What goes
// into the build, and the rules that choose it, are in guest-reviews.ts.

/**
 * One approved review as the public page shows it: only what the guest agreed to show (their
 * first name and last initial, the stars, the text) and what we add (the day it was written,
 * whether a booking proved they sailed). Never the e-mail, the full name or the booking.
 */
export interface PublicGuestReview {
  id: string;
  /** First name and last initial, e.g. 'Megan R.'. */
  name: string;
  rating: number;
  text: string;
  /** The day the guest wrote it (YYYY-MM-DD, America/Chicago). */
  date: string;
  /** The guest's booking reference and e-mail matched a cruise that had sailed. */
  verified: boolean;
}

/** The most reviews the page shows, newest first: enough to read as a living page, short enough to keep the page light. */
export const PUBLISHED_GUEST_REVIEWS_MAX = 12;

/** The Vite define the build sets, as the FAQ lists' (decision 032). */
export const GUEST_REVIEWS_GLOBAL = '__GUEST_REVIEWS__';
declare const __GUEST_REVIEWS__: readonly PublicGuestReview[] | undefined;

/** The approved reviews the site was built with, newest first; none before the first approval. */
export const builtGuestReviews: readonly PublicGuestReview[] = typeof __GUEST_REVIEWS__ === 'undefined' ? [] : __GUEST_REVIEWS__;

/** The longest and shortest review text the form takes (the API's schema holds the same). */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1500;
export const REVIEW_NAME_MAX = 100;
export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The name the site shows: the first word and the last word's initial ('Megan Rivera' ->
 * 'Megan R.', 'Mary Ann Smith' -> 'Mary S.'); one word is shown as it is. This is what the form
 * promises the guest, so it is worked out here, once, for the build and the staff screen alike.
 */
export function publicReviewName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  const initial = [...(words[words.length - 1] ?? '')].find((character) => /\p{L}/u.test(character));
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
