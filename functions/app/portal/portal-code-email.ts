import type { BusinessFacts } from '#domain/site/business.ts';
import { PORTAL_CODE_TTL_SECONDS } from './portal-codes.ts';
import { html } from '../../platform/html/html.ts';
import { htmlEmail, subjectLine, textEmail, type EmailContent } from '../shared/email/layout.ts';

// The portal sign-in e-mail (decision 022): the code to type on the page that asked for it, and
// a link that signs in on any device. Both work once, for 10 minutes. The code is never in the
// subject: the staff's customer page lists the subjects of the e-mails a guest was sent, and a
// live code there would let anyone in the back office sign in as the guest.

const minutes = PORTAL_CODE_TTL_SECONDS / 60;

export function portalCodeEmail(code: string, link: string, facts: BusinessFacts): EmailContent {
  const subject = subjectLine(`Your ${facts.name} sign-in code`);
  const said = [
    `Use this code to sign in to your trips with ${facts.name}. It works once, for the next ${minutes} minutes.`,
    'Or open the link below and press "Sign in": it works on any phone or computer.',
  ];
  const unasked = 'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.';
  const text = textEmail([...said.slice(0, 1), `Your code: ${code}`, said[1], `Sign in: ${link}`, unasked], facts);
  const body = html`<h1 style="font-size:22px;margin:0 0 16px">Your sign-in code</h1>
<p>${said[0]}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:16px 0" aria-label="Your code: ${code.split('').join(' ')}">${code}</p>
<p>${said[1]}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b5fa5;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Sign in to your trips</a></p>
<p style="color:#44546a;font-size:14px">${unasked}</p>`;
  return { subject, text, html: htmlEmail(subject, body, facts, new URL(link).origin) };
}
