import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '#domain/people/staff-roles.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { html } from '../../platform/html/html.ts';
import { htmlEmail, subjectLine, textEmail, type EmailContent } from '../shared/email/layout.ts';

/** The teammate's invitation (decision 075): who asked, the role and what it opens, and the link to choose a password. */
export function teamInviteEmail(invite: { role: StaffRole; invitedBy: string; expiresAt: string }, link: string, facts: BusinessFacts): EmailContent {
  const role = STAFF_ROLE_LABELS[invite.role];
  const subject = subjectLine(`You are invited to the ${facts.name} back office`);
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(invite.expiresAt));
  const said = [
    `${invite.invitedBy} invited you to join the ${facts.name} team as ${role === 'Office' ? 'office staff' : `a ${role.toLowerCase()}`}.`,
    `${role}: ${STAFF_ROLE_DESCRIPTIONS[invite.role]}`,
    `Open the link to choose your password. It works once, until ${until}.`,
  ];
  const unasked = 'If you did not expect this, you can ignore this e-mail: no account is made without the link.';
  const text = textEmail([...said, `Join: ${link}`, unasked], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">You are invited to the team</h1>
${said.map((line) => html`<p>${line}</p>`)}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Choose your password</a></p>
<p style="color:#44546a;font-size:14px">${unasked}</p>`;
  return { subject, text, html: htmlEmail(subject, body, facts, new URL(link).origin) };
}
