import { portalLinkPath } from '#domain/portal/portal.ts';
import { PortalCodeRequested } from '#events/portal.ts';
import { portalCodeEmail } from '../app/portal/portal-code-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { portalCodeTemplateValues } from '../app/shared/email/template-values.ts';

/** The guest's portal sign-in code and link, once per request (decisions 008, 022). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const request = eventData(PortalCodeRequested, envelope);
  const facts = await currentBusinessFacts(config, now);
  const link = new URL(portalLinkPath(request.linkToken), config.SITE_URL).href;
  const content = await withStaffTemplate(
    config,
    'portal-code',
    portalCodeEmail(request.code, link, facts),
    () => portalCodeTemplateValues(request.code, link, facts),
    { facts, siteUrl: new URL(link).origin },
  );
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: PortalCodeRequested.detailType },
    [{ role: 'customer', to: request.email, replyTo: facts.email.address, content }],
    now,
  );
});
