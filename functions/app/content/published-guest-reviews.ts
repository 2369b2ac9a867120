import { PUBLISHED_GUEST_REVIEWS_MAX, type PublicGuestReview } from '#domain/content/guest-reviews-built.ts';
import { publishedGuestReviews } from '#domain/content/guest-reviews.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { guestReviewsRepository } from '../../adapters/dynamodb/guest-reviews-repository.ts';

/**
 * The approved reviews for the site build (decision 077): the newest the page shows, with only
 * what the guest agreed to show (first name and last initial, stars, text) and the day and
 * whether they were verified. Never the e-mail, the full name or the booking.
 */
export async function storedGuestReviews(table: TableAccess): Promise<PublicGuestReview[]> {
  return publishedGuestReviews(await guestReviewsRepository(table).listByStatus('approved', PUBLISHED_GUEST_REVIEWS_MAX));
}
