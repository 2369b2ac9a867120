import { randomUUID } from 'node:crypto';
import * as z from '#domain/zod.ts';
import { contactFormSchema, phoneSchema } from '#domain/schemas.ts';
import { LEAD_SOURCES, LeadCaptured } from '#events/leads.ts';
import type { Config } from '../../shared/config.ts';
import { leadsRepository, type Lead } from '../../shared/data/leads-repository.ts';
import { publishEvent } from '../../shared/events/publisher.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { createdOrReplayed, idempotencyClaim, idempotencyHeaders } from '../../shared/http/idempotency.ts';
import { json } from '../../shared/http/response.ts';
import { sitePathSchema } from '../../shared/http/site-path.ts';
import { routes } from '../routes.ts';

// The chat saves a partial lead as soon as the guest gives an e-mail, so staff can follow up if
// they leave; the phone comes later or never. The contact form still asks for it. A blank phone
// (forms send '') counts as none.
const body = z.extend(contactFormSchema, {
    phone: z.pipe(z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)), z.optional(phoneSchema)),
    source: z._default(z.enum(LEAD_SOURCES), 'contact-form'),
    page: z.optional(sitePathSchema),
  }).check(z.superRefine((lead, ctx) => {
    if (lead.source === 'contact-form' && lead.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter your phone number.' });
    }
  }));

/**
 * Publishes LeadCaptured unless it already went out. The event id was fixed when the lead was
 * stored, so if an earlier attempt published but failed to mark it, consumers (idempotent on
 * the envelope id) see the same event twice and keep one.
 */
async function announce(config: Config, lead: Lead, now: Date): Promise<void> {
  if (lead.eventPublishedAt) return;
  const { id, eventId, createdAt, eventPublishedAt: _published, ...details } = lead;
  await publishEvent(config, LeadCaptured, { leadId: id, ...details }, { now: new Date(createdAt), id: eventId });
  await leadsRepository(config).markPublished(id, now.toISOString());
}

/**
 * POST /api/leads: the free-quote form and the quote chat's partial leads. Stores the lead,
 * announces it, answers 201 `{ lead: { id, createdAt } }`; a retry with the same
 * Idempotency-Key answers 200 with the same lead and creates and announces nothing new.
 */
export const handler = httpHandler(routes.createLead, { body, headers: idempotencyHeaders }, async ({ input, config, now }) => {
  const lead: Lead = { id: randomUUID(), eventId: randomUUID(), createdAt: now.toISOString(), ...input.body };
  const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
  const { record, created } = createdOrReplayed(await leadsRepository(config).create(lead, claim));
  await announce(config, record, now);
  return json(created ? 201 : 200, { lead: { id: record.id, createdAt: record.createdAt } });
});
