import type { BusinessFacts } from '#domain/site/business.ts';
import type { EmailAttachment } from '../../../adapters/dynamodb/outbox-repository.ts';
import { html, type HtmlValue, type SafeHtml } from '../../../platform/html/html.ts';
import { portalSentence, type PortalLink } from './portal-links.ts';

// The frame every e-mail shares, as HTML and as plain text. E-mail clients ignore style sheets,
// so the few styles are inline; the text body says everything the HTML body says. Every template
// takes the business facts as loaded at send time (functions/app/site/business-facts.ts),
// so a phone number staff changed on /settings is in the next e-mail, not the next deploy.

/** What a template produces; the consumer adds the envelope (to, from) and the outbox keeps it. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** A label and its value; rows without a value are left out. */
export type DetailRow = readonly [label: string, value: string | number | undefined];

const present = (rows: readonly DetailRow[]) => rows.filter((row): row is readonly [string, string | number] => row[1] !== undefined && row[1] !== '');

export function detailsText(rows: readonly DetailRow[]): string {
  return present(rows)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export function detailsHtml(rows: readonly DetailRow[], caption: string): SafeHtml {
  return html`<table style="border-collapse:collapse;margin:16px 0;font-size:15px">
<caption style="text-align:left;font-weight:bold;padding-bottom:8px">${caption}</caption>
${present(rows).map(
  ([
    label,
    value,
  ]) => html`<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top;color:#44546a">${label}</th><td style="padding:4px 0">${value}</td></tr>
`,
)}</table>`;
}

/** Subjects are one line whatever a guest typed into the name field. */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const contactLine = (facts: BusinessFacts) => `${facts.name} · ${facts.location.display} · ${facts.phone.display} · ${facts.email.address}`;

/** A guest's e-mail passes its portal link, which closes the body; the staff's e-mails have none. */
export function textEmail(paragraphs: ReadonlyArray<string | undefined | false>, facts: BusinessFacts, portal?: PortalLink): string {
  const closing = portal ? `${portalSentence(portal)}\n${portal.href}` : undefined;
  // '-- ' on its own line is the signature delimiter mail clients recognise.
  return `${[...[...paragraphs, closing].filter((p): p is string => typeof p === 'string' && p !== ''), `-- \n${contactLine(facts)}`].join('\n\n')}\n`;
}

function portalParagraph(portal: PortalLink): SafeHtml {
  return html`<p style="border-top:1px solid #d8e0e8;margin-top:24px;padding-top:12px">${portalSentence(portal)} <a href="${portal.href}">Open your guest portal</a></p>`;
}

/**
 * The HTML frame, headed by the logo. The logo is a PNG on the site (frontend/public/email-logo.png,
 * the favicon drawn at 96 px: mail clients do not show SVG) at `siteUrl`, which templates take from
 * the link they carry, so a local stack's e-mails show the local site's logo.
 */
export function htmlEmail(subject: string, body: HtmlValue, facts: BusinessFacts, siteUrl: string = facts.website, portal?: PortalLink): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f3f6f9;color:#1b2a3a;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<header style="margin-bottom:16px"><img src="${new URL('/email-logo.png', siteUrl).href}" width="48" height="48" alt="${facts.name}" style="display:block;border:0"></header>
<main>
${body}
${portal ? portalParagraph(portal) : ''}
</main>
<footer style="border-top:1px solid #d8e0e8;margin-top:24px;padding-top:8px">
<p style="font-size:13px;color:#44546a">${facts.name} · ${facts.location.display}<br>
<a href="${facts.phone.href}">${facts.phone.display}</a> · <a href="${facts.email.href}">${facts.email.address}</a></p>
</footer>
</div>
</body>
</html>
`.value;
}
