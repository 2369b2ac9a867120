import { builtGuestReviews, type PublicGuestReview } from '#domain/content/guest-reviews-built.ts';
import type { Testimonial } from './testimonials.ts';

/** 'November 2026': the month a review was written, the same on the server and in any browser. */
function monthOf(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Megan R.' -> 'MR': the card's coloured circle (no photos of guests). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => [...word].find((character) => /\p{L}/u.test(character)) ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A guest's approved review as a testimonial card (decision 077): their words, marked verified when a booking proved they sailed. */
export function guestReviewCard(review: PublicGuestReview): Testimonial {
  return {
    id: `guest-review-${review.id}`,
    name: review.name,
    role: `Reviewed ${monthOf(review.date)}`,
    text: review.text,
    rating: review.rating,
    avatar: initialsOf(review.name),
    verified: review.verified,
  };
}

/** The approved reviews the site was built with, as cards, newest first. */
export const GUEST_REVIEW_CARDS: readonly Testimonial[] = builtGuestReviews.map(guestReviewCard);
