import type { BusinessFacts } from '#domain/business.ts';
import { formatInstant, formatWrittenDate } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { firstNameOf } from '#domain/quotes.ts';
import type * as z from '#domain/zod.ts';
import type { PaymentSucceeded } from '#events/payments.ts';
import { html } from '../html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from './layout.ts';
import type { PortalLink } from './portal-links.ts';

// The receipt for one card payment: what was paid, with which card, what remains and when it is
// due. Everything comes from PaymentSucceeded (the ledger's figures after the payment).

export type PaymentSucceededData = z.infer<(typeof PaymentSucceeded)['data']>;

const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };

/** 'Visa ending 4242', as a card statement names it. */
export function cardLabel(method: PaymentSucceededData['method']): string {
  return `${BRANDS[method.brand] ?? 'Card'} ending ${method.last4}`;
}

export function paymentReceiptEmail(payment: PaymentSucceededData, link: string, facts: BusinessFacts, paidAt: Date, portal: PortalLink): EmailContent {
  const what = payment.kind === 'deposit' ? 'deposit' : 'payment';
  const subject = subjectLine(`Receipt: ${formatMoney(payment.amount)} ${what} for booking ${payment.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', payment.reference],
    ['Cruise date', formatWrittenDate(payment.cruiseDate)],
    ['Paid', `${formatMoney(payment.amount)} (${payment.kind === 'deposit' ? 'deposit' : 'balance'})`],
    ['Paid on', formatInstant(paidAt.toISOString())],
    ['Method', cardLabel(payment.method)],
    ['Paid so far', `${formatMoney(payment.paid)} of ${formatMoney(payment.totalPrice)}`],
    ['Remaining', formatMoney(payment.remaining)],
    ['Remaining due by', payment.remainingDueOn ? formatWrittenDate(payment.remainingDueOn) : undefined],
    ['Payment reference', payment.paymentIntentId],
  ];
  const said = [
    payment.bookingStatus === 'confirmed' && payment.kind === 'deposit' ? `Thank you: we received your ${formatMoney(payment.amount)} deposit, and your cruise on ${formatWrittenDate(payment.cruiseDate)} is confirmed.` : `Thank you: we received ${formatMoney(payment.amount)} for booking ${payment.reference}.`,
    payment.remaining > 0 && payment.remainingDueOn ? `The remaining ${formatMoney(payment.remaining)} is due by ${formatWrittenDate(payment.remainingDueOn)}.` : 'Your booking is paid in full.',
  ];
  const firstName = firstNameOf(payment.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `Your booking: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Payment receipt</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your booking</a></p>
${detailsHtml(rows, 'Receipt')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, link, portal) };
}
