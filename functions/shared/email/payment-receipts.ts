import type { BusinessFacts } from '#domain/business.ts';
import { formatInstant, formatWrittenDate } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { firstNameOf } from '#domain/quotes.ts';
import type * as z from '#domain/zod.ts';
import type { PaymentSucceeded } from '#events/payments.ts';
import { html } from '../html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from './layout.ts';

// The receipt for one card payment: what was paid, with which card, what remains and when it is
// due. Everything comes from PaymentSucceeded (the ledger's figures after the payment).

export type PaymentSucceededData = z.infer<(typeof PaymentSucceeded)['data']>;

const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };

/** 'Visa ending 4242', as a card statement names it. */
export function cardLabel(method: PaymentSucceededData['method']): string {
  return `${BRANDS[method.brand] ?? 'Card'} ending ${method.last4}`;
}

/**
 * The receipt for the booking's lead guest. A friend's share is named in it (who paid); the friend
 * gets their own, `shareReceiptEmail`.
 */
export function paymentReceiptEmail(payment: PaymentSucceededData, link: string, facts: BusinessFacts, paidAt: Date): EmailContent {
  const what = payment.kind === 'deposit' ? 'deposit' : 'payment';
  const subject = subjectLine(`Receipt: ${formatMoney(payment.amount)} ${what} for booking ${payment.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', payment.reference],
    ['Cruise date', formatWrittenDate(payment.cruiseDate)],
    ['Paid', `${formatMoney(payment.amount)} (${payment.kind === 'deposit' ? 'deposit' : 'balance'})`],
    ['Paid on', formatInstant(paidAt.toISOString())],
    ['Method', cardLabel(payment.method)],
    ['Paid by', payment.paidBy ? `${payment.paidBy.name} (a share)` : undefined],
    ['Paid so far', `${formatMoney(payment.paid)} of ${formatMoney(payment.totalPrice)}`],
    ['Remaining', formatMoney(payment.remaining)],
    ['Remaining due by', payment.remainingDueOn ? formatWrittenDate(payment.remainingDueOn) : undefined],
    ['Payment reference', payment.paymentIntentId],
  ];
  const said = [
    payment.paidBy ? `${payment.paidBy.name} paid a ${formatMoney(payment.amount)} share of booking ${payment.reference}.` : payment.bookingStatus === 'confirmed' && payment.kind === 'deposit' ? `Thank you: we received your ${formatMoney(payment.amount)} deposit, and your cruise on ${formatWrittenDate(payment.cruiseDate)} is confirmed.` : `Thank you: we received ${formatMoney(payment.amount)} for booking ${payment.reference}.`,
    payment.remaining > 0 && payment.remainingDueOn ? `The remaining ${formatMoney(payment.remaining)} is due by ${formatWrittenDate(payment.remainingDueOn)}.` : 'Your booking is paid in full.',
  ];
  const firstName = firstNameOf(payment.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `Your booking: ${link}`, detailsText(rows)], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Payment receipt</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your booking</a></p>
${detailsHtml(rows, 'Receipt')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, link) };
}

/**
 * The receipt for a friend who paid a share (decision 021), sent to the e-mail they gave: their
 * payment and what the group still owes. It links to the share page, never to the organiser's
 * quote page (that link is the organiser's secret), and leaves the organiser's contact out.
 */
export function shareReceiptEmail(payment: PaymentSucceededData & { paidBy: { name: string } }, sharePageLink: string, facts: BusinessFacts, paidAt: Date): EmailContent {
  const organiser = firstNameOf(payment.leadGuest.name);
  const subject = subjectLine(`Receipt: your ${formatMoney(payment.amount)} share of ${organiser}'s cruise, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', payment.reference],
    ['Cruise date', formatWrittenDate(payment.cruiseDate)],
    ['Paid', `${formatMoney(payment.amount)} (your share)`],
    ['Paid on', formatInstant(paidAt.toISOString())],
    ['Method', cardLabel(payment.method)],
    ['The group has paid', `${formatMoney(payment.paid)} of ${formatMoney(payment.totalPrice)}`],
    ['Still to pay', formatMoney(payment.remaining)],
    ['Due by', payment.remaining > 0 && payment.remainingDueOn ? formatWrittenDate(payment.remainingDueOn) : undefined],
    ['Payment reference', payment.paymentIntentId],
  ];
  const said = [
    `Thank you: we received your ${formatMoney(payment.amount)} share of ${organiser}'s cruise on ${formatWrittenDate(payment.cruiseDate)}.`,
    payment.remaining > 0 ? `The group still has ${formatMoney(payment.remaining)} to pay; ${organiser} can see your share on the booking.` : 'The booking is now paid in full.',
  ];
  const firstName = firstNameOf(payment.paidBy.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `The group's payments: ${sharePageLink}`, detailsText(rows)], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Payment receipt</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${sharePageLink}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">See the group's payments</a></p>
${detailsHtml(rows, 'Receipt')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, sharePageLink) };
}
