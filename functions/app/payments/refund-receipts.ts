import type { BusinessFacts } from '#domain/site/business.ts';
import { cardBrandLabel } from '#domain/booking/booking.ts';
import { formatDate, formatInstant } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type * as z from '#domain/shared/zod.ts';
import type { BookingPriceAdjusted, PaymentReturned, RefundIssued } from '#events/payments.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';

// The receipt for one refund (decision 020): how much, where it goes (the card that paid, or by
// hand), why, and what is still paid on the booking. Everything comes from RefundIssued.

export type RefundIssuedData = z.infer<(typeof RefundIssued)['data']>;

const BY_HAND: Readonly<Record<string, string>> = {
  cash: 'Cash, handed back by our staff',
  check: 'By check from our staff',
  bank_transfer: 'By bank transfer from our staff',
  other: 'By our staff',
  card_by_staff: 'To your card, by our staff',
};

function whereItGoes(method: RefundIssuedData['method']): string {
  return method.type === 'card' ? `Back to your ${cardBrandLabel(method)}` : (BY_HAND[method.type] ?? 'By our staff');
}

/**
 * The receipt for one refund. `sharePayer`: the refund came from a share a friend paid, and goes to
 * them (issue 31), with no figure of the organiser's beyond what the share page shows a friend.
 */
export function refundReceiptEmail(
  refund: RefundIssuedData,
  link: string,
  facts: BusinessFacts,
  refundedAt: Date,
  portal: PortalLink | undefined,
  sharePayer?: { name: string },
): EmailContent {
  const subject = subjectLine(`Refund: ${formatMoney(refund.amount)} for booking ${refund.reference}, ${facts.name}`);
  const card = refund.method.type === 'card';
  const lead = sharePayer === undefined;
  const rows: DetailRow[] = [
    ['Booking', refund.reference],
    ['Cruise date', formatDate(refund.cruiseDate)],
    ['Refunded', formatMoney(refund.amount)],
    ['Refunded on', formatInstant(refundedAt.toISOString())],
    ['Refunded to', whereItGoes(refund.method)],
    ['Reason', refund.reason],
    ['Booking total now', lead && refund.goodwill ? formatMoney(refund.totalPrice) : undefined],
    ['Paid on the booking now', lead ? `${formatMoney(refund.paid)} of ${formatMoney(refund.totalPrice)}` : undefined],
    ['Still to pay', lead && refund.remaining !== undefined && refund.remaining > 0 ? formatMoney(refund.remaining) : undefined],
    ['Refund reference', refund.method.type === 'card' ? refund.method.stripeRefundId : undefined],
  ];
  const organiser = firstNameOf(refund.leadGuest.name);
  const said = [
    lead
      ? `We have refunded ${formatMoney(refund.amount)} for booking ${refund.reference}.`
      : `We have refunded ${formatMoney(refund.amount)} of the share you paid toward ${organiser}'s booking ${refund.reference}.`,
    // Card networks take days to show a refund; saying so saves the guest a worried call.
    card ? 'It goes back to the card you paid with; banks usually show it within 5 to 10 business days.' : 'It is given back by our staff, as you paid it.',
    lead && refund.goodwill ? `It is a goodwill refund: your booking's price is lowered by the same amount, so what you still owe is unchanged.` : undefined,
    refund.bookingStatus === 'cancelled'
      ? lead
        ? 'Your booking is cancelled.'
        : `${organiser}'s cruise is cancelled.`
      : `${lead ? 'Your' : `${organiser}'s`} cruise on ${formatDate(refund.cruiseDate)} stays booked.`,
  ].filter((paragraph): paragraph is string => paragraph !== undefined);
  const firstName = firstNameOf(sharePayer?.name ?? refund.leadGuest.name);
  const linkLabel = lead ? 'View your booking' : 'Open your share page';
  const text = textEmail([`Hi ${firstName},`, ...said, `${lead ? 'Your booking' : 'Your share page'}: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Refund receipt</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${linkLabel}</a></p>
${detailsHtml(rows, 'Refund')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, facts.website, portal) };
}

export type PaymentReturnedData = z.infer<(typeof PaymentReturned)['data']>;

/**
 * The payer's word that a payment was refunded at once because the booking had no room for it
 * (decision 037): a friend's share hears it at their own address, with no figures of the
 * organiser's beyond what the share page shows; the lead guest sees the booking's figures.
 */
export function paymentReturnedEmail(returned: PaymentReturnedData, link: string, facts: BusinessFacts, returnedAt: Date, to: 'lead' | 'payer'): EmailContent {
  const subject = subjectLine(`Refunded: your payment of ${formatMoney(returned.amount)} for booking ${returned.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', returned.reference],
    ['Cruise date', formatDate(returned.cruiseDate)],
    ['Payment refunded', formatMoney(returned.amount)],
    ['Refunded on', formatInstant(returnedAt.toISOString())],
    ['Refunded to', `Back to your ${cardBrandLabel(returned.method)}`],
    ['Why', returned.reason],
    ['Paid on the booking now', to === 'lead' ? `${formatMoney(returned.paid)} of ${formatMoney(returned.totalPrice)}` : undefined],
    ['Still to pay', to === 'lead' && returned.bookingStatus !== 'cancelled' ? formatMoney(returned.remaining) : undefined],
    ['Refund reference', returned.stripeRefundId],
  ];
  const said = [
    `Your card payment of ${formatMoney(returned.amount)} for booking ${returned.reference} went through, but it was not needed: ${returned.reason}`,
    'We refunded it in full straight away; it goes back to the card you paid with, and banks usually show it within 5 to 10 business days. You do not need to do anything.',
  ];
  const firstName = firstNameOf(to === 'payer' && returned.paidBy ? returned.paidBy.name : returned.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `The booking: ${link}`, detailsText(rows)], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Payment refunded</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View the booking</a></p>
${detailsHtml(rows, 'Refund')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, facts.website) };
}

export type PriceAdjustedData = z.infer<(typeof BookingPriceAdjusted)['data']>;

/** The guest's word of a discount or credit staff gave on their booking (decision 037), with the new figures. */
export function priceAdjustedEmail(adjusted: PriceAdjustedData, link: string, facts: BusinessFacts, at: Date, portal: PortalLink): EmailContent {
  const credit = adjusted.kind === 'credit';
  const subject = subjectLine(`${credit ? 'A credit' : 'A lower price'} on booking ${adjusted.reference}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Booking', adjusted.reference],
    ['Cruise date', formatDate(adjusted.cruiseDate)],
    [credit ? 'Credit' : 'Price lowered by', formatMoney(adjusted.amount)],
    ['Why', adjusted.reason],
    ['On', formatInstant(at.toISOString())],
    ['Booking total now', formatMoney(adjusted.totalPrice)],
    ['Paid so far', formatMoney(adjusted.paid)],
    ['Still to pay', adjusted.remaining > 0 ? formatMoney(adjusted.remaining) : 'Nothing: paid in full'],
  ];
  const said = [
    credit
      ? `We have put a credit of ${formatMoney(adjusted.amount)} on booking ${adjusted.reference}: it counts toward what you pay.`
      : `We have lowered the price of booking ${adjusted.reference} by ${formatMoney(adjusted.amount)}.`,
    adjusted.remaining > 0 ? `You now have ${formatMoney(adjusted.remaining)} left to pay.` : 'Your booking is now paid in full.',
  ];
  const firstName = firstNameOf(adjusted.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `Your booking: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">${credit ? 'A credit on your booking' : 'Your booking costs less'}</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your booking</a></p>
${detailsHtml(rows, 'Booking')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, facts.website, portal) };
}
