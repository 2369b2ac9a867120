import { StaffInvited } from '#events/team.ts';
import { teamInviteEmail } from '../app/people/team-invite-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/** A teammate's invitation with its link, once per invitation (decision 075). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const invite = eventData(StaffInvited, envelope);
  const facts = await currentBusinessFacts(config, now);
  const link = new URL(`/admin/join/${invite.token}`, config.SITE_URL).href;
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: StaffInvited.detailType },
    [{ role: 'staff', to: invite.email, replyTo: invite.invitedBy, content: teamInviteEmail(invite, link, facts) }],
    now,
  );
});
