import { lineField, paragraphField } from '../shared/text.ts';
import * as z from '../shared/zod.ts';
import { THANK_YOU_SEND_FROM } from '../booking/thank-you.ts';

// The e-mails staff may reword on /templates (issue 18, decision 029): for each kind, the
// placeholders it offers, the ones it cannot do without, and its default wording, which is the
// built-in e-mail's own text for the usual case. A template is plain text with `{{name}}`
// placeholders and nothing else: no sections, partials or raw output, so a template can neither
// run logic nor put HTML into an e-mail (decision 029 says why a parser this small is enough).

export const EMAIL_TEMPLATE_KINDS = [
  'quote',
  'booking-requested',
  'booking-confirmed',
  'payment-receipt',
  'balance-reminder',
  'thank-you',
  'portal-code',
  'team-invitation',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/**
 * What a kind's values come from, and so what staff pick to preview it with ('guest': either;
 * 'staff': nothing, an e-mail to a teammate is previewed with an example).
 */
export type TemplateSource = 'quote' | 'booking' | 'guest' | 'staff';

export interface Placeholder {
  name: string;
  description: string;
  /** A web address: written as a link in the HTML part. */
  link?: true;
}

export interface EmailTemplateKindInfo {
  kind: EmailTemplateKind;
  label: string;
  /** When the e-mail is sent, for the staff who reword it. */
  sentWhen: string;
  source: TemplateSource;
  placeholders: readonly Placeholder[];
  /** Placeholders the body must use: without them the e-mail cannot do its job. */
  requiredInBody: readonly string[];
  /** Placeholders refused in the subject (the sign-in code: subjects are listed on the staff's customer page, decision 022). */
  forbiddenInSubject: readonly string[];
  defaultSubject: string;
  defaultBody: string;
}

const business: Placeholder[] = [
  { name: 'business.name', description: "The business's name, as on /settings." },
  { name: 'business.phone', description: 'The phone number, as on /settings.' },
  { name: 'business.email', description: 'The contact e-mail address, as on /settings.' },
];
const guest: Placeholder[] = [
  { name: 'guest.firstName', description: 'The first word of the name the guest gave.' },
  { name: 'guest.name', description: 'The full name the guest gave.' },
];
const cruise: Placeholder[] = [
  { name: 'cruise.date', description: 'The cruise date, written out (Saturday, June 14, 2027).' },
  { name: 'cruise.package', description: 'The package (e.g. Essentials).' },
  { name: 'cruise.groupSize', description: 'How many guests.' },
  // Add-ons and promo codes (decision 027).
  { name: 'cruise.addOns', description: 'The add-ons chosen, each with its price (e.g. Coolers on ice $25.00; Live DJ $400.00); empty when there are none.' },
  { name: 'cruise.discount', description: 'The promo code and what it took off (e.g. Promo code SPRING10 −$120.00); empty when there is none.' },
];
const bookedCruise: Placeholder[] = [
  ...cruise,
  { name: 'cruise.time', description: 'The departure and return times (e.g. 11:00 AM to 3:00 PM).' },
  { name: 'cruise.boat', description: "The boat's name." },
];
const booking: Placeholder[] = [
  { name: 'booking.reference', description: 'The booking reference (B-...).' },
  { name: 'booking.link', description: "The guest's booking page (the quote page with the booking).", link: true },
  { name: 'booking.total', description: 'The total price, tax and gratuity included.' },
  { name: 'booking.deposit', description: 'The deposit amount.' },
  { name: 'booking.paid', description: 'What has been paid so far.' },
  { name: 'booking.balanceDue', description: 'What is still owed.' },
  { name: 'booking.balanceDueOn', description: 'The date the balance is due, written out.' },
];

const INFO: Readonly<Record<EmailTemplateKind, Omit<EmailTemplateKindInfo, 'kind'>>> = {
  quote: {
    label: 'Quote',
    sentWhen: 'To the guest when a quote is saved (the chat, /book, or a staff quote).',
    source: 'quote',
    placeholders: [
      ...guest,
      { name: 'quote.reference', description: 'The quote reference (Q-...).' },
      { name: 'quote.link', description: 'The quote page, where the guest books.', link: true },
      { name: 'quote.total', description: 'The total price, tax and gratuity included.' },
      { name: 'quote.perPerson', description: 'The price per guest.' },
      { name: 'quote.deposit', description: 'The deposit to book.' },
      { name: 'quote.expiresOn', description: 'The date the price is held until, written out.' },
      ...cruise,
      ...business,
    ],
    requiredInBody: ['quote.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Your quote {{quote.reference}} from {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

Thanks for planning your cruise with {{business.name}}. Here is your quote {{quote.reference}}.

View your quote: {{quote.link}}

Share the link with your group: it shows the full price breakdown and everything included.

Your price is held until {{quote.expiresOn}}. After that we are happy to send a fresh quote.

Questions? Call {{business.phone}} or e-mail {{business.email}}.`,
  },
  'booking-requested': {
    label: 'Booking reserved (deposit due)',
    sentWhen: 'To the guest when they reserve a cruise, before the deposit is paid. The calendar file stays attached.',
    source: 'booking',
    placeholders: [...guest, ...booking, ...bookedCruise, ...business],
    requiredInBody: ['booking.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Your cruise is reserved ({{booking.reference}}): deposit due, {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

Your boat is reserved for {{cruise.date}}. To confirm the booking, pay the {{booking.deposit}} deposit by card: open your booking below and pay there, or call us at {{business.phone}}. An unpaid reservation is released after that.

The balance is due by {{booking.balanceDueOn}}. A calendar file for your cruise is attached.

Your booking: {{booking.link}}`,
  },
  'booking-confirmed': {
    label: 'Booking confirmed',
    sentWhen: 'To the guest when the deposit is in and the booking is confirmed. The calendar file stays attached.',
    source: 'booking',
    placeholders: [...guest, ...booking, ...bookedCruise, ...business],
    requiredInBody: ['booking.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Your cruise is confirmed ({{booking.reference}}), {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

We received your deposit: your cruise on {{cruise.date}} is confirmed. See you on the water!

The balance is due by {{booking.balanceDueOn}}.

Your booking: {{booking.link}}`,
  },
  'payment-receipt': {
    label: 'Payment receipt',
    sentWhen: "To the lead guest for each card payment (a friend's share gets its own receipt, not this one).",
    source: 'booking',
    placeholders: [
      ...guest,
      { name: 'payment.amount', description: 'The amount of this payment.' },
      { name: 'payment.method', description: 'The card, as a statement names it (Visa ending 4242).' },
      ...booking,
      ...bookedCruise,
      ...business,
    ],
    requiredInBody: ['booking.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Receipt: {{payment.amount}} payment for booking {{booking.reference}}, {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

Thank you: we received {{payment.amount}} for booking {{booking.reference}}.

The remaining {{booking.balanceDue}} is due by {{booking.balanceDueOn}}.

Your booking: {{booking.link}}`,
  },
  'balance-reminder': {
    label: 'Balance reminder',
    sentWhen: 'To the guest 7 days and 1 day before the balance is due, unless they turned reminders off.',
    source: 'booking',
    placeholders: [...guest, ...booking, ...bookedCruise, ...business],
    requiredInBody: ['booking.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Your balance of {{booking.balanceDue}} is due on {{booking.balanceDueOn}}: booking {{booking.reference}}, {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

The balance of {{booking.balanceDue}} for your cruise on {{cruise.date}} is due by {{booking.balanceDueOn}}.

Pay it by card from your booking: {{booking.link}}`,
  },
  // Issue 29, decision 078.
  'thank-you': {
    label: 'Thank you after the cruise',
    sentWhen: `To the lead guest the day after the cruise, from ${THANK_YOU_SEND_FROM} Austin time, unless they turned it off in their portal.`,
    source: 'booking',
    placeholders: [
      ...guest,
      { name: 'booking.reference', description: 'The booking reference (B-...).' },
      ...bookedCruise,
      { name: 'review.link', description: "The review form on the site's Reviews & FAQ page; staff approve a review before it shows.", link: true },
      { name: 'review.googleLink', description: 'Where the guest reviews the business on Google, as on /settings.', link: true },
      { name: 'rebook.link', description: "A new booking with the group's package, size and occasion filled in.", link: true },
      ...business,
    ],
    requiredInBody: ['review.link'],
    forbiddenInSubject: [],
    defaultSubject: 'Thank you for cruising with {{business.name}}',
    defaultBody: `Hi {{guest.firstName}},

Thank you for cruising with us on {{cruise.date}}. We hope your group had a wonderful day on Lake Travis.

Would you tell us how it went? A few words help other groups choose, and our crew reads every one.

Review your cruise on our site: {{review.link}}

Or on Google: {{review.googleLink}}

Planning the next one? Book again with your group's choices filled in: {{rebook.link}}

Questions? Call {{business.phone}} or e-mail {{business.email}}.`,
  },
  'portal-code': {
    label: 'Portal sign-in code',
    sentWhen: 'When a guest asks to sign in to the customer portal. The code works once, for 10 minutes.',
    source: 'guest',
    placeholders: [
      { name: 'code', description: 'The 6-digit sign-in code. Never in the subject.' },
      { name: 'signIn.link', description: 'The sign-in link, which works on any device.', link: true },
      ...business,
    ],
    requiredInBody: ['code', 'signIn.link'],
    forbiddenInSubject: ['code'],
    defaultSubject: 'Your {{business.name}} sign-in code',
    defaultBody: `Use this code to sign in to your trips with {{business.name}}. It works once, for the next 10 minutes.

Your code: {{code}}

Or open this link and press "Sign in": it works on any phone or computer. {{signIn.link}}

If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.`,
  },
  // The team (issue 29, decision 075): staff reword the invitation as they do the guests' e-mails.
  'team-invitation': {
    label: 'Team invitation',
    sentWhen: 'To a teammate an owner invites on the Team screen. The link works once, until the day the invitation names ({{invite.expiresOn}}).',
    source: 'staff',
    placeholders: [
      { name: 'invite.role', description: 'The role they are invited to (Owner, Office or Captain).' },
      { name: 'invite.roleDescription', description: 'What the role may do, as /team says it.' },
      { name: 'invite.invitedBy', description: 'The e-mail address of the owner who invited them.' },
      { name: 'invite.link', description: 'The link to choose a password and join. Never in the subject.', link: true },
      { name: 'invite.expiresOn', description: 'The last day the link works, written out.' },
      ...business,
    ],
    requiredInBody: ['invite.link'],
    // The link is the invitation itself: subjects show in previews and lists that are not the inbox.
    forbiddenInSubject: ['invite.link'],
    defaultSubject: 'You are invited to the {{business.name}} back office',
    defaultBody: `{{invite.invitedBy}} invited you to join the {{business.name}} team: {{invite.role}}.

{{invite.role}}: {{invite.roleDescription}}

Open the link to choose your password. It works once, until {{invite.expiresOn}}.

Join: {{invite.link}}

If you did not expect this, you can ignore this e-mail: no account is made without the link.`,
  },
};

export function emailTemplateKindInfo(kind: EmailTemplateKind): EmailTemplateKindInfo {
  return { kind, ...INFO[kind] };
}

export const EMAIL_TEMPLATE_KIND_INFO: readonly EmailTemplateKindInfo[] = EMAIL_TEMPLATE_KINDS.map(emailTemplateKindInfo);

export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5000;

/** A template as staff write it. */
export const emailTemplateTextSchema = z.object({
  subject: lineField({
    max: TEMPLATE_SUBJECT_MAX,
    required: true,
    requiredMessage: 'Write a subject.',
    tooLongMessage: `Keep the subject to ${TEMPLATE_SUBJECT_MAX} characters.`,
  }),
  body: paragraphField({
    max: TEMPLATE_BODY_MAX,
    required: true,
    requiredMessage: 'Write the message.',
    tooLongMessage: `Keep the message to ${TEMPLATE_BODY_MAX} characters.`,
  }),
});
export type EmailTemplateText = z.infer<typeof emailTemplateTextSchema>;

/** A stored template: the text and who saved it when. */
export interface StoredEmailTemplate extends EmailTemplateText {
  kind: EmailTemplateKind;
  updatedAt: string;
  updatedBy: string;
}

/** One kind on /templates: what it offers, the default, and the stored text when staff changed it. */
export interface AdminEmailTemplate {
  info: EmailTemplateKindInfo;
  stored: StoredEmailTemplate | null;
}

export interface AdminEmailTemplatesResponse {
  templates: AdminEmailTemplate[];
}

export interface AdminEmailTemplateResponse {
  template: AdminEmailTemplate;
}

/** POST /api/admin/templates/{kind}/preview: the text being edited and the quote or booking to fill it with. */
export const emailTemplatePreviewRequestSchema = z.object({
  subject: z.string().check(z.maxLength(TEMPLATE_SUBJECT_MAX * 2)),
  body: z.string().check(z.maxLength(TEMPLATE_BODY_MAX * 2)),
  /** A quote reference (Q-...) or a booking reference (B-...), as staff read it; none for an e-mail to staff. */
  reference: z.optional(z.string().check(z.trim(), z.regex(/^[QB]-[A-Za-z0-9]{8}$/i, 'Give a quote (Q-1A2B3C4D) or booking (B-1A2B3C4D) reference.'))),
});
export type EmailTemplatePreviewRequest = z.infer<typeof emailTemplatePreviewRequestSchema>;

export interface EmailTemplatePreviewResponse {
  /** `reference`: the quote or booking it was filled with; null for an example (an e-mail to staff). */
  preview: { subject: string; text: string; html: string; reference: string | null };
}

// ---- The template language: text and {{name}} -------------------------------------------------

export type TemplatePart = { text: string } | { placeholder: string };

/** A placeholder's name: dotted words (`guest.firstName`). */
const NAME = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;

export type ParseResult = { parts: TemplatePart[] } | { error: string };

/**
 * Splits a template into text and placeholders. Anything in double braces that is not a plain
 * name (`{{{raw}}}`, `{{#section}}`, `{{> partial}}`, an unclosed `{{`) is an error, so what a
 * template may do is exactly: print a named value.
 */
export function parseTemplate(source: string): ParseResult {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open === -1) {
      parts.push({ text: source.slice(at) });
      break;
    }
    if (open > at) parts.push({ text: source.slice(at, open) });
    const close = source.indexOf('}}', open + 2);
    if (close === -1) return { error: `"{{" at character ${open + 1} is never closed with "}}".` };
    const inner = source.slice(open + 2, close).trim();
    // `{{{x}}}` ends in "}}}": the extra brace would be left in the text, and it means raw output.
    if (!NAME.test(inner) || source[close + 2] === '}')
      return { error: `"{{${source.slice(open + 2, close)}}}" is not a placeholder: write a name from the list, like {{guest.firstName}}.` };
    parts.push({ placeholder: inner });
    at = close + 2;
  }
  return { parts };
}

export function placeholdersIn(parts: readonly TemplatePart[]): string[] {
  return [...new Set(parts.flatMap((part) => ('placeholder' in part ? [part.placeholder] : [])))];
}

/** Why a template cannot be saved for its kind, per field; empty when it can. */
export function templateProblems(kind: EmailTemplateKind, template: EmailTemplateText): Partial<Record<'subject' | 'body', string>> {
  const info = emailTemplateKindInfo(kind);
  const known = new Set(info.placeholders.map((placeholder) => placeholder.name));
  const problems: Partial<Record<'subject' | 'body', string>> = {};
  for (const field of ['subject', 'body'] as const) {
    const parsed = parseTemplate(template[field]);
    if ('error' in parsed) {
      problems[field] = parsed.error;
      continue;
    }
    const used = placeholdersIn(parsed.parts);
    const unknown = used.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      problems[field] =
        `Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((name) => `{{${name}}}`).join(', ')}. This e-mail offers the ones listed beside it.`;
      continue;
    }
    if (field === 'subject') {
      const forbidden = used.filter((name) => info.forbiddenInSubject.includes(name));
      if (forbidden.length > 0)
        problems.subject = `${forbidden.map((name) => `{{${name}}}`).join(', ')} cannot be in the subject: subjects are listed on the staff's customer page, where a live sign-in code would let anyone sign in as the guest.`;
    } else {
      const missing = info.requiredInBody.filter((name) => !used.includes(name));
      if (missing.length > 0)
        problems.body = `The message must include ${missing.map((name) => `{{${name}}}`).join(' and ')}: without it the guest cannot act on the e-mail.`;
    }
  }
  return problems;
}

/** The plain-text rendering: each placeholder replaced by its value (a missing value prints nothing). */
export function renderTemplateText(parts: readonly TemplatePart[], values: Readonly<Record<string, string>>): string {
  return parts.map((part) => ('text' in part ? part.text : templateValue(values, part.placeholder))).join('');
}

/** A placeholder's value: own properties only, so `{{constructor}}` can never reach Object's. */
export function templateValue(values: Readonly<Record<string, string>>, name: string): string {
  return Object.hasOwn(values, name) ? (values[name] ?? '') : '';
}

/** Parses a template known to be valid (a stored one), throwing if it is not: stored text was checked on save. */
export function parsedTemplate(source: string): TemplatePart[] {
  const parsed = parseTemplate(source);
  if ('error' in parsed) throw new Error(`A stored e-mail template does not parse: ${parsed.error}`);
  return parsed.parts;
}
