import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingReference } from '../booking/booking.ts';
import { PUBLISHED_GUEST_REVIEWS_MAX, publicReviewName } from './guest-reviews-built.ts';
import {
  guestReviewDecisionSchema,
  guestReviewSubmissionSchema,
  publicGuestReviewsSchema,
  publishedGuestReviews,
  verifyingBooking,
  type GuestReview,
  type ReviewedBooking,
} from './guest-reviews.ts';

const valid = {
  name: '  Jordan   Rivera ',
  email: ' jordan@example.com ',
  rating: 5,
  text: 'The captain found us a quiet cove and the crew kept the coolers iced all afternoon.',
  bookingReference: ' b-1a2b3c4d ',
  consent: true,
};

const fieldsOf = (value: unknown) => {
  const parsed = guestReviewSubmissionSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the review form schema', () => {
  it('cleans what the guest typed: trimmed, the reference upper-cased, a blank reference absent', () => {
    expect(guestReviewSubmissionSchema.parse(valid)).toEqual({
      name: 'Jordan   Rivera',
      email: 'jordan@example.com',
      rating: 5,
      text: valid.text,
      bookingReference: 'B-1A2B3C4D',
      consent: true,
    });
    expect(guestReviewSubmissionSchema.parse({ ...valid, bookingReference: '  ' }).bookingReference).toBeUndefined();
    expect(guestReviewSubmissionSchema.parse({ ...valid, bookingReference: undefined }).bookingReference).toBeUndefined();
  });

  it('names each field that is wrong, with what to do', () => {
    expect(fieldsOf({ name: '', email: 'not-an-address', rating: 6, text: 'Too short.', bookingReference: 'Q-1A2B3C4D', consent: false })).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address.',
      rating: 'Choose from 1 to 5 stars.',
      text: 'Tell us a little more: at least 20 characters.',
      bookingReference: 'Enter the booking reference as it is on your e-mails, e.g. B-1A2B3C4D.',
      consent: 'Tick the box to let us show your review.',
    });
    expect(fieldsOf({ ...valid, rating: 4.5 })).toEqual({ rating: 'Choose from 1 to 5 stars.' });
    expect(fieldsOf({ ...valid, rating: undefined, consent: undefined })).toEqual({
      rating: 'Choose from 1 to 5 stars.',
      consent: 'Tick the box to let us show your review.',
    });
    expect(fieldsOf({ ...valid, text: 'x'.repeat(1501) })).toEqual({ text: 'Keep the review to 1,500 characters.' });
    expect(fieldsOf({ ...valid, text: `${'x'.repeat(1500)}   ` })).toEqual({});
  });

  it("takes every reference bookingReference writes, and refuses a quote's", () => {
    for (let i = 0; i < 20; i += 1) expect(fieldsOf({ ...valid, bookingReference: bookingReference(randomUUID()) })).toEqual({});
    expect(Object.keys(fieldsOf({ ...valid, bookingReference: 'B-1A2B3C4' }))).toEqual(['bookingReference']);
  });

  it('takes a decision of approved or rejected over a version, nothing else', () => {
    expect(guestReviewDecisionSchema.safeParse({ version: 1, status: 'approved' }).success).toBe(true);
    expect(guestReviewDecisionSchema.safeParse({ version: 1, status: 'pending' }).success).toBe(false);
    expect(guestReviewDecisionSchema.safeParse({ version: 0, status: 'rejected' }).success).toBe(false);
    expect(guestReviewDecisionSchema.safeParse({ version: 2, status: 'rejected', text: 'edited' }).success).toBe(false);
  });
});

describe('a verified guest', () => {
  const id = '1a2b3c4d-0000-4000-8000-000000000001';
  const sailed: ReviewedBooking = { id, status: 'confirmed', slot: { date: '2027-06-12' }, leadGuest: { email: 'Jordan@Example.com' } };
  const review = { bookingReference: 'B-1A2B3C4D', email: 'jordan@example.com' };

  it('is one whose reference and e-mail are a confirmed booking that has sailed, today included (America/Chicago)', () => {
    expect(verifyingBooking([sailed], review, '2027-06-12')).toBe(sailed);
    expect(verifyingBooking([sailed], review, '2027-06-13')).toBe(sailed);
  });

  it('is not one before the cruise day, on a booking that did not sail, or with the reference or e-mail of someone else', () => {
    expect(verifyingBooking([sailed], review, '2027-06-11')).toBeNull();
    for (const status of ['cancelled', 'released', 'pending_deposit']) expect(verifyingBooking([{ ...sailed, status }], review, '2027-06-13')).toBeNull();
    expect(verifyingBooking([sailed], { ...review, bookingReference: 'B-9Z9Z9Z9Z' }, '2027-06-13')).toBeNull();
    expect(verifyingBooking([sailed], { ...review, email: 'friend@example.com' }, '2027-06-13')).toBeNull();
    expect(verifyingBooking([sailed], { email: review.email }, '2027-06-13')).toBeNull();
  });
});

describe('what the site shows', () => {
  const stored = (n: number, status: GuestReview['status'], more: Partial<GuestReview> = {}): GuestReview => ({
    id: `review-${n}`,
    name: 'Megan Rivera',
    email: `megan${n}@example.com`,
    rating: 5,
    text: `Review number ${n}, a lovely afternoon on the lake.`,
    bookingReference: 'B-1A2B3C4D',
    bookingId: 'booking-1',
    verifiedGuest: n % 2 === 0,
    status,
    submittedAt: new Date(Date.UTC(2027, 5, 1, 3) + n * 86_400_000).toISOString(),
    version: 2,
    decidedAt: '2027-07-01T12:00:00.000Z',
    decidedBy: 'office@example.com',
    ...more,
  });

  it('is the approved reviews alone, newest first, at most the cap, with only the public fields', () => {
    const reviews = [...Array.from({ length: 14 }, (_, n) => stored(n, 'approved')), stored(30, 'pending'), stored(31, 'rejected')];
    const shown = publishedGuestReviews(reviews);
    expect(shown).toHaveLength(PUBLISHED_GUEST_REVIEWS_MAX);
    expect(shown.map((review) => review.id)).toEqual(Array.from({ length: 12 }, (_, i) => `review-${13 - i}`));
    // 03:00 UTC is the evening before in Chicago: the day shown is the guest's.
    expect(shown.at(-1)).toEqual({
      id: 'review-2',
      name: 'Megan R.',
      rating: 5,
      text: 'Review number 2, a lovely afternoon on the lake.',
      date: '2027-06-02',
      verified: true,
    });
    expect(JSON.stringify(shown)).not.toMatch(/@|Rivera|B-1A2B3C4D|booking-1/);
    expect(publicGuestReviewsSchema.safeParse(shown).success).toBe(true);
    expect(publicGuestReviewsSchema.safeParse([...shown, shown[0]]).success).toBe(false);
    expect(publicGuestReviewsSchema.safeParse([{ ...shown[0], email: 'megan@example.com' }]).success).toBe(false);
  });

  it('names the guest by first name and last initial', () => {
    expect(publicReviewName('Megan Rivera')).toBe('Megan R.');
    expect(publicReviewName('  mary ann   smith ')).toBe('mary S.');
    expect(publicReviewName('José Ñúñez')).toBe('José Ñ.');
    expect(publicReviewName('Cher')).toBe('Cher');
    expect(publicReviewName("Sam O'Neil")).toBe('Sam O.');
    expect(publicReviewName('Sam 123')).toBe('Sam');
  });
});
