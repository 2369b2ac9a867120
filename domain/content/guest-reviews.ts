import * as z from '../shared/zod.ts';
import { bookingReference } from '../booking/booking.ts';
import { calendarDateIn, type IsoDate } from '../shared/dates.ts';
import { emailAddressSchema } from '../shared/email.ts';
import { formatCount } from '../shared/money.ts';
import { lineField, paragraphField } from '../shared/text.ts';
import {
  PUBLISHED_GUEST_REVIEWS_MAX,
  publicReviewName,
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type PublicGuestReview,
} from './guest-reviews-built.ts';

// Guests' own reviews (issue 29, decision 077): written on /testimonials-faq, read by staff, shown
// on the page only once approved. The schemas here are the form's and the API's alike; the page
// itself imports only the zod-free guest-reviews-built.ts, and the form loads this on first use.

export const GUEST_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GuestReviewStatus = (typeof GUEST_REVIEW_STATUSES)[number];

/** What staff may decide: show it, or not (un-approving an approved review is rejecting it). */
export const GUEST_REVIEW_DECISIONS = ['approved', 'rejected'] as const;

/** A booking's reference as every e-mail and screen writes it (bookingReference: 'B-' and eight letters or digits). */
const BOOKING_REFERENCE = /^B-[A-Z0-9]{8}$/;

/** An optional box: left blank it is absent, not ''. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** POST /api/reviews, and the form's own check before it sends. */
export const guestReviewSubmissionSchema = z.object({
  name: lineField({ max: REVIEW_NAME_MAX, required: true, requiredMessage: 'Enter your name.', tooLongMessage: 'Keep the name under 100 characters.' }),
  email: emailAddressSchema(),
  rating: z
    .number({ message: 'Choose from 1 to 5 stars.' })
    .check(
      z.int({ message: 'Choose from 1 to 5 stars.' }),
      z.minimum(1, { message: 'Choose from 1 to 5 stars.' }),
      z.maximum(5, { message: 'Choose from 1 to 5 stars.' }),
    ),
  text: paragraphField({
    max: REVIEW_TEXT_MAX,
    required: true,
    requiredMessage: 'Write your review.',
    tooLongMessage: `Keep the review to ${formatCount(REVIEW_TEXT_MAX)} characters.`,
  }).check(z.minLength(REVIEW_TEXT_MIN, { message: `Tell us a little more: at least ${REVIEW_TEXT_MIN} characters.` })),
  // Typed or pasted from the e-mail in any case, with spaces around it.
  bookingReference: z.optional(
    z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z.string({ message: 'Enter the booking reference as it is on your e-mails, e.g. B-1A2B3C4D.' }).check(
          z.overwrite((value) => value.trim().toUpperCase()),
          z.regex(BOOKING_REFERENCE, { message: 'Enter the booking reference as it is on your e-mails, e.g. B-1A2B3C4D.' }),
        ),
      ),
    ),
  ),
  consent: z.literal(true, { message: 'Tick the box to let us show your review.' }),
});
export type GuestReviewSubmission = z.input<typeof guestReviewSubmissionSchema>;

/** PUT /api/admin/reviews/{id}: the decision, over the version the screen loaded. */
export const guestReviewDecisionSchema = z.strictObject({
  version: z.number({ message: 'Send the version you loaded.' }).check(z.int(), z.positive()),
  status: z.enum(GUEST_REVIEW_DECISIONS, { message: 'Approve or reject the review.' }),
});
export type GuestReviewDecision = z.input<typeof guestReviewDecisionSchema>;

/** GET /api/admin/reviews?status=: pending unless asked. */
export const guestReviewListQuerySchema = z.object({
  status: z._default(z.enum(GUEST_REVIEW_STATUSES, { message: 'Ask for pending, approved or rejected reviews.' }), 'pending'),
});

/** A review as stored: what the guest wrote, whether a booking proved they sailed, and staff's decision. */
export const guestReviewSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  text: z.string().check(z.minLength(1)),
  /** As the guest typed it, verified or not: staff may look it up. */
  bookingReference: z.optional(z.string()),
  /** The booking that proved the stay: set only when verifiedGuest is. */
  bookingId: z.optional(z.string()),
  verifiedGuest: z.boolean(),
  status: z.enum(GUEST_REVIEW_STATUSES),
  submittedAt: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  decidedAt: z.optional(z.string()),
  decidedBy: z.optional(z.string()),
  /** The GuestReviewsChanged that announced the last decision that changed what the site shows. */
  eventId: z.optional(z.string()),
});
export type GuestReview = z.infer<typeof guestReviewSchema>;

/** What the build is given: only approved reviews' public fields, at most the page's cap. */
export const publicGuestReviewsSchema = z
  .array(
    z.strictObject({
      id: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1), z.maxLength(REVIEW_NAME_MAX)),
      rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
      text: z.string().check(z.minLength(1), z.maxLength(REVIEW_TEXT_MAX)),
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      verified: z.boolean(),
    }),
  )
  .check(z.maxLength(PUBLISHED_GUEST_REVIEWS_MAX));

/** The parts of a booking the verification reads. */
export interface ReviewedBooking {
  id: string;
  status: string;
  slot: { date: IsoDate };
  leadGuest: { email: string };
}

/**
 * The booking that makes a review a verified guest's, or null: its reference is the one the guest
 * typed, its lead guest's e-mail is theirs, and it is a confirmed cruise whose day has come
 * (`today`, America/Chicago). A reference alone is printed on every e-mail a group forwards, so it
 * takes the e-mail with it; a cancelled or unpaid booking never sailed.
 */
export function verifyingBooking<B extends ReviewedBooking>(
  bookings: readonly B[],
  review: { bookingReference?: string | undefined; email: string },
  today: IsoDate,
): B | null {
  const reference = review.bookingReference?.trim().toUpperCase();
  if (!reference) return null;
  const email = review.email.trim().toLowerCase();
  return (
    bookings.find(
      (booking) =>
        bookingReference(booking.id) === reference &&
        booking.leadGuest.email.trim().toLowerCase() === email &&
        booking.status === 'confirmed' &&
        booking.slot.date <= today,
    ) ?? null
  );
}

/** What the public page shows of one approved review. */
export function publicGuestReview(review: GuestReview): PublicGuestReview {
  return {
    id: review.id,
    name: publicReviewName(review.name),
    rating: review.rating,
    text: review.text,
    date: calendarDateIn(new Date(review.submittedAt)),
    verified: review.verifiedGuest,
  };
}

/** The approved reviews the site shows: newest first, at most the page's cap, public fields only. */
export function publishedGuestReviews(reviews: readonly GuestReview[]): PublicGuestReview[] {
  return reviews
    .filter((review) => review.status === 'approved')
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0))
    .slice(0, PUBLISHED_GUEST_REVIEWS_MAX)
    .map(publicGuestReview);
}

/** A review on the staff screen: as stored, with the name the site would show. */
export interface AdminGuestReview extends GuestReview {
  publicName: string;
}

/** GET /api/admin/reviews answers this; PUT answers `{ review }`. */
export interface AdminGuestReviewsResponse {
  status: GuestReviewStatus;
  reviews: AdminGuestReview[];
}

export interface AdminGuestReviewResponse {
  review: AdminGuestReview;
}

/** POST /api/reviews answers this (201): never whether it was verified, which would tell a stranger a reference and e-mail match. */
export interface GuestReviewReceivedResponse {
  received: true;
}

export function adminGuestReview(review: GuestReview): AdminGuestReview {
  return { ...review, publicName: publicReviewName(review.name) };
}
