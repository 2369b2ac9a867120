import type { StoredBooking } from '#domain/booking/booking-record.ts';
import {
  emailTemplateKindInfo,
  emailTemplatePreviewRequestSchema,
  type EmailTemplateKind,
  type EmailTemplatePreviewResponse,
} from '#domain/content/email-templates.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../../platform/config.ts';
import { bookingsRepository } from '../../../adapters/dynamodb/bookings-repository.ts';
import { bookingsByReference, quotesByReference } from '../../../app/booking/by-reference.ts';
import { quotesRepository } from '../../../adapters/dynamodb/quotes-repository.ts';
import { templatedEmail } from '../../../app/shared/email/render-template.ts';
import {
  bookingTemplateValues,
  paymentTemplateValues,
  portalCodeTemplateValues,
  quoteTemplateValues,
  teamInviteTemplateValues,
  thankYouTemplateValues,
  type TemplateValues,
} from '../../../app/shared/email/template-values.ts';
import { thankYouLinks } from '../../../app/booking/thank-you-email.ts';
import { dashboardPortalLink, tripPortalLink } from '../../../app/shared/email/portal-links.ts';
import { paymentMethodLabel } from '#domain/booking/booking.ts';
import { INVITE_TTL_DAYS } from '#domain/people/team.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { currentBusinessFacts } from '../../../app/site/business-facts.ts';
import * as routes from '../../routes/content-staff.ts';
import { assertTemplateFits, templateKindOr404, templateParams } from './template-views.ts';

const notFound = (reference: string) =>
  new HttpError(422, 'REFERENCE_NOT_FOUND', `No quote or booking has the reference ${reference}.`, {
    reference: `No quote or booking has the reference ${reference}.`,
  });

async function quoteByReference(config: Config, reference: string): Promise<StoredQuote | null> {
  return (await quotesByReference(config, [reference])).get(reference) ?? null;
}

async function bookingByReference(config: Config, reference: string, now: Date): Promise<StoredBooking | null> {
  return (await bookingsByReference(config, [reference], now)).get(reference) ?? null;
}

/** The link of the example invitation a preview shows: the shape of a real one, and never one. */
const EXAMPLE_INVITE_TOKEN = 'example-invitation-link-for-the-preview-only';

/** The quote or booking a reference names, turned into the record this kind's values need. */
async function recordsFor(
  config: Config,
  kind: EmailTemplateKind,
  reference: string,
  now: Date,
): Promise<{ quote: StoredQuote; booking: StoredBooking | null }> {
  const source = emailTemplateKindInfo(kind).source;
  const quotes = quotesRepository(config);
  if (reference.startsWith('Q-')) {
    const quote = await quoteByReference(config, reference);
    if (!quote) throw notFound(reference);
    if (source !== 'booking') return { quote, booking: null };
    const booking = await bookingsRepository(config).getLiveForQuote(quote.id);
    if (!booking)
      throw new HttpError(422, 'NOT_BOOKED', `Quote ${reference} has no booking: give a booking reference (B-...) to preview this e-mail.`, {
        reference: 'This quote has no booking.',
      });
    return { quote, booking };
  }
  const booking = await bookingByReference(config, reference, now);
  if (!booking) throw notFound(reference);
  const quote = await quotes.get(booking.quoteId);
  if (!quote) throw new Error(`Quote ${booking.quoteId} of booking ${booking.id} is not in the table`);
  return { quote, booking };
}

/**
 * POST /api/admin/templates/{kind}/preview `{ subject, body, reference }`: the e-mail the text
 * being edited makes, filled with a real quote's or booking's data (by its reference), before it
 * is saved. The same checks as a save (422 naming the field); nothing is stored or sent. The
 * sign-in code e-mail shows an example code, and the team invitation an example invitation from the
 * staff member previewing it (no reference): a real code or invitation link is never made for a preview.
 */
export const handler = signedInHandler(
  routes.previewAdminEmailTemplate,
  { params: templateParams, body: emailTemplatePreviewRequestSchema },
  async ({ input, principal, config, now }) => {
    const kind = templateKindOr404(input.params.kind);
    const template = { subject: input.body.subject.trim(), body: input.body.body.trim() };
    assertTemplateFits(kind, template);
    const facts = await currentBusinessFacts(config, now);
    if (kind === 'team-invitation') {
      // An example: a real invitation's link is a secret that works once.
      const invite = { role: 'captain' as const, invitedBy: principal.email, expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000).toISOString() };
      const link = new URL(`/admin/join/${EXAMPLE_INVITE_TOKEN}`, config.SITE_URL).href;
      const email = templatedEmail(kind, template, teamInviteTemplateValues(invite, link, facts), { facts, siteUrl: new URL(link).origin });
      return json(200, { preview: { subject: email.subject, text: email.text, html: email.html, reference: null } } satisfies EmailTemplatePreviewResponse);
    }
    // Every e-mail to a guest is previewed with a real quote or booking: without one it is a 400, as any missing field is.
    if (!input.body.reference)
      throw new HttpError(400, 'VALIDATION_FAILED', 'Give a quote or booking reference to preview this e-mail with.', {
        reference: 'Give a quote (Q-1A2B3C4D) or booking (B-1A2B3C4D) reference.',
      });
    const reference = input.body.reference.toUpperCase();
    const { quote, booking } = await recordsFor(config, kind, reference, now);
    const link = new URL(quotePath(quote.token), config.SITE_URL).href;
    let values: TemplateValues;
    if (kind === 'quote') values = quoteTemplateValues(quote, link, facts);
    else if (kind === 'portal-code') values = portalCodeTemplateValues('123456', new URL('/portal', config.SITE_URL).href, facts);
    else if (kind === 'thank-you') {
      if (!booking) throw new Error('A booking e-mail is previewed with a booking');
      values = thankYouTemplateValues(booking, thankYouLinks(booking, config.SITE_URL), facts);
    } else {
      if (!booking) throw new Error('A booking e-mail is previewed with a booking');
      const lastPayment = booking.payments.at(-1);
      values = {
        ...bookingTemplateValues(booking, link, facts),
        ...(kind === 'payment-receipt' && lastPayment ? paymentTemplateValues({ amount: lastPayment.amount, method: paymentMethodLabel(lastPayment) }) : {}),
      };
    }
    const portal = booking ? tripPortalLink(config.SITE_URL, booking.id) : dashboardPortalLink(config.SITE_URL);
    const email = templatedEmail(kind, template, values, { facts, siteUrl: link, ...(kind === 'portal-code' ? {} : { portal }) });
    const response: EmailTemplatePreviewResponse = { preview: { subject: email.subject, text: email.text, html: email.html, reference } };
    return json(200, response);
  },
);
