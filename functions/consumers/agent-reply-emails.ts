import { AgentChatReplyPosted } from '#events/assistant.ts';
import { agentReplyEmail } from '../app/assistant/agent-reply-email.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/** A staff member's reply to a guest's agent conversation, e-mailed once per reply (decision 072). */
export const handler = eventConsumer(async ({ envelope }, { config, now }) => {
  const reply = eventData(AgentChatReplyPosted, envelope);
  const facts = await currentBusinessFacts(config, now);
  await sendEventEmails(
    config,
    { id: envelope.id, detailType: AgentChatReplyPosted.detailType },
    [{ role: 'customer', to: reply.to.email, replyTo: facts.email.address, content: agentReplyEmail(reply, facts) }],
    now,
  );
});
