import { describe, expect, it } from 'vitest';
import { bookingReference } from '#domain/booking/booking.ts';
import type { EmailTemplatePreviewResponse } from '#domain/content/email-templates.ts';
import { addDays, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { businessFactDefaults } from '#domain/site/business.ts';
import { CruiseThankYouDue } from '#events/bookings.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { sendThankYouEmails } from '#functions/app/booking/thank-you-run.ts';
import { saveProfile } from '#functions/app/portal/profile.ts';
import { handler as thankYouEmails } from '#functions/consumers/thank-you-emails.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { claimCruiseDate, freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockDaysBefore } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { config, confirmedBooking, privateSelection } from './booking-support.ts';

// The thank-you the day after the cruise (issue 29, decision 078): the hourly job with a clock of
// its own, the consumer through the local bus, the guest's choice in their portal profile, and the
// staff's preview of its template.

// Holds of this suite's bookings end days before any other suite's (as booking-edits does).
const suiteClock = clockDaysBefore(16);

/**
 * A cruise date whose day before is this file's too: the job looks at both, and must find only
 * bookings of this file, so that no other test's booking gains a marker (and a revision) under it.
 */
function cruiseDateWithDayBefore(): IsoDate {
  for (;;) {
    // Within two years: staff find a booking by its reference among those (decision 011).
    const date = freshCruiseDate(4, { toDays: 700 });
    if (claimCruiseDate(addDays(date, -1))) return date;
  }
}

const confirmedOn = (date: IsoDate) => confirmedBooking({ ...privateSelection(date, 20), eventType: 'bachelorette' }, { clock: suiteClock });

const thanksTo = async (email: string) =>
  (await outboxRepository(config).listByRecipient(email)).filter((message) => message.detailType === CruiseThankYouDue.detailType);

describe('the thank-you the day after the cruise', () => {
  it('goes once, from 10 AM the day after, with the review form, Google and a booking with the group filled in', async () => {
    const date = cruiseDateWithDayBefore();
    const { id, guest } = await confirmedOn(date);
    const dayAfter = addDays(date, 1);
    const sentAt = async (clock: Date) => (await sendThankYouEmails(config, clock)).sent.filter((sent) => sent === id);

    expect(await sentAt(instantAt(date, '21:00'))).toEqual([]);
    expect(await sentAt(instantAt(dayAfter, '09:59'))).toEqual([]);
    expect(await sentAt(instantAt(dayAfter, '10:30'))).toEqual([id]);
    expect(await sentAt(instantAt(dayAfter, '11:30'))).toEqual([]);
    expect(await sentAt(instantAt(addDays(date, 2), '10:30'))).toEqual([]);
    expect((await bookingsRepository(config).get(id))?.thankYouSentAt).toBe(instantAt(dayAfter, '10:30').toISOString());

    const [email] = await eventually(async () => {
      const found = await thanksTo(guest.email);
      return found.length > 0 ? found : null;
    });
    expect(email!.subject).toBe(`Thank you for cruising with ${businessFactDefaults.name}`);
    const review = new URL(`/testimonials-faq?booking=${bookingReference(id)}#leave-a-review`, config.SITE_URL).href;
    const rebook = new URL('/book?package=essentials&groupSize=20&eventType=bachelorette', config.SITE_URL).href;
    for (const link of [review, rebook, businessFactDefaults.googleReviewUrl]) {
      expect(email!.text).toContain(link);
      expect(email!.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    }
    // Nothing of the guest's own is put in a link that is forwarded and logged.
    expect(rebook).not.toContain(encodeURIComponent(guest.email));
    expect(await thanksTo(guest.email)).toHaveLength(1);
  });

  it('is not sent to a guest who turned it off in their portal profile', async () => {
    const date = cruiseDateWithDayBefore();
    const { id, guest } = await confirmedOn(date);
    const saved = await saveProfile(
      config,
      guest.email,
      { name: guest.name, phone: guest.phone, preferences: { balanceReminders: true, thankYou: false } },
      null,
      new Date(),
    );
    expect(saved.outcome).toBe('saved');
    const booking = (await bookingsRepository(config).get(id))!;
    // Delivered here rather than by the bus, so that "none" is known at once rather than waited for.
    await thankYouEmails(
      busEvent(CruiseThankYouDue, { ...CruiseThankYouDue.sample, bookingId: id, reference: bookingReference(id), quoteId: booking.quoteId, leadGuest: guest }),
      lambdaContext('thank-you-emails', 5000),
    );
    expect(await thanksTo(guest.email)).toEqual([]);
  });

  it("is previewed by staff with a real booking's links, as the guest would get it", async () => {
    const date = cruiseDateWithDayBefore();
    const { id } = await confirmedOn(date);
    const reference = bookingReference(id);
    const response = await asAdmin('POST', '/api/admin/templates/thank-you/preview', {
      subject: 'How was {{cruise.date}}, {{guest.firstName}}?',
      body: 'Tell us: {{review.link}}\nAgain: {{rebook.link}}\nGoogle: {{review.googleLink}}',
      reference,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { preview } = response.body as EmailTemplatePreviewResponse;
    expect(preview.subject).toMatch(/^How was \w+day, .+, Jordan\?$/);
    expect(preview.text).toContain(`/testimonials-faq?booking=${reference}#leave-a-review`);
    expect(preview.text).toContain('/book?package=essentials&groupSize=20&eventType=bachelorette');
    // The review link is what the e-mail is for: a template without it is refused.
    const without = await asAdmin('POST', '/api/admin/templates/thank-you/preview', { subject: 'Thanks', body: 'Thanks for coming!', reference });
    expect(without.status).toBe(422);
  });
});
