import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { contactFormSchema } from '#domain/schemas.ts';
import { LEAD_SOURCES, LeadCaptured } from '#events/leads.ts';
import type { Config } from '../../shared/config.ts';
import { leadsRepository, type Lead } from '../../shared/data/leads-repository.ts';
import { publishEvent } from '../../shared/events/publisher.ts';
import { ConflictError } from '../../shared/http/errors.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { sitePathSchema } from '../../shared/http/site-path.ts';
import { routes } from '../routes.ts';

// A retried request (flaky mobile network, double click) within a day is the same request.
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const body = contactFormSchema.extend({
  source: z.enum(LEAD_SOURCES).default('contact-form'),
  page: sitePathSchema.optional(),
});

const headers = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100, { message: 'Keep the Idempotency-Key under 100 characters.' })
    .regex(/^[\x21-\x7E]+$/, { message: 'Use visible ASCII characters only in the Idempotency-Key.' })
    .optional(),
});

/** Same key, same request: compared on the validated body, so whitespace or key order do not matter. */
function requestHash(input: z.infer<typeof body>): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

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
export const handler = httpHandler(routes.createLead, { body, headers }, async ({ input, config, now }) => {
  const key = input.headers['idempotency-key'];
  const lead: Lead = { id: randomUUID(), eventId: randomUUID(), createdAt: now.toISOString(), ...input.body };
  const claim = key ? { key, requestHash: requestHash(input.body), expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS } : undefined;
  const result = await leadsRepository(config).create(lead, claim);
  if (result.outcome === 'key-reused') {
    throw new ConflictError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
  }
  if (result.outcome === 'in-progress') {
    throw new ConflictError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed. Please retry.');
  }
  await announce(config, result.lead, now);
  return json(result.outcome === 'created' ? 201 : 200, { lead: { id: result.lead.id, createdAt: result.lead.createdAt } });
});
