import { marinaAddress, marinaMapUrl, whatToBring, type BusinessFacts } from '#domain/site/business.ts';
import { formatDate, formatInstant, formatWrittenDate } from '#domain/shared/dates.ts';
import { boatById, type BoatId } from '#domain/pricing/fleet.ts';
import { clockLabel, clockTimeBefore, slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import type { BookingCancelled, BookingChanged, BookingConfirmed, BookingMoved, BookingRequested } from '#events/bookings.ts';
import type * as z from '#domain/shared/zod.ts';
import { html } from '../../platform/html/html.ts';
import { bookingCalendarFile } from './booking-calendar.ts';
import { extrasRows } from '../shared/email/extras-rows.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';
import type { PortalLink } from '../shared/email/portal-links.ts';

// The e-mails a booking's life sends: the guest hears when it is reserved (with the deposit due
// and a calendar file), confirmed, cancelled or released; the staff get each change. Everything
// comes from the event (figures the domain worked out when the booking was made) and the
// business facts as loaded at send time.

export type BookingEventData = z.infer<(typeof BookingRequested)['data']> &
  Partial<z.infer<(typeof BookingCancelled)['data']>> &
  Partial<z.infer<(typeof BookingConfirmed)['data']>> &
  Partial<Omit<z.infer<(typeof BookingMoved)['data']>, 'from'>> &
  Partial<Omit<z.infer<(typeof BookingChanged)['data']>, 'from'>> & { from?: { date: string; start: string; boatId: BoatId } | undefined };
export type BookingEmailKind = 'requested' | 'confirmed' | 'cancelled' | 'released' | 'moved' | 'changed';

function cruiseRows(booking: BookingEventData, facts: BusinessFacts): DetailRow[] {
  const { cruise } = booking;
  return [
    ['Booking', booking.reference],
    ['Cruise', cruise.kind === 'disco' ? `ATX Disco Cruise, ${cruise.packageName}` : `${cruise.packageName}, private cruise`],
    ['Date', formatWrittenDate(cruise.date)],
    ['Time', slotLabel(cruise)],
    ['Boat', boatById(cruise.boatId).name],
    ['Meet at', marinaAddress(facts)],
    ['Guests', cruise.groupSize],
    ...extrasRows(booking.extras ?? []),
    ['Total', `${formatMoney(booking.totalPrice)} (tax and gratuity included)`],
    ['Deposit', formatMoney(booking.depositAmount)],
    ['Balance due by', formatWrittenDate(booking.balanceDueOn)],
  ];
}

/** What the group needs on the day, in the e-mails for a cruise that is going ahead. */
function beforeYouSail(booking: BookingEventData, facts: BusinessFacts, termsLink: string) {
  const arriveBy = clockLabel(clockTimeBefore(booking.cruise.start, facts.arrival.minutesEarly));
  const arrive = `Arrive by ${arriveBy}, ${facts.arrival.minutesEarly} minutes before departure, at ${marinaAddress(facts)}, so we can check your group in and cast off on time.`;
  const toBring = whatToBring(booking.cruise.kind);
  const bring = `What to bring: ${toBring.join('; ')}. Coolers with ice are aboard.`;
  const terms = 'Your booking follows the terms and cancellation policy you accepted when you booked.';
  return {
    text: `Before you sail
${arrive}
Map: ${marinaMapUrl(facts)}
${bring}
${terms} ${termsLink}`,
    html: html`<h2 style="font-size:18px;margin:24px 0 8px">Before you sail</h2>
<p>${arrive} <a href="${marinaMapUrl(facts)}">Open the marina in Maps</a></p>
<p style="margin-bottom:4px">What to bring:</p>
<ul style="margin-top:0">${toBring.map((item) => html`<li>${item}</li>`)}</ul>
<p>Coolers with ice are aboard. ${terms} <a href="${termsLink}">Read the terms</a></p>`,
  };
}

function paragraphs(kind: Exclude<BookingEmailKind, 'changed'>, booking: BookingEventData, facts: BusinessFacts): string[] {
  const phone = facts.phone.display;
  switch (kind) {
    case 'requested':
      return [
        `Your ${booking.cruise.kind === 'disco' ? 'disco cruise tickets are' : 'boat is'} reserved for ${formatWrittenDate(booking.cruise.date)}. To confirm the booking, pay the ${formatMoney(booking.depositAmount)} deposit by card${booking.holdExpiresAt ? ` by ${formatInstant(booking.holdExpiresAt)}` : ''}: if you left before paying, open your booking below and pay there, or call us at ${phone}. An unpaid reservation is released after that.`,
        `The balance is due by ${formatWrittenDate(booking.balanceDueOn)}. A calendar file for your cruise is attached.`,
      ];
    case 'confirmed':
      // A cruise a promo code made free is confirmed when booked: there was no deposit (decision 027).
      if (booking.totalPrice === 0)
        return [`Your cruise on ${formatWrittenDate(booking.cruise.date)} is confirmed, with nothing to pay. See you on the water!`];
      return [
        `We received your deposit: your cruise on ${formatWrittenDate(booking.cruise.date)} is confirmed. See you on the water!`,
        `The balance is due by ${formatWrittenDate(booking.balanceDueOn)}.`,
      ];
    case 'cancelled':
      return [
        `Your booking ${booking.reference} for ${formatDate(booking.cruise.date)} has been cancelled.`,
        booking.refundDue
          ? `Under the cancellation terms you accepted, what you paid (${formatMoney(booking.amountPaid ?? 0)}) will be refunded.`
          : (booking.amountPaid ?? 0) > 0
            ? 'This cancellation is outside the refund window of the terms you accepted.'
            : '',
        `Questions? Call us at ${phone}.`,
      ].filter(Boolean);
    case 'moved':
      return [
        `Your cruise ${booking.reference} has moved${booking.from ? ` from ${formatWrittenDate(booking.from.date)}, ${clockLabel(booking.from.start)}` : ''} to ${formatWrittenDate(booking.cruise.date)}, ${slotLabel(booking.cruise)}, on ${boatById(booking.cruise.boatId).name}.`,
        `The updated calendar file is attached; it replaces the old entry. Questions? Call us at ${phone}.`,
      ];
    case 'released':
      return [
        `We did not receive the deposit for booking ${booking.reference} in time, so the reservation for ${formatDate(booking.cruise.date)} has been released.`,
        `Still want to go? Open your quote and book again if the date is still free, or call us at ${phone}.`,
      ];
  }
}

const GUEST_SUBJECTS: Record<BookingEmailKind, (reference: string) => string> = {
  requested: (reference) => `Your cruise is reserved (${reference}): deposit due`,
  confirmed: (reference) => `Your cruise is confirmed (${reference})`,
  cancelled: (reference) => `Your booking ${reference} is cancelled`,
  released: (reference) => `Your reservation ${reference} was released`,
  moved: (reference) => `Your cruise ${reference} has a new date or time`,
  changed: (reference) => `Your booking ${reference} was changed`,
};

/** The guest's e-mail for a booking event; reserved and confirmed carry the calendar file. */
export function guestBookingEmail(
  kind: BookingEmailKind,
  booking: BookingEventData,
  link: string,
  facts: BusinessFacts,
  changedAt: Date,
  portal: PortalLink,
  /** What a staff edit says (booking-change-emails.ts, its own consumer's): the other kinds' words are built in here. */
  changeWords: string[] = [],
): EmailContent {
  const subject = subjectLine(`${GUEST_SUBJECTS[kind](booking.reference)}, ${facts.name}`);
  const firstName = firstNameOf(booking.leadGuest.name);
  const said = kind === 'changed' ? changeWords : paragraphs(kind, booking, facts);
  const rows = cruiseRows(booking, facts);
  // A cruise still going ahead gets the calendar file and what the group needs on the day.
  const goingAhead = kind === 'requested' || kind === 'confirmed' || kind === 'moved' || kind === 'changed';
  const onTheDay = goingAhead ? beforeYouSail(booking, facts, new URL('/terms', link).href) : null;
  const text = textEmail([`Hi ${firstName},`, ...said, `Your booking: ${link}`, detailsText(rows), onTheDay?.text], facts, portal);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">${GUEST_SUBJECTS[kind](booking.reference)}</h1>
<p>Hi ${firstName},</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">View your booking</a></p>
${detailsHtml(rows, 'Your cruise')}
${onTheDay?.html ?? ''}`;
  return {
    subject,
    text,
    html: htmlEmail(subject, body, facts, link, portal),
    ...(goingAhead
      ? {
          attachments: [
            bookingCalendarFile(
              {
                id: booking.bookingId,
                reference: booking.reference,
                slot: { ...booking.cruise, seats: booking.cruise.groupSize },
                packageName: booking.cruise.packageName,
                groupSize: booking.cruise.groupSize,
                link,
                sequence: booking.moveCount ?? 0,
                changedAt,
              },
              facts,
            ),
          ],
        }
      : {}),
  };
}

const STAFF_SUBJECTS: Record<BookingEmailKind, string> = {
  requested: 'New booking',
  confirmed: 'Deposit recorded, booking confirmed',
  cancelled: 'Booking cancelled',
  released: 'Booking released (deposit not paid)',
  moved: 'Booking moved',
  changed: 'Booking changed',
};

/** The staff's e-mail for a booking event: what changed, who, and the link to the back office. */
export function staffBookingEmail(kind: BookingEmailKind, booking: BookingEventData, adminLink: string, facts: BusinessFacts): EmailContent {
  // A cruise a promo code made free is confirmed with no deposit to record (decision 027).
  const headline = kind === 'confirmed' && booking.totalPrice === 0 ? 'Free cruise booked (promo code), booking confirmed' : STAFF_SUBJECTS[kind];
  const subject = subjectLine(`${headline} ${booking.reference}: ${booking.leadGuest.name}, ${formatDate(booking.cruise.date)}`);
  const contactRows: DetailRow[] = [
    ['Name', booking.leadGuest.name],
    ['E-mail', booking.leadGuest.email],
    ['Phone', booking.leadGuest.phone],
  ];
  const changeRows: DetailRow[] = [
    ['Deposit due by', kind === 'requested' && booking.holdExpiresAt ? formatInstant(booking.holdExpiresAt) : undefined],
    ['Paid so far', booking.amountPaid !== undefined ? formatMoney(booking.amountPaid) : undefined],
    ['Moved from', booking.from ? `${formatDate(booking.from.date)}, ${clockLabel(booking.from.start)}, ${boatById(booking.from.boatId).name}` : undefined],
    ['Changed by', booking.changedBy],
    ...(booking.changes ?? []).map((change): DetailRow => [change.what, `${change.from} → ${change.to}`]),
    ['Still owed', booking.remaining !== undefined ? formatMoney(booking.remaining) : undefined],
    ['Reason', booking.reason],
    ['Refund due', booking.refundDue === undefined ? undefined : booking.refundDue ? 'Yes' : 'No'],
  ];
  const text = textEmail(
    [
      `${headline}: ${booking.reference}.`,
      `Back office: ${adminLink}`,
      `Guest\n${detailsText(contactRows)}`,
      `Cruise\n${detailsText(cruiseRows(booking, facts))}`,
      detailsText(changeRows),
    ],
    facts,
  );
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">${headline}: ${booking.reference}</h1>
<p><a href="${adminLink}">Open the booking in the back office</a></p>
${detailsHtml(contactRows, 'Guest')}
${detailsHtml(cruiseRows(booking, facts), 'Cruise')}
${detailsHtml(changeRows, 'Change')}`;
  return { subject, text, html: htmlEmail(subject, body, facts, adminLink) };
}
