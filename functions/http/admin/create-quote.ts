import { adminQuoteRequestSchema, type AdminQuoteCreatedResponse } from '#domain/people/back-office.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { idempotencyClaim, idempotencyHeaders } from '../../platform/http/idempotency.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { adminQuote } from '../../app/booking/admin-quote.ts';
import { saveQuote } from '../../app/booking/save-quote.ts';
import * as routes from '../routes/booking-staff.ts';

/**
 * POST /api/admin/quotes: staff build a quote for a guest (a phone call), or amend one with
 * `revises`. It is saved exactly as a guest's quote is (saveQuote: priced on the server, a new
 * link, QuoteSubmitted with source 'staff' so the customer's timeline and e-mails follow). An
 * amendment is a new version; the old one is kept, marked superseded by it. Answers 201
 * `{ quote, token, path }` (200 for a retry with the same Idempotency-Key).
 */
export const handler = signedInHandler(
  routes.createAdminQuote,
  { body: adminQuoteRequestSchema, headers: idempotencyHeaders },
  async ({ input, principal, config, now }) => {
    const { selection, contact, notes, revises } = input.body;
    const previous = revises ? await quotesRepository(config).get(revises) : null;
    if (revises && !previous) throw new NotFoundError('The quote to amend does not exist.', 'QUOTE_NOT_FOUND');
    const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
    // An amendment keeps what the first version was attributed to: the partner who referred the
    // guest and the chat lead it came from.
    const attribution = previous ? { affiliateCode: previous.affiliateCode, leadId: previous.leadId } : {};
    const { record, created } = orRefuse(
      await saveQuote(
        config,
        { selection, contact, notes, source: 'staff', createdBy: principal.email, revises: previous ?? undefined, ...attribution },
        { now, claim },
      ),
    );
    const quote = adminQuote(record, calendarDateIn(now));
    const response: AdminQuoteCreatedResponse = { quote, token: quote.token, path: quote.path };
    return json(created ? 201 : 200, response);
  },
);
