import { addDays, instantAt, type IsoDate } from '../shared/dates.ts';
import type { QuoteSelection } from './quotes.ts';

// The thank-you e-mail the day after the cruise (issue 29, decision 078): when it is due, and the
// two links it carries: the review form on /testimonials-faq, and a new booking with the group's
// choices filled in. Pure rules; the job that sends it is functions/app/booking/thank-you-emails.ts.

/** Sent from 10 AM Austin time: a thank-you at one in the morning reads as a machine's. */
export const THANK_YOU_SEND_FROM = '10:00';

/**
 * How many days after the cruise it may still go: the day after, or the day after that when the
 * job could not run (an outage, a deploy); later than that a thank-you is stale and is not sent.
 */
export const THANK_YOU_LATEST_DAYS_AFTER = 2;

/** The cruise dates whose guests are thanked today, oldest first. */
export function thankYouCruiseDates(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -THANK_YOU_LATEST_DAYS_AFTER), to: addDays(today, -1) };
}

export interface ThankYouCandidate {
  status: string;
  slot: { date: IsoDate };
  /** When the thank-you went; absent until it does. */
  thankYouSentAt?: string | undefined;
}

/**
 * Whether a booking's lead guest is thanked now: a cruise that happened (confirmed, not cancelled
 * or released), one or two days ago, not thanked before, and the morning has come. Whether the
 * guest turned the e-mail off is the sender's to read at send time (decision 025).
 */
export function thankYouDue(booking: ThankYouCandidate, today: IsoDate, now: Date): boolean {
  if (booking.status !== 'confirmed' || booking.thankYouSentAt) return false;
  const { from, to } = thankYouCruiseDates(today);
  if (booking.slot.date < from || booking.slot.date > to) return false;
  return now.getTime() >= instantAt(today, THANK_YOU_SEND_FROM).getTime();
}

/** The anchor of the review form on /testimonials-faq. */
export const REVIEW_FORM_ANCHOR = 'leave-a-review';

/** The site's review form, with the booking named so the review is known to be a guest's. */
export function reviewFormPath(reference: string): string {
  return `/testimonials-faq?${new URLSearchParams({ booking: reference })}#${REVIEW_FORM_ANCHOR}`;
}

/**
 * /book with the group's choices filled in (its parameters: `package`, `groupSize`, `eventType`).
 * The date is the guest's to pick, and the name, e-mail and phone are left out on purpose: a link
 * in an e-mail is forwarded, logged and counted by analytics, and contact details have no place in it.
 */
export function rebookPath(selection: QuoteSelection): string {
  const packageKey = selection.kind === 'private' ? selection.packageType : selection.discoPackage;
  return `/book?${new URLSearchParams({ package: packageKey, groupSize: String(selection.groupSize), eventType: selection.eventType })}`;
}
