import { quotePath } from '#domain/booking/quote-identity.ts';
import { PaymentFailed } from '#events/payments.ts';
import { quotesRepository } from '../adapters/dynamodb/quotes-repository.ts';
import { guestChargeFailedEmail, staffChargeFailedEmail } from '../app/payments/balance-emails.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';

/** The guest's and the staff's e-mails when the automatic balance charge fails, once per event (decision 019). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const failure = eventData(PaymentFailed, envelope);
  // The rule delivers only automatic charges; anything else here is a wiring bug, so dead-letter it.
  if (!failure.automatic) throw new Error('balance-charge-failures was sent a PaymentFailed that was not an automatic balance charge');
  const facts = await currentBusinessFacts(config, now);
  const quote = await quotesRepository(config).get(failure.quoteId);
  if (!quote) throw new Error(`Quote ${failure.quoteId} is not in the table`);
  const link = new URL(`${quotePath(quote.token)}#booking`, config.SITE_URL).href;
  const adminLink = new URL(`/admin/bookings/${failure.bookingId}`, config.SITE_URL).href;
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: PaymentFailed.detailType },
    [
      {
        role: 'customer',
        to: failure.leadGuest.email,
        replyTo: facts.email.address,
        content: guestChargeFailedEmail(failure, link, facts, tripPortalLink(config.SITE_URL, failure.bookingId)),
      },
      { role: 'staff', to: config.STAFF_EMAIL, replyTo: failure.leadGuest.email, content: staffChargeFailedEmail(failure, adminLink, facts) },
    ],
    now,
  );
});
