import { randomUUID } from 'node:crypto';
import * as z from '#domain/shared/zod.ts';
import { contactFormSchema, phoneSchema } from '#domain/booking/schemas.ts';
import { LEAD_SOURCES, type Lead } from '#domain/people/leads.ts';
import { LeadCaptured } from '#events/leads.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { createdOrReplayed, idempotencyClaim, idempotencyHeaders } from '../../platform/http/idempotency.ts';
import { json } from '../../platform/http/response.ts';
import { sitePathSchema } from '../../platform/http/site-path.ts';
import * as routes from '../routes/people.ts';

// The chat saves a partial lead as soon as the guest gives an e-mail, so staff can follow up if
// they leave; the phone comes later or never. The contact form still asks for it. A blank phone
// (forms send '') counts as none.
const body = z
  .extend(contactFormSchema, {
    phone: z.pipe(
      z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
      z.optional(phoneSchema),
    ),
    // An agent's hand-over is written by the agent alone (functions/app/assistant), never sent by a browser.
    source: z._default(z.enum(LEAD_SOURCES.filter((source) => source !== 'agent-handover')), 'contact-form'),
    page: z.optional(sitePathSchema),
  })
  .check(
    z.superRefine((lead, ctx) => {
      if (lead.source === 'contact-form' && lead.phone === undefined) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter your phone number.' });
      }
    }),
  );

/**
 * POST /api/leads: the free-quote form and the quote chat's partial leads. Stores the lead with
 * its LeadCaptured event, publishes the event, answers 201 `{ lead: { id, createdAt } }`; a
 * retry with the same Idempotency-Key answers 200 with the same lead and creates and announces
 * nothing new (the first request's event is on the bus, or owed and swept, decision 017).
 */
export const handler = httpHandler(routes.createLead, { body, headers: idempotencyHeaders }, async ({ input, config, now }) => {
  const lead: Lead = { id: randomUUID(), eventId: randomUUID(), createdAt: now.toISOString(), ...input.body };
  const { id, eventId, createdAt: _createdAt, ...details } = lead;
  const event = pendingEvent(LeadCaptured, { leadId: id, ...details }, { now, id: eventId });
  const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
  const { record, created } = createdOrReplayed(await leadsRepository(config).create(lead, event, claim));
  if (created) await publishPending(config, [event]);
  return json(created ? 201 : 200, { lead: { id: record.id, createdAt: record.createdAt } });
});
