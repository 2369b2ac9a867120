import { describe, expect, inject, it } from 'vitest';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { blogRepository } from '#functions/adapters/dynamodb/blog-repository.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { guestReviewsRepository } from '#functions/adapters/dynamodb/guest-reviews-repository.ts';
import { mediaRepository } from '#functions/adapters/dynamodb/media-repository.ts';
import { partnersRepository } from '#functions/adapters/dynamodb/partners-repository.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { loadDemoBusiness } from '#infra/local/demo-business.ts';
import { eventually } from '#tests/support/wait.ts';
import { testTotpCode } from '#tests/support/totp.ts';

// `npm run demo` (issue 31): the demo business goes in through the stack's own API and leaves every
// screen something to show. Loaded here as if today were four years on, past every date the other
// suites claim (tests/support/cruise-dates.ts), so its bookings meet no one else's.

const { url, admin } = inject('stack');
const config = loadConfig();

describe('the demo business', { timeout: 120_000 }, () => {
  it('loads photos, posts, codes, a partner, reviews and bookings in every state through the API', async () => {
    const today = addDays(calendarDateIn(new Date()), 4 * 365);
    // The owner's code, should another file have set the authenticator up already (decision 085).
    const load = await loadDemoBusiness(url, { ...admin, code: () => testTotpCode(admin.email) }, new Date(`${today}T18:00:00Z`));
    expect(load.lines.join('\n')).toContain('6 bookings');

    const bookings = (await bookingsRepository(config).listBetween(addDays(today, 1), addDays(today, 120))).filter((booking) =>
      booking.leadGuest.email.endsWith('@demo-guest.example'),
    );
    const byGuest = Object.fromEntries(bookings.map((booking) => [booking.leadGuest.name, booking]));
    expect(byGuest['Tom Becker']).toMatchObject({ status: 'confirmed', bookedBy: admin.email });
    expect(byGuest['Kate Sullivan']).toMatchObject({ status: 'confirmed', slot: { kind: 'disco' } });
    expect(byGuest['Priya Natarajan']).toMatchObject({ status: 'cancelled', cancellationReason: 'The family moved the reunion to next year.' });
    expect(['pending_deposit', 'released']).toContain(byGuest['Ana Kim']?.status);
    expect(paymentSummary(byGuest['Luis Ortega']!).outstanding).toBe(0);
    // The card deposit is confirmed by the payment simulator's webhook, a moment after its page.
    await eventually(async () => (await bookingsRepository(config).get(byGuest['Megan Alvarez']!.id))?.status === 'confirmed' || null);
    expect(byGuest['Megan Alvarez']?.partnerId).toBe((await partnersRepository(config).findByCode('HCWEDDINGS'))?.id);

    expect(await promoCodesRepository(config).get('SUMMER10')).toMatchObject({ kind: 'percent', value: 10 });
    const published = (await blogRepository(config).posts.listPublished()).filter(
      (post) => post.slug === 'what-to-bring' || post.slug === 'bachelorette-weekend',
    );
    expect(published).toHaveLength(2);
    const photos = (await mediaRepository(config).listPublished()).filter((asset) => asset.fileName.startsWith('demo-'));
    expect(photos.map((photo) => photo.status)).toEqual(['published', 'published']);
    const reviews = (await guestReviewsRepository(config).listByStatus('approved')).filter((review) => review.email.endsWith('@demo-guest.example'));
    expect(reviews.map((review) => review.name)).toEqual(['Jess Moreno']);
    expect(published.every((post) => photos.some((photo) => photo.id === post.coverMediaId))).toBe(true);
  });
});
