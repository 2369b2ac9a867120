import { marinaAddress, type BusinessFacts } from '#domain/site/business.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { clockLabel, slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import { groupMembers, type GroupMember } from '#domain/portal/group-members.ts';
import { waiverPath } from '#domain/portal/portal-links.ts';
import { payPath } from '#domain/payments/split-payments.ts';
import type { Config } from '../../platform/config.ts';
import { html } from '../../platform/html/html.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { manifestRepository } from '../../adapters/dynamodb/manifest-repository.ts';
import { groupMemberRole } from '../../adapters/dynamodb/outbox-repository.ts';
import type { EventEmail } from '../shared/email/send-event-emails.ts';
import type { BookingEventData } from '../booking/booking-emails.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';

// What the rest of the group hears when the organiser's trip moves or is cancelled (issue 31): each
// member's own e-mail, saying what the change means for them (sign the waiver for the new date,
// their share stays on the booking, or comes back to their card). No figure of the organiser's
// beyond what the share page shows a friend; the link is the member's own page (the waiver or the
// share page), never the organiser's quote.

export type GroupChange = 'moved' | 'cancelled';

/** The member's page: the share page for a friend who paid, else the group's waiver page. */
export interface GroupLinks {
  waiver?: string;
  share?: string;
}

function whatItMeans(change: GroupChange, member: GroupMember, booking: BookingEventData, organiser: string, facts: BusinessFacts): string[] {
  const said: string[] = [];
  if (change === 'moved') {
    if (member.invited)
      said.push(
        member.signed
          ? 'The waiver you signed stands for the new date: there is nothing for you to do.'
          : 'Please sign the waiver before the cruise: it takes two minutes.',
      );
    const kept = member.sharePaid - member.shareRefunded;
    if (kept > 0) said.push(`The ${formatMoney(kept)} you paid toward it stays on the booking.`);
    return said;
  }
  if (member.sharePaid > 0) {
    said.push(
      booking.refundDue
        ? `You paid ${formatMoney(member.sharePaid)} toward it. Under the terms ${organiser} accepted it is refunded to the card you paid with, and you will get a receipt by e-mail when it is made.`
        : `You paid ${formatMoney(member.sharePaid)} toward it. The cancellation falls outside the refund window of the terms ${organiser} accepted, so it is not refunded by itself: call us at ${facts.phone.display} to talk it over.`,
    );
  }
  return said;
}

/** The e-mail one member of the group gets when the trip moves or is cancelled. */
export function groupTripEmail(change: GroupChange, booking: BookingEventData, member: GroupMember, links: GroupLinks, facts: BusinessFacts): EmailContent {
  const organiser = firstNameOf(booking.leadGuest.name);
  const { cruise } = booking;
  const heading =
    change === 'moved' ? `${organiser}'s cruise has a new date or time` : `${organiser}'s cruise on ${formatWrittenDate(cruise.date)} is cancelled`;
  const subject = subjectLine(`${heading}, ${facts.name}`);
  const opening =
    change === 'moved'
      ? `${organiser}'s cruise (${booking.reference}) has moved${booking.from ? ` from ${formatWrittenDate(booking.from.date)}, ${clockLabel(booking.from.start)}` : ''} to ${formatWrittenDate(cruise.date)}, ${slotLabel(cruise)}, on ${boatById(cruise.boatId).name}.`
      : `${organiser}'s cruise (${booking.reference}) on ${formatWrittenDate(cruise.date)} has been cancelled.`;
  const said = [opening, ...whatItMeans(change, member, booking, organiser, facts), `Questions? Call us at ${facts.phone.display}.`];
  const link = links.share ?? links.waiver;
  const linkLabel = links.share ? 'Open your share page' : member.invited && !member.signed && change === 'moved' ? 'Sign the waiver' : 'Open the trip';
  const rows: DetailRow[] =
    change === 'moved'
      ? [
          ['Date', formatWrittenDate(cruise.date)],
          ['Time', slotLabel(cruise)],
          ['Boat', boatById(cruise.boatId).name],
          ['Meet at', marinaAddress(facts)],
        ]
      : [];
  const greeting = `Hi ${member.name ? firstNameOf(member.name) : 'there'},`;
  const text = textEmail([greeting, ...said, link ? `${linkLabel}: ${link}` : undefined, rows.length > 0 ? detailsText(rows) : undefined], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">${heading}</h1>
<p>${greeting}</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
${link ? html`<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${linkLabel}</a></p>` : ''}
${rows.length > 0 ? detailsHtml(rows, 'The cruise') : ''}`;
  return { subject, text, html: htmlEmail(subject, body, facts, link ?? facts.website) };
}

/** The group's e-mails for a move or a cancellation, one per member (groupMembers), each under a role of its own. */
export async function groupTripEmails(config: Config, change: GroupChange, booking: BookingEventData, facts: BusinessFacts): Promise<EventEmail[]> {
  const [stored, manifest, entries] = await Promise.all([
    bookingsRepository(config).get(booking.bookingId),
    manifestRepository(config).get(booking.bookingId),
    manifestRepository(config).entries(booking.bookingId),
  ]);
  if (!stored) throw new Error(`Booking ${booking.bookingId} is not in the table`);
  const page = (path: string) => new URL(path, config.SITE_URL).href;
  return groupMembers(stored, entries).map((member) => {
    const links: GroupLinks = {
      ...(manifest && member.invited ? { waiver: page(waiverPath(manifest.token)) } : {}),
      ...(stored.split && member.sharePaid > 0 ? { share: page(payPath(stored.split.shareToken)) } : {}),
    };
    return {
      role: groupMemberRole(member.email),
      to: member.email,
      replyTo: facts.email.address,
      content: groupTripEmail(change, booking, member, links, facts),
    };
  });
}
