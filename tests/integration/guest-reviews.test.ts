import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '#domain/booking/booking.ts';
import type { AdminGuestReview, AdminGuestReviewsResponse } from '#domain/content/guest-reviews.ts';
import { STAFF_ROLE_GROUPS } from '#domain/people/staff-roles.ts';
import { calendarDateIn, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { matchesPattern } from '#events/pattern.ts';
import { siteRepublishTrigger } from '#events/rules.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { guestDataRepository } from '#functions/adapters/dynamodb/guest-data-repository.ts';
import { storedGuestReviews } from '#functions/app/content/published-guest-reviews.ts';
import { deleteGuestAccount } from '#functions/app/portal/guest-data.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';
import { isOwed } from '#tests/support/bus.ts';
import { createUser } from '#tests/support/cognito.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockDaysBefore, clockHeaders } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, signIn, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, confirmedBooking, privateSelection } from './booking-support.ts';

// Guests' reviews (issue 29, decision 077): POST /api/reviews from /testimonials-faq stores a
// pending review (verified when the reference and e-mail are a confirmed booking that has sailed),
// refuses bad input naming each field and storing nothing; the office and the owner list, approve
// and reject (a captain may not); approving or un-approving announces GuestReviewsChanged, which
// republishes the site, and the build then shows only the approved reviews' public fields.

// Holds of this suite's bookings end days before any other suite's (as booking-edits does).
const suiteClock = clockDaysBefore(18);

const review = (email: string, more: Record<string, unknown> = {}) => ({
  name: 'Jordan Rivera',
  email,
  rating: 5,
  text: `The crew had the coolers iced and the captain found us a quiet cove. ${randomUUID()}`,
  consent: true,
  ...more,
});

const submit = (body: unknown, headers: Record<string, string> = {}) => api('POST', '/api/reviews', { from: newClientAddress(), body, headers });

/** What is stored under the address: the reviews a guest's data file holds. */
const reviewsOf = async (email: string) =>
  (await guestDataRepository(config).itemsByEmail(email)).filter((item) => item['type'] === 'GuestReview') as unknown as AdminGuestReview[];

const listed = async (status: string, cookie?: string) => {
  const response = cookie
    ? await api('GET', `/api/admin/reviews?status=${status}`, { from: newClientAddress(), headers: { cookie } })
    : await asAdmin('GET', `/api/admin/reviews?status=${status}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as AdminGuestReviewsResponse).reviews;
};

/** A confirmed booking (deposit recorded) of a cruise on `date`, and its lead guest. */
const confirmedOn = (date: IsoDate) => confirmedBooking(privateSelection(date, 20), { clock: suiteClock });

describe('a guest sends a review', () => {
  it('is stored pending and unverified without a reference, listed for staff first among the pending, and answers nothing of the booking', async () => {
    const email = uniqueEmail('review');
    const sent = await submit(review(email, { name: '  Megan   Rivera ', bookingReference: '' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ received: true });
    const [stored] = await reviewsOf(email);
    expect(stored).toMatchObject({ name: 'Megan   Rivera', email, rating: 5, status: 'pending', verifiedGuest: false, version: 1 });
    expect(stored?.bookingReference).toBeUndefined();
    const pending = await listed('pending');
    expect(pending.find((entry) => entry.id === stored?.id)).toMatchObject({ publicName: 'Megan R.', status: 'pending' });
    // Newest first.
    const times = pending.map((entry) => entry.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses bad input with a 400 naming each field, and stores nothing', async () => {
    const email = uniqueEmail('review-bad');
    const bad = await submit({ name: '', email, rating: 0, text: 'Short.', bookingReference: 'Q-12345678', consent: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['bookingReference', 'consent', 'name', 'rating', 'text']);
    const noConsent = await submit(review(email, { consent: undefined }));
    expect(noConsent.status).toBe(400);
    expect(Object.keys(noConsent.body.error.fields)).toEqual(['consent']);
    const notJson = await api('POST', '/api/reviews', { from: newClientAddress(), body: 'rating=5', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(await reviewsOf(email)).toEqual([]);
  });

  it("is a verified guest's when the reference and e-mail are a confirmed booking whose cruise day has come, and unverified otherwise", async () => {
    const date = freshCruiseDate(3);
    const { id, guest } = await confirmedOn(date);
    const reference = bookingReference(id);
    const afterTheCruise = clockHeaders(instantAt(date, '18:00'));

    // Before the cruise (the suite's clock), and with a friend's address: kept, unverified.
    expect((await submit(review(guest.email, { bookingReference: reference }))).status).toBe(201);
    const friend = uniqueEmail('review-friend');
    expect((await submit(review(friend, { bookingReference: reference }), afterTheCruise)).status).toBe(201);
    // The day of the cruise, the reference typed in lower case: verified, with the booking.
    expect((await submit(review(guest.email.toUpperCase(), { bookingReference: reference.toLowerCase() }), afterTheCruise)).status).toBe(201);

    const mine = (await reviewsOf(guest.email)).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    expect(mine.map((entry) => [entry.verifiedGuest, entry.bookingId, entry.bookingReference])).toEqual([
      [false, undefined, reference],
      [true, id, reference],
    ]);
    expect((await reviewsOf(friend)).map((entry) => [entry.verifiedGuest, entry.bookingId])).toEqual([[false, undefined]]);
  });
});

describe('staff decide', () => {
  const roleSession = async (role: 'office' | 'captain') => {
    const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
    await createUser(email, 'Team-role-password-1', [STAFF_ROLE_GROUPS[role]]);
    return signIn(email, 'Team-role-password-1');
  };
  const sessions = { office: '', captain: '' };
  beforeAll(async () => {
    [sessions.office, sessions.captain] = await Promise.all([roleSession('office'), roleSession('captain')]);
  });

  const decide = (id: string, body: unknown, cookie?: string) =>
    cookie ? api('PUT', `/api/admin/reviews/${id}`, { from: newClientAddress(), body, headers: { cookie } }) : asAdmin('PUT', `/api/admin/reviews/${id}`, body);

  it('is for the office and the owner: a captain is refused (403) and nobody signed out (401), and neither changes anything', async () => {
    const email = uniqueEmail('review-roles');
    await submit(review(email));
    const [pending] = await reviewsOf(email);
    for (const [cookie, status] of [
      [undefined, 401],
      [sessions.captain, 403],
    ] as const) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect((await api('GET', '/api/admin/reviews', { from: newClientAddress(), headers })).status).toBe(status);
      expect(
        (await api('PUT', `/api/admin/reviews/${pending!.id}`, { from: newClientAddress(), headers, body: { version: 1, status: 'approved' } })).status,
      ).toBe(status);
    }
    expect((await reviewsOf(email))[0]).toEqual(pending);
    expect((await listed('pending', sessions.office)).some((entry) => entry.id === pending!.id)).toBe(true);
  });

  it('approving announces GuestReviewsChanged (which republishes the site) and the build shows its public fields; a stale decision is a 409', async () => {
    const email = uniqueEmail('review-approve');
    await submit(review(email, { name: 'Priya Sharma-Lee', rating: 4 }));
    const [pending] = await reviewsOf(email);

    const approved = await decide(pending!.id, { version: 1, status: 'approved' }, sessions.office);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.review).toMatchObject({ id: pending!.id, status: 'approved', version: 2, publicName: 'Priya S.' });
    const [stored] = await reviewsOf(email);
    const entry = await eventually(async () => (stored?.eventId ? await auditRepository(config).get(stored.eventId) : null));
    expect(entry).toMatchObject({ source: 'cruises.content', detailType: 'GuestReviewsChanged', data: { reviewId: pending!.id, status: 'approved' } });
    expect(matchesPattern(siteRepublishTrigger.pattern, { source: entry!.source, 'detail-type': entry!.detailType })).toBe(true);
    expect(await isOwed(stored!.eventId!)).toBe(false);
    expect((await listed('approved')).some((each) => each.id === pending!.id)).toBe(true);
    expect((await listed('pending')).some((each) => each.id === pending!.id)).toBe(false);

    const built = (await storedGuestReviews(config)).find((each) => each.id === pending!.id);
    expect(built).toEqual({
      id: pending!.id,
      name: 'Priya S.',
      rating: 4,
      text: pending!.text,
      date: calendarDateIn(new Date(pending!.submittedAt)),
      verified: false,
    });

    const stale = await decide(pending!.id, { version: 1, status: 'rejected' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('REVIEW_CHANGED');
    expect((await reviewsOf(email))[0]).toEqual(stored);
  });

  it('taking an approved review off announces it too, and the build leaves it out; rejecting a pending one announces nothing', async () => {
    const email = uniqueEmail('review-reject');
    await submit(review(email));
    await submit(review(email));
    const [first, second] = await reviewsOf(email);
    expect((await decide(first!.id, { version: 1, status: 'approved' })).status).toBe(200);
    const offSite = await decide(first!.id, { version: 2, status: 'rejected' });
    expect(offSite.status).toBe(200);
    expect(offSite.body.review).toMatchObject({ status: 'rejected', version: 3, decidedBy: adminEmail });
    const taken = (await reviewsOf(email)).find((each) => each.id === first!.id)!;
    const entry = await eventually(async () => (taken.eventId ? await auditRepository(config).get(taken.eventId) : null));
    expect(entry).toMatchObject({ detailType: 'GuestReviewsChanged', data: { reviewId: first!.id, status: 'rejected', updatedBy: adminEmail } });
    expect((await storedGuestReviews(config)).some((each) => each.id === first!.id)).toBe(false);

    const rejected = await decide(second!.id, { version: 1, status: 'rejected' });
    expect(rejected.status).toBe(200);
    expect((await reviewsOf(email)).find((each) => each.id === second!.id)?.eventId).toBeUndefined();
    expect((await listed('rejected')).map((each) => each.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));
  });

  it("goes off the site with its guest's deleted account: the pages are rebuilt without it", async () => {
    const email = uniqueEmail('review-deleted');
    await submit(review(email));
    const [pending] = await reviewsOf(email);
    expect((await decide(pending!.id, { version: 1, status: 'approved' })).status).toBe(200);
    expect((await deleteGuestAccount(config, email, new Date())).outcome).toBe('deleted');
    expect(await reviewsOf(email)).toEqual([]);
    expect((await storedGuestReviews(config)).some((each) => each.id === pending!.id)).toBe(false);
    const removal = await eventually(async () =>
      (await recentAuditEntries(config)).find(
        (entry) =>
          entry.detailType === 'GuestReviewsChanged' &&
          (entry.data as { reviewId?: string; status?: string }).reviewId === pending!.id &&
          (entry.data as { status?: string }).status === 'removed',
      ),
    );
    // Nobody is named: the guest's address went with their account.
    expect(removal.data).toEqual({ reviewId: pending!.id, status: 'removed' });
    expect(matchesPattern(siteRepublishTrigger.pattern, { source: removal.source, 'detail-type': removal.detailType })).toBe(true);
  });

  it('refuses a decision it cannot take: no such review (404), a status other than approved or rejected (400)', async () => {
    const missing = await decide(randomUUID(), { version: 1, status: 'approved' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('REVIEW_NOT_FOUND');
    const email = uniqueEmail('review-bad-decision');
    await submit(review(email));
    const [pending] = await reviewsOf(email);
    const bad = await decide(pending!.id, { version: 1, status: 'published' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['status']);
    expect((await asAdmin('GET', '/api/admin/reviews?status=hidden')).status).toBe(400);
    expect((await reviewsOf(email))[0]).toEqual(pending);
  });
});
