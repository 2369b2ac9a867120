import type * as z from '#domain/shared/zod.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type { LeadSource } from '#domain/people/leads.ts';
import type { LeadCaptured } from '#events/leads.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';

// The e-mails a new lead sends: the staff always hear of it (of a chat lead only once the guest
// has left without a quote: functions/app/people/left-chat-emails.ts); the guest gets a short
// receipt only when they sent the contact form (a chat guest was not asking for e-mail).

export type CapturedLead = z.infer<typeof LeadCaptured.data>;

const SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  'contact-form': 'Contact form',
  // Sent only once the guest has gone LEFT_CHAT_AFTER_MINUTES without saving a quote.
  'chat-partial': 'Quote chat: gave their details, then left without saving a quote',
  // Issue 30: the guest asked the chat agent for a person; the message holds the conversation.
  'agent-handover': 'Chat agent: the guest asked for a person',
};

/** "New lead: <name>": everything the lead carries. */
export function staffLeadEmail(lead: CapturedLead, facts: BusinessFacts): EmailContent {
  const subject = subjectLine(`New lead: ${lead.name}`);
  const rows: DetailRow[] = [
    ['Source', SOURCE_LABELS[lead.source]],
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone ?? 'not given yet'],
    ['Event', lead.eventType],
    ['Group size', lead.groupSize],
    ['Date', lead.eventDate ? formatDate(lead.eventDate) : undefined],
    ['Page', lead.page],
    ['Lead id', lead.leadId],
  ];

  const text = textEmail([`New lead from ${lead.name}.`, detailsText(rows), lead.message && `Message\n${lead.message}`], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">New lead: ${lead.name}</h1>
${detailsHtml(rows, 'Lead')}
${lead.message ? html`<h2 style="font-size:18px;margin:24px 0 8px">Message</h2><p style="white-space:pre-line">${lead.message}</p>` : null}`;

  return { subject, text, html: htmlEmail(subject, body, facts) };
}

/** The guest's receipt for the contact form. */
export function guestLeadEmail(lead: CapturedLead, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const subject = subjectLine(`We got your request – ${facts.name}`);
  const firstName = firstNameOf(lead.name);
  const phone = facts.phone;
  const thanks = `Thanks for reaching out to ${facts.name}. We have your request and will get back to you soon with options and prices for your cruise.`;

  const text = textEmail([`Hi ${firstName},`, thanks, `Can't wait? Call us at ${phone.display}.`], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">We got your request</h1>
<p>Hi ${firstName},</p>
<p>${thanks}</p>
<p>Can't wait? Call us at <a href="${phone.href}">${phone.display}</a>.</p>`;

  return { subject, text, html: htmlEmail(subject, body, facts, facts.website, portal) };
}
