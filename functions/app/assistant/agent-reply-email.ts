import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import type * as z from '#domain/shared/zod.ts';
import type { AgentChatReplyPosted } from '#events/assistant.ts';
import { html } from '../../platform/html/html.ts';
import { htmlEmail, subjectLine, textEmail, type EmailContent } from '../shared/email/layout.ts';

// What a guest who left their e-mail at the chat agent's hand-over gets when a person replies
// (decision 072): the person's words as written, paragraph by paragraph, and how to answer.

export type AgentChatReplyPostedData = z.infer<(typeof AgentChatReplyPosted)['data']>;

export function agentReplyEmail(reply: AgentChatReplyPostedData, facts: BusinessFacts): EmailContent {
  const subject = subjectLine(`A reply to your question in our chat, ${facts.name}`);
  const paragraphs = reply.text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const greeting = `Hi ${firstNameOf(reply.to.name)},`;
  const answer = `Answer this e-mail, or call us at ${facts.phone.display}. The reply is in the chat on our site too, while that page is open.`;
  const text = textEmail([greeting, 'You asked for a person in the chat on our site. Here is our reply:', ...paragraphs, answer], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Our reply to your question</h1>
<p>${greeting}</p>
<p>You asked for a person in the chat on our site. Here is our reply:</p>
${paragraphs.map((paragraph) => html`<p style="white-space:pre-line">${paragraph}</p>`)}
<p>${answer}</p>`;
  return { subject, text, html: htmlEmail(subject, body, facts) };
}
