import { quotePath } from '#domain/booking/quote-identity.ts';
import { BalanceDue } from '#events/payments.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { balanceReminderEmail } from '../app/payments/balance-emails.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';
import { guestProfilesRepository } from '../adapters/dynamodb/guest-profiles-repository.ts';
import { logger } from '../platform/logger.ts';
import { storedBookingFor, withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { bookingTemplateValues } from '../app/shared/email/template-values.ts';

/**
 * The guest's balance reminder, sent once per BalanceDue event through the outbox (decision 019),
 * unless the guest turned balance reminders off in their portal profile (decision 025). The
 * choice is read when the reminder is due, so a change reaches the next reminder.
 */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const due = eventData(BalanceDue, envelope);
  if (!(await guestProfilesRepository(config).preferences(due.leadGuest.email)).balanceReminders) {
    logger.info('Balance reminder not sent: the guest turned balance reminders off', { bookingId: due.bookingId, reminder: due.reminder });
    return;
  }
  const facts = await currentBusinessFacts(config, now);
  // The booking, with its Pay the balance button, is shown on its quote's page.
  const quote = await quotesRepository(config).get(due.quoteId);
  if (!quote) throw new Error(`Quote ${due.quoteId} is not in the table`);
  const link = new URL(`${quotePath(quote.token)}#booking`, config.SITE_URL).href;
  const portal = tripPortalLink(config.SITE_URL, due.bookingId);
  const content = await withStaffTemplate(
    config,
    'balance-reminder',
    balanceReminderEmail(due, link, facts, portal),
    async () => bookingTemplateValues(await storedBookingFor(config, due.bookingId), link, facts),
    { facts, siteUrl: link, portal },
  );
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: BalanceDue.detailType },
    [{ role: 'customer', to: due.leadGuest.email, replyTo: facts.email.address, content }],
    now,
  );
});
