import { StaffInvited } from '#events/team.ts';
import { teamInviteEmail } from '../app/people/team-invite-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { teamInviteTemplateValues } from '../app/shared/email/template-values.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/** A teammate's invitation with its link, once per invitation (decision 075), in the staff's words when they reworded it on /templates. */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const invite = eventData(StaffInvited, envelope);
  const facts = await currentBusinessFacts(config, now);
  const link = new URL(`/admin/join/${invite.token}`, config.SITE_URL).href;
  const content = await withStaffTemplate(
    config,
    'team-invitation',
    teamInviteEmail(invite, link, facts),
    () => teamInviteTemplateValues(invite, link, facts),
    {
      facts,
      siteUrl: new URL(link).origin,
    },
  );
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: StaffInvited.detailType },
    [{ role: 'staff', to: invite.email, replyTo: invite.invitedBy, content }],
    now,
  );
});
