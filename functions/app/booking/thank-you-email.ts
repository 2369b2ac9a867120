import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import { rebookPath, reviewFormPath } from '#domain/booking/thank-you.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { html } from '../../platform/html/html.ts';
import { htmlEmail, subjectLine, textEmail, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';
import type { ThankYouLinks } from '../shared/email/template-values.ts';

// The thank-you the day after the cruise (issue 29, decision 078): a thank-you, the review form
// (the site's, which staff approve before it shows, and Google's), and a link to book again with
// the group's choices. Staff may reword it on /templates; this is the e-mail when they have not.

/** The review form with the booking named, and /book with the group's choices, on `siteUrl`. */
export function thankYouLinks(booking: StoredBooking, siteUrl: string): ThankYouLinks {
  return {
    review: new URL(reviewFormPath(bookingReference(booking.id)), siteUrl).href,
    rebook: new URL(rebookPath(booking.selection), siteUrl).href,
  };
}

const button = (href: string, label: string) =>
  html`<a href="${href}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${label}</a>`;

export function thankYouEmail(booking: StoredBooking, links: ThankYouLinks, facts: BusinessFacts, portal: PortalLink): EmailContent {
  const subject = subjectLine(`Thank you for cruising with ${facts.name}`);
  const firstName = firstNameOf(booking.leadGuest.name);
  const thanks = `Thank you for cruising with us on ${formatWrittenDate(booking.slot.date)}. We hope your group had a wonderful day on Lake Travis.`;
  const ask = 'Would you tell us how it went? A few words help other groups choose, and our crew reads every one.';
  const again = "Planning the next one? Book again with your group's choices filled in: pick a date and see your price at once.";
  const text = textEmail(
    [`Hi ${firstName},`, thanks, ask, `Review your cruise on our site: ${links.review}`, `Or on Google: ${facts.googleReviewUrl}`, `${again}\n${links.rebook}`],
    facts,
    portal,
  );
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Thank you for cruising with us</h1>
<p>Hi ${firstName},</p>
<p>${thanks}</p>
<p>${ask}</p>
<p>${button(links.review, 'Review your cruise')}${button(facts.googleReviewUrl, 'Review us on Google')}</p>
<p>${again}</p>
<p><a href="${links.rebook}">Book again</a></p>`;
  return { subject, text, html: htmlEmail(subject, body, facts, links.review, portal) };
}
