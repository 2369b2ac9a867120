import { CruiseThankYouDue } from '#events/bookings.ts';
import { guestProfilesRepository } from '../adapters/dynamodb/guest-profiles-repository.ts';
import { thankYouEmail, thankYouLinks } from '../app/booking/thank-you-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';
import { storedBookingFor, withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { thankYouTemplateValues } from '../app/shared/email/template-values.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { logger } from '../platform/logger.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/**
 * The lead guest's thank-you the day after the cruise, once per CruiseThankYouDue event through the
 * outbox (decision 078), unless they turned it off in their portal profile (decision 025): the
 * choice is read when the e-mail is due.
 */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const due = eventData(CruiseThankYouDue, envelope);
  if (!(await guestProfilesRepository(config).preferences(due.leadGuest.email)).thankYou) {
    logger.info('Thank-you not sent: the guest turned it off', { bookingId: due.bookingId });
    return;
  }
  const [facts, booking] = await Promise.all([currentBusinessFacts(config, now), storedBookingFor(config, due.bookingId)]);
  const links = thankYouLinks(booking, config.SITE_URL);
  const portal = tripPortalLink(config.SITE_URL, booking.id);
  const content = await withStaffTemplate(
    config,
    'thank-you',
    thankYouEmail(booking, links, facts, portal),
    () => thankYouTemplateValues(booking, links, facts),
    { facts, siteUrl: links.review, portal },
  );
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: CruiseThankYouDue.detailType },
    [{ role: 'customer', to: due.leadGuest.email, replyTo: facts.email.address, content }],
    now,
  );
});
