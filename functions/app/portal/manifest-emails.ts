import { marinaAddress, type BusinessFacts } from '#domain/site/business.ts';
import { formatDate } from '#domain/shared/dates.ts';
import type { ManifestTrip } from '#domain/portal/manifest.ts';
import { html } from '../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from '../shared/email/layout.ts';

// The waiver e-mails (decision 023): the organiser's invitation and staff's reminder. Both carry
// the group's waiver link; neither says anything about money.

export interface WaiverEmailInput {
  kind: 'invitation' | 'reminder';
  organiserFirstName: string;
  trip: ManifestTrip;
  requiresTwentyOne: boolean;
  link: string;
}

export function waiverEmail(input: WaiverEmailInput, facts: BusinessFacts): EmailContent {
  const { trip } = input;
  const host = input.organiserFirstName || 'Your organiser';
  const subject =
    input.kind === 'invitation'
      ? subjectLine(`${host} invited you on a Lake Travis cruise on ${formatDate(trip.date)}: sign the waiver`)
      : subjectLine(`Reminder: sign the waiver for your cruise on ${formatDate(trip.date)}, ${facts.name}`);
  const rows: DetailRow[] = [
    ['Cruise', trip.packageName],
    ['Date', formatDate(trip.date)],
    ['Time', trip.slotLabel],
    ['Boat', trip.boatName],
    ['Departs from', marinaAddress(facts)],
  ];
  const said = [
    input.kind === 'invitation'
      ? `${host} has invited you on their cruise with ${facts.name} and asked you to sign the waiver before the day.`
      : `We have not had your signed waiver for this cruise yet. Every guest signs one before boarding.`,
    'It takes two minutes: read it, add your name and sign.',
    ...(input.requiresTwentyOne ? ['This cruise is for guests 21 and over: you will be asked for your date of birth, and to show photo ID at boarding.'] : []),
    facts.arrival.guidance,
  ];
  const text = textEmail(['Hi,', ...said, `Sign the waiver: ${input.link}`, detailsText(rows)], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">${input.kind === 'invitation' ? 'You are invited on the lake' : 'Your waiver is still to sign'}</h1>
<p>Hi,</p>
${said.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><a href="${input.link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Sign the waiver</a></p>
${detailsHtml(rows, 'Your cruise')}`;
  return { subject, text, html: htmlEmail(subject, body, facts) };
}
