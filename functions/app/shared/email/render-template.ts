import {
  emailTemplateKindInfo,
  parsedTemplate,
  renderTemplateText,
  templateValue,
  type EmailTemplateKind,
  type EmailTemplateText,
  type TemplatePart,
} from '#domain/content/email-templates.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { escapeHtml, html, SafeHtml } from '../../../platform/html/html.ts';
import { detailsHtml, detailsText, htmlEmail, subjectLine, textEmail, type DetailRow, type EmailContent } from './layout.ts';
import type { PortalLink } from './portal-links.ts';
import { NO_EXTRAS, type TemplateValues } from './template-values.ts';

// A staff template turned into an e-mail (decision 029). The HTML staff text may make is
// paragraphs (a blank line), line breaks and links (a link placeholder, or an http(s) address
// typed in the text); everything else, the staff's text and every value alike, is escaped, so
// neither staff nor a guest's name can put markup into an e-mail.

const ADDRESS = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/;

function link(href: string): string {
  // The address is the link's text: a long one breaks anywhere rather than run off a phone's screen.
  return `<a href="${escapeHtml(href)}" style="word-break:break-all">${escapeHtml(href)}</a>`;
}

function textHtml(text: string): string {
  return text
    .split(ADDRESS)
    .map((piece, index) => (index % 2 === 1 ? link(piece) : escapeHtml(piece)))
    .join('');
}

/** The body's HTML: paragraphs from blank lines, links from link placeholders and typed addresses. */
export function renderTemplateHtml(kind: EmailTemplateKind, parts: readonly TemplatePart[], values: TemplateValues): SafeHtml {
  const links = new Set(
    emailTemplateKindInfo(kind)
      .placeholders.filter((placeholder) => placeholder.link)
      .map((placeholder) => placeholder.name),
  );
  const markup = parts
    .map((part) => {
      if ('text' in part) return textHtml(part.text);
      const value = templateValue(values, part.placeholder);
      return links.has(part.placeholder) && /^https?:\/\//.test(value) ? link(value) : escapeHtml(value);
    })
    .join('');
  const paragraphs = markup
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return new SafeHtml(paragraphs.map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>\n')}</p>`).join('\n'));
}

/** An add-on or discount row only when there is one, as the built-in e-mails list them. */
const extra = (value: string | undefined) => (value === NO_EXTRAS ? undefined : value);

/** The booked cruise, as every booking e-mail's table starts. */
const cruiseRows = (values: TemplateValues): DetailRow[] => [
  ['Booking', values['booking.reference']],
  ['Cruise', values['cruise.package']],
  ['Date', values['cruise.date']],
  ['Time', values['cruise.time']],
  ['Boat', values['cruise.boat']],
  ['Guests', values['cruise.groupSize']],
];

/** The figures under the staff's message, as the built-in e-mails show them. */
function rowsFor(kind: EmailTemplateKind, values: TemplateValues): { caption: string; rows: DetailRow[] } | null {
  // After the cruise the money is settled: the thank-you names the cruise, not its balance.
  if (kind === 'thank-you') return { caption: 'Your cruise', rows: cruiseRows(values) };
  switch (emailTemplateKindInfo(kind).source) {
    case 'quote':
      return {
        caption: 'Your cruise',
        rows: [
          ['Quote', values['quote.reference']],
          ['Cruise', values['cruise.package']],
          ['Date', values['cruise.date']],
          ['Guests', values['cruise.groupSize']],
          ['Add-ons', extra(values['cruise.addOns'])],
          ['Discount', extra(values['cruise.discount'])],
          ['Total', values['quote.total'] && `${values['quote.total']} (tax and gratuity included)`],
          ['Per person', values['quote.perPerson']],
          ['Deposit to book', values['quote.deposit']],
          ['Price held until', values['quote.expiresOn']],
        ],
      };
    case 'booking':
      return {
        caption: 'Your cruise',
        rows: [
          ...cruiseRows(values),
          ['Add-ons', extra(values['cruise.addOns'])],
          ['Discount', extra(values['cruise.discount'])],
          ['Total', values['booking.total'] && `${values['booking.total']} (tax and gratuity included)`],
          ['Paid so far', values['booking.paid']],
          ['Balance', values['booking.balanceDue']],
          ['Balance due by', values['booking.balanceDueOn']],
        ],
      };
    case 'guest':
    case 'staff':
      return null;
  }
}

export interface TemplatedEmailContext {
  facts: BusinessFacts;
  /** The site the e-mail's logo and links come from. */
  siteUrl: string;
  portal?: PortalLink;
}

/** The e-mail a stored template makes: its subject, the staff's message, then the figures. */
export function templatedEmail(kind: EmailTemplateKind, template: EmailTemplateText, values: TemplateValues, context: TemplatedEmailContext): EmailContent {
  const subject = subjectLine(renderTemplateText(parsedTemplate(template.subject), values));
  const bodyParts = parsedTemplate(template.body);
  const details = rowsFor(kind, values);
  const text = textEmail([renderTemplateText(bodyParts, values).trim(), details ? detailsText(details.rows) : undefined], context.facts, context.portal);
  const body = html`${renderTemplateHtml(kind, bodyParts, values)}
${details ? detailsHtml(details.rows, details.caption) : ''}`;
  return { subject, text, html: htmlEmail(subject, body, context.facts, context.siteUrl, context.portal) };
}
