import { randomUUID } from 'node:crypto';
import type * as z from '#domain/shared/zod.ts';
import { verifyingBooking, type GuestReview, type guestReviewSubmissionSchema } from '#domain/content/guest-reviews.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { guestReviewsRepository } from '../../adapters/dynamodb/guest-reviews-repository.ts';

/**
 * A guest's review from /testimonials-faq (decision 077), stored pending staff's approval. It is
 * a verified guest's when the booking reference they gave and their e-mail are those of a
 * confirmed booking whose cruise day has come (America/Chicago); otherwise it is kept all the
 * same, unverified: a guest who lost the e-mail may still tell us how it went.
 */
export async function submitGuestReview(config: Config, submission: z.output<typeof guestReviewSubmissionSchema>, now: Date): Promise<GuestReview> {
  // The person's own bookings (gsi2), never a scan of everyone's: the reference is matched among them.
  const booking = submission.bookingReference
    ? verifyingBooking(await bookingsRepository(config).listByEmail(submission.email), submission, calendarDateIn(now))
    : null;
  const review: GuestReview = {
    id: randomUUID(),
    name: submission.name,
    email: submission.email,
    rating: submission.rating,
    text: submission.text,
    ...(submission.bookingReference ? { bookingReference: submission.bookingReference } : {}),
    ...(booking ? { bookingId: booking.id } : {}),
    verifiedGuest: booking !== null,
    status: 'pending',
    submittedAt: now.toISOString(),
    version: 1,
  };
  await guestReviewsRepository(config).create(review);
  return review;
}
