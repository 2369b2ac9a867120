import type { BusinessFacts } from '#domain/site/business.ts';
import { formatInstant, formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type * as z from '#domain/shared/zod.ts';
import type { PaymentSucceeded } from '#events/payments.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';

// The receipt for one payment: what was paid, how (the card, or cash, a check... that staff
// took), what remains and when it is due. Everything comes from PaymentSucceeded (the ledger's
// figures after the payment).

export type PaymentSucceededData = z.infer<(typeof PaymentSucceeded)['data']>;

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

type PaymentMethod = PaymentSucceededData['method'];
type ByHandMethod = Exclude<PaymentMethod, { type: 'card' }>['type'];

/** 'Visa ending 4242', as a card statement names it. */
export function cardLabel(method: Extract<PaymentMethod, { type: 'card' }>): string {
  return `${BRANDS[method.brand] ?? 'Card'} ending ${method.last4}`;
}

/** How money staff took by hand was paid, in the guest's words. */
const BY_HAND: Readonly<Record<ByHandMethod, { label: string; phrase: string }>> = {
  cash: { label: 'Cash', phrase: 'in cash' },
  check: { label: 'Check', phrase: 'by check' },
  bank_transfer: { label: 'Bank transfer', phrase: 'by bank transfer' },
  card_by_staff: { label: 'Card, taken by our staff', phrase: 'by card' },
  other: { label: 'Paid to our staff', phrase: '' },
};

/** The receipt's Method line: the card that paid online, or how staff were paid ('Cash'). */
export function paymentMethodLabel(method: PaymentMethod): string {
  return method.type === 'card' ? cardLabel(method) : BY_HAND[method.type].label;
}

/** ' in cash', ' by check': how the money came, for a sentence; nothing for a card paid online (the Method line names it). */
function byHandPhrase(method: PaymentMethod): string {
  return method.type === 'card' || !BY_HAND[method.type].phrase ? '' : ` ${BY_HAND[method.type].phrase}`;
}

/**
 * When the money came: the moment Stripe took a card payment, or the day staff say they received
 * money by hand (recorded later, perhaps: the receipt gives the day the guest paid).
 */
function paidOn(payment: PaymentSucceededData, paidAt: Date): string {
  return payment.method.type !== 'card' && payment.receivedOn ? formatWrittenDate(payment.receivedOn) : formatInstant(paidAt.toISOString());
}

/**
 * The receipt for the booking's lead guest. A friend's share is named in it (who paid); the friend
 * gets their own, `shareReceiptEmail`.
 */
export function paymentReceiptEmail(payment: PaymentSucceededData, link: string, facts: BusinessFacts, paidAt: Date, portal: PortalLink): EmailContent {
  const what = payment.kind === 'deposit' ? 'deposit' : 'payment';
  const subject = subjectLine(`Receipt: ${formatMoney(payment.amount)} ${what} for booking ${payment.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', payment.reference],
    ['Cruise date', formatWrittenDate(payment.cruiseDate)],
    ['Paid', `${formatMoney(payment.amount)} (${payment.kind === 'deposit' ? 'deposit' : 'balance'})`],
    ['Paid on', paidOn(payment, paidAt)],
    ['Method', paymentMethodLabel(payment.method)],
    ['Paid by', payment.paidBy ? `${payment.paidBy.name} (a share)` : undefined],
    ['Paid so far', `${formatMoney(payment.paid)} of ${formatMoney(payment.totalPrice)}`],
    ['Remaining', formatMoney(payment.remaining)],
    ['Remaining due by', payment.remainingDueOn ? formatWrittenDate(payment.remainingDueOn) : undefined],
    ['Payment reference', payment.paymentIntentId],
  ];
  const said = [
    payment.paidBy
      ? `${payment.paidBy.name} paid a ${formatMoney(payment.amount)} share of booking ${payment.reference}.`
      : payment.bookingStatus === 'confirmed' && payment.kind === 'deposit'
        ? `Thank you: we received your ${formatMoney(payment.amount)} deposit${byHandPhrase(payment.method)}, and your cruise on ${formatWrittenDate(payment.cruiseDate)} is confirmed.`
        : `Thank you: we received ${formatMoney(payment.amount)}${byHandPhrase(payment.method)} for booking ${payment.reference}.`,
    payment.remaining > 0 && payment.remainingDueOn
      ? `The remaining ${formatMoney(payment.remaining)} is due by ${formatWrittenDate(payment.remainingDueOn)}.`
      : 'Your booking is paid in full.',
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

/**
 * The receipt for a friend who paid a share (decision 021), sent to the e-mail they gave: their
 * payment and what the group still owes. It links to the share page, never to the organiser's
 * quote page (that link is the organiser's secret), and leaves the organiser's contact out.
 */
export function shareReceiptEmail(
  payment: PaymentSucceededData & { paidBy: { name: string } },
  sharePageLink: string,
  facts: BusinessFacts,
  paidAt: Date,
): EmailContent {
  const organiser = firstNameOf(payment.leadGuest.name);
  const subject = subjectLine(`Receipt: your ${formatMoney(payment.amount)} share of ${organiser}'s cruise, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', payment.reference],
    ['Cruise date', formatWrittenDate(payment.cruiseDate)],
    ['Paid', `${formatMoney(payment.amount)} (your share)`],
    ['Paid on', paidOn(payment, paidAt)],
    ['Method', paymentMethodLabel(payment.method)],
    ['The group has paid', `${formatMoney(payment.paid)} of ${formatMoney(payment.totalPrice)}`],
    ['Still to pay', formatMoney(payment.remaining)],
    ['Due by', payment.remaining > 0 && payment.remainingDueOn ? formatWrittenDate(payment.remainingDueOn) : undefined],
    ['Payment reference', payment.paymentIntentId],
  ];
  const said = [
    `Thank you: we received your ${formatMoney(payment.amount)} share of ${organiser}'s cruise on ${formatWrittenDate(payment.cruiseDate)}.`,
    payment.remaining > 0
      ? `The group still has ${formatMoney(payment.remaining)} to pay; ${organiser} can see your share on the booking.`
      : 'The booking is now paid in full.',
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
