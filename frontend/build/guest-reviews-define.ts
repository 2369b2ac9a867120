import { GUEST_REVIEWS_GLOBAL, type PublicGuestReview } from '#domain/content/guest-reviews-built.ts';
import { publicGuestReviewsSchema } from '#domain/content/guest-reviews.ts';

/**
 * The Vite `define` that builds the approved guest reviews into /testimonials-faq (decision 077),
 * checked first: only the public fields of at most the page's cap go into the bundle, so a review's
 * e-mail or full name can never reach a page even if a caller passed one.
 */
export function guestReviewsDefine(reviews: readonly PublicGuestReview[]): Record<string, string> {
  return { [GUEST_REVIEWS_GLOBAL]: JSON.stringify(publicGuestReviewsSchema.parse(reviews)) };
}
