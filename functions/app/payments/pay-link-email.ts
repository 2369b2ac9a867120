import type { BusinessFacts } from '#domain/site/business.ts';
import { formatDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type * as z from '#domain/shared/zod.ts';
import type { PayLinkRequested } from '#events/payments.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';

// The guest's pay link, sent again by staff (decision 020): what is due, by when, and the
// booking's page, where the guest pays by card.

export type PayLinkRequestedData = z.infer<(typeof PayLinkRequested)['data']>;

export function payLinkEmail(request: PayLinkRequestedData, link: string, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const { due } = request;
  const subject = subjectLine(`Pay your ${due.what} of ${formatMoney(due.amount)} for booking ${request.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', request.reference],
    ['Cruise date', formatDate(request.cruiseDate)],
    [due.what === 'deposit' ? 'Deposit due' : 'Balance due', formatMoney(due.amount)],
    ['Due by', due.by ? formatDate(due.by) : undefined],
    ['Paid so far', `${formatMoney(request.paid)} of ${formatMoney(request.totalPrice)}`],
  ];
  const said = [
    `Here is the link to pay the ${due.what} of ${formatMoney(due.amount)} for your booking ${request.reference}${due.by ? `, due by ${formatDate(due.by)}` : ''}.`,
    'Open your booking and pay by card there.',
  ];
  const firstName = firstNameOf(request.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `Pay here: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Your payment link</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Pay ${formatMoney(due.amount)}</a></p>
${detailsHtml(rows, 'What is due')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, facts.website, portal) };
}
