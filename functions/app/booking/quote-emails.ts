import type { BusinessFacts } from '#domain/site/business.ts';
import { formatDate, formatWrittenDate } from '#domain/shared/dates.ts';
import { URGENT_BOOKING_THRESHOLD_DAYS, URGENT_PAYMENT_WINDOW_HOURS } from '#domain/pricing/deposit.ts';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { quoteInclusions } from '#domain/booking/quotes.ts';
import { firstNameOf, quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';
import { extrasRows } from '../shared/email/extras-rows.ts';

// The e-mails a saved quote sends: the guest gets their link and the figures, the staff get who
// asked and for what. Amounts and dates are the quote's as issued (the link shows them live); the
// business's name and contact details are the facts as loaded when the e-mail is sent.

function cruiseLabel(price: PriceCalculationResult): string {
  return price.kind === 'private' ? `${price.packageName}, private cruise on ${price.boat.displayName}` : `ATX Disco Cruise, ${price.packageName}`;
}

function extrasLabel(price: PriceCalculationResult): string | undefined {
  if (price.kind === 'private') return price.lilyPad ? 'Giant lily pad float' : undefined;
  return price.brideFree ? 'The bride rides free' : undefined;
}

function cruiseRows(quote: StoredQuote): DetailRow[] {
  const { price } = quote;
  return [
    ['Event', eventTypeByKey(quote.selection.eventType).label],
    ['Cruise', cruiseLabel(price)],
    ['Extras', extrasLabel(price)],
    ...extrasRows(price.breakdown.lineItems),
    ['Date', formatWrittenDate(price.eventDate)],
    ['Guests', price.groupSize],
    ['Total', `${formatMoney(price.totalPrice)} (tax and gratuity included)`],
    ['Per person', formatMoney(price.perPersonCost)],
    ['Deposit to book', `${formatMoney(price.depositAmount)} (${price.depositPercent}%)`],
    ['Price held until', formatWrittenDate(quote.expiresOn)],
  ];
}

function depositTerms(price: PriceCalculationResult): string {
  const deposit = `${price.depositPercent}% deposit (${formatMoney(price.depositAmount)})`;
  const balance = `the balance (${formatMoney(price.balanceDue)}) is due by ${formatWrittenDate(price.remainingBalanceDueAt)}`;
  return price.isUrgentBooking
    ? `Your cruise is less than ${URGENT_BOOKING_THRESHOLD_DAYS} days away, so booking takes a ${deposit}, paid within ${URGENT_PAYMENT_WINDOW_HOURS} hours; ${balance}.`
    : `A ${deposit} secures your date; ${balance}.`;
}

/** "Your quote Q-…": the guest's link, the figures and what happens next. */
export function guestQuoteEmail(quote: StoredQuote, link: string, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const reference = quoteReference(quote.id);
  const firstName = firstNameOf(quote.contact.name);
  const subject = subjectLine(`Your quote ${reference} from ${facts.name}`);
  const rows = cruiseRows(quote);
  const inclusions = quoteInclusions(quote.price);
  const phone = facts.phone;
  const email = facts.email;
  const nextSteps = [
    'Share the link with your group: it shows the full price breakdown and everything included.',
    `Ready to book? Open your quote, choose a time and press Book this cruise: your boat is held while we take the deposit. Or call us at ${phone.display}. ${depositTerms(quote.price)}`,
    `Your price is held until ${formatWrittenDate(quote.expiresOn)}. After that we are happy to send a fresh quote.`,
  ];

  const text = textEmail(
    [
      `Hi ${firstName},`,
      `Thanks for planning your cruise with ${facts.name}. Here is your quote ${reference}.`,
      `View your quote: ${link}`,
      detailsText(rows),
      `Included:\n${inclusions.map((item) => `- ${item}`).join('\n')}`,
      quote.notes && `Your note for the crew:\n${quote.notes}`,
      `What happens next:\n${nextSteps.map((step) => `- ${step}`).join('\n')}`,
      `Questions? Call ${phone.display} or e-mail ${email.address}.`,
    ],
    facts,
    portal,
  );

  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Your quote ${reference}</h1>
<p>Hi ${firstName},</p>
<p>Thanks for planning your cruise with ${facts.name}. Here is your quote ${reference}.</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your quote</a></p>
<p style="font-size:13px;color:#44546a">Or open this link: <a href="${link}">${link}</a></p>
${detailsHtml(rows, 'Your cruise')}
<h2 style="font-size:18px;margin:24px 0 8px">Included</h2>
<ul>${inclusions.map((item) => html`<li>${item}</li>`)}</ul>
${quote.notes ? html`<h2 style="font-size:18px;margin:24px 0 8px">Your note for the crew</h2><p style="white-space:pre-line">${quote.notes}</p>` : null}
<h2 style="font-size:18px;margin:24px 0 8px">What happens next</h2>
<ul>${nextSteps.map((step) => html`<li>${step}</li>`)}</ul>
<p>Questions? Call <a href="${phone.href}">${phone.display}</a> or e-mail <a href="${email.href}">${email.address}</a>.</p>`;

  return { subject, text, html: htmlEmail(subject, body, facts, link, portal) };
}

/** "New quote Q-…: <name>": who asked, for what, from where, with the link. */
export function staffQuoteEmail(quote: StoredQuote, link: string, facts: BusinessFacts): EmailContent {
  const reference = quoteReference(quote.id);
  const subject = subjectLine(`New quote ${reference}: ${quote.contact.name}`);
  const contactRows: DetailRow[] = [
    ['Name', quote.contact.name],
    ['E-mail', quote.contact.email],
    ['Phone', quote.contact.phone],
  ];
  const originRows: DetailRow[] = [
    ['Source', quote.source],
    ['Affiliate code', quote.affiliateCode],
    ['Lead', quote.leadId],
    ['Issued', formatDate(quote.issuedOn)],
    ['Quote id', quote.id],
  ];
  const rows = cruiseRows(quote);

  const text = textEmail(
    [
      `New quote ${reference} from ${quote.contact.name}.`,
      `Quote: ${link}`,
      `Contact\n${detailsText(contactRows)}`,
      `Cruise\n${detailsText(rows)}`,
      quote.notes && `Notes\n${quote.notes}`,
      `Origin\n${detailsText(originRows)}`,
    ],
    facts,
  );

  const body = html`<h1 style="font-size:22px;margin:0 0 16px">New quote ${reference}</h1>
<p>${quote.contact.name} saved a quote. <a href="${link}">Open the quote</a></p>
${detailsHtml(contactRows, 'Contact')}
${detailsHtml(rows, 'Cruise')}
${quote.notes ? html`<h2 style="font-size:18px;margin:24px 0 8px">Notes</h2><p style="white-space:pre-line">${quote.notes}</p>` : null}
${detailsHtml(originRows, 'Origin')}`;

  return { subject, text, html: htmlEmail(subject, body, facts, link) };
}
