import type { BusinessFacts } from '#domain/site/business.ts';
import { formatDate, formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type * as z from '#domain/shared/zod.ts';
import type { BalanceDue, PaymentFailed } from '#events/payments.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';
import { cardLabel } from './payment-receipts.ts';

// The balance's e-mails (decision 019): the reminders before it is due, and what the guest and
// staff are told when the automatic charge of the saved card fails. The figures come from the
// events; the pay link is the booking on its quote page, where "Pay the balance" opens checkout.

export type BalanceDueData = z.infer<(typeof BalanceDue)['data']>;
export type PaymentFailedData = z.infer<(typeof PaymentFailed)['data']>;

const button = (href: string, label: string) =>
  html`<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${label}</a></p>`;

/** The reminder 7 days or 1 day before the balance is due: the pay link, or the saved card's charge date. */
export function balanceReminderEmail(due: BalanceDueData, link: string, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const when = due.reminder === 'one_day' ? 'tomorrow' : `on ${formatWrittenDate(due.dueOn)}`;
  const subject = subjectLine(`Your balance of ${formatMoney(due.amount)} is due ${when}: booking ${due.reference}, ${facts.name}`);
  const card = due.savedCard ? cardLabel({ type: 'card', ...due.savedCard }) : null;
  const said = card
    ? [
        `The balance of ${formatMoney(due.amount)} for your cruise on ${formatWrittenDate(due.cruiseDate)} is due on ${formatWrittenDate(due.dueOn)}.`,
        `As you asked, we will charge your ${card} on that date: there is nothing you need to do. To pay another way, pay the balance from your booking before then.`,
      ]
    : [
        `The balance of ${formatMoney(due.amount)} for your cruise on ${formatWrittenDate(due.cruiseDate)} is due by ${formatWrittenDate(due.dueOn)}.`,
        'Pay it by card from your booking: the button below takes you there.',
      ];
  const rows: DetailRow[] = [
    ['Booking', due.reference],
    ['Cruise date', formatWrittenDate(due.cruiseDate)],
    ['Balance due', formatMoney(due.amount)],
    ['Due by', formatWrittenDate(due.dueOn)],
    ['Paid so far', `${formatMoney(due.paid)} of ${formatMoney(due.totalPrice)}`],
    ['Card to be charged', card ?? undefined],
  ];
  const firstName = firstNameOf(due.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `${card ? 'Your booking' : 'Pay the balance'}: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Your balance is due ${when}</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
${button(link, card ? 'View your booking' : 'Pay the balance')}
${detailsHtml(rows, 'Balance')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, link, portal) };
}

/** The guest's e-mail when the saved card's automatic charge failed: why, and the pay link. */
export function guestChargeFailedEmail(failure: PaymentFailedData, link: string, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const subject = subjectLine(`We could not charge your card for the balance of booking ${failure.reference}, ${facts.name}`);
  const firstName = firstNameOf(failure.leadGuest.name);
  const said = [
    `We tried to charge your saved card ${formatMoney(failure.amount)} for the balance of your cruise on ${formatWrittenDate(failure.cruiseDate)}, and the charge did not go through. Nothing was taken.`,
    failure.message,
    'Your booking is kept. Please pay the balance from your booking, or call us if you need a hand.',
  ];
  const rows: DetailRow[] = [
    ['Booking', failure.reference],
    ['Cruise date', formatWrittenDate(failure.cruiseDate)],
    ['Balance', formatMoney(failure.amount)],
    ['Was due on', failure.balanceDueOn ? formatWrittenDate(failure.balanceDueOn) : undefined],
  ];
  const text = textEmail([`Hi ${firstName},`, ...said, `Pay the balance: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Automatic balance charge failed</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
${button(link, 'Pay the balance')}
${detailsHtml(rows, 'Balance')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, link, portal) };
}

/** The staff's e-mail about the same failure: who, how much, Stripe's codes, and the booking. */
export function staffChargeFailedEmail(failure: PaymentFailedData, adminLink: string, facts: BusinessFacts): EmailContent {
  const subject = subjectLine(
    `Automatic balance charge failed: ${failure.reference}, ${formatMoney(failure.amount)}, cruise ${formatDate(failure.cruiseDate)}`,
  );
  const rows: DetailRow[] = [
    ['Booking', failure.reference],
    ['Guest', `${failure.leadGuest.name} <${failure.leadGuest.email}>`],
    ['Cruise date', formatWrittenDate(failure.cruiseDate)],
    ['Balance', formatMoney(failure.amount)],
    ['Was due on', failure.balanceDueOn ? formatWrittenDate(failure.balanceDueOn) : undefined],
    ['Stripe code', failure.declineCode ? `${failure.code} (${failure.declineCode})` : failure.code],
    ['PaymentIntent', failure.paymentIntentId],
  ];
  const said = [
    `The automatic charge of the balance of booking ${failure.reference} failed. The booking keeps its slot and the guest has been asked to pay by the link.`,
  ];
  const text = textEmail([...said, `Booking: ${adminLink}`, detailsText(rows)], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Automatic balance charge failed</h1>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
${button(adminLink, 'Open the booking')}
${detailsHtml(rows, 'Failed charge')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, adminLink) };
}
