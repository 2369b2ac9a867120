import type { BusinessFacts } from '#domain/business.ts';
import { cardBrandLabel } from '#domain/booking.ts';
import { formatDate, formatInstant } from '#domain/dates.ts';
import { formatMoney } from '#domain/money.ts';
import { firstNameOf } from '#domain/quotes.ts';
import type * as z from '#domain/zod.ts';
import type { RefundIssued } from '#events/payments.ts';
import { html } from '../html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from './layout.ts';
import type { PortalLink } from './portal-links.ts';

// The receipt for one refund (decision 020): how much, where it goes (the card that paid, or by
// hand), why, and what is still paid on the booking. Everything comes from RefundIssued.

export type RefundIssuedData = z.infer<(typeof RefundIssued)['data']>;

const BY_HAND: Readonly<Record<string, string>> = { cash: 'Cash, handed back by our staff', check: 'By check from our staff', bank_transfer: 'By bank transfer from our staff', other: 'By our staff', card_by_staff: 'To your card, by our staff' };

function whereItGoes(method: RefundIssuedData['method']): string {
  return method.type === 'card' ? `Back to your ${cardBrandLabel(method)}` : (BY_HAND[method.type] ?? 'By our staff');
}

export function refundReceiptEmail(refund: RefundIssuedData, link: string, facts: BusinessFacts, refundedAt: Date, portal: PortalLink): EmailContent {
  const subject = subjectLine(`Refund: ${formatMoney(refund.amount)} for booking ${refund.reference}, ${facts.name}`);
  const card = refund.method.type === 'card';
  const rows: DetailRow[] = [
    ['Booking', refund.reference],
    ['Cruise date', formatDate(refund.cruiseDate)],
    ['Refunded', formatMoney(refund.amount)],
    ['Refunded on', formatInstant(refundedAt.toISOString())],
    ['Refunded to', whereItGoes(refund.method)],
    ['Reason', refund.reason],
    ['Paid on the booking now', `${formatMoney(refund.paid)} of ${formatMoney(refund.totalPrice)}`],
    ['Refund reference', refund.method.type === 'card' ? refund.method.stripeRefundId : undefined],
  ];
  const said = [
    `We have refunded ${formatMoney(refund.amount)} for booking ${refund.reference}.`,
    // Card networks take days to show a refund; saying so saves the guest a worried call.
    card ? 'It goes back to the card you paid with; banks usually show it within 5 to 10 business days.' : 'It is given back by our staff, as you paid it.',
    refund.bookingStatus === 'cancelled' ? 'Your booking is cancelled.' : `Your cruise on ${formatDate(refund.cruiseDate)} stays booked.`,
  ];
  const firstName = firstNameOf(refund.leadGuest.name);
  const text = textEmail([`Hi ${firstName},`, ...said, `Your booking: ${link}`, detailsText(rows)], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Refund receipt</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your booking</a></p>
${detailsHtml(rows, 'Refund')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, facts.website, portal) };
}
