import * as z from '#domain/shared/zod.ts';
import { leadDetailsSchema } from '#domain/people/leads.ts';
import { defineEvent } from './envelope.ts';

/**
 * Someone left their contact details for a quote; staff follow up (and, later, the CRM sync).
 * The data is the lead as stored (domain/people/leads.ts), less its bookkeeping, with its id as `leadId`.
 */
export const LeadCaptured = defineEvent({
  source: 'cruises.quotes',
  detailType: 'LeadCaptured',
  version: 1,
  data: () => z.extend(leadDetailsSchema, { leadId: z.string().check(z.minLength(1)) }),
  sample: {
    leadId: '5b0f3c52-8a1e-4d8e-9a53-2f7c1e9b6d40',
    source: 'contact-form',
    name: 'Jordan Rivera',
    email: 'jordan.rivera@example.com',
    phone: '(512) 555-0142',
    eventType: 'Bachelorette party',
    groupSize: 'about 18',
    eventDate: '2027-05-15',
    message: 'Saturday afternoon if possible, the bride loves disco.',
    page: '/bachelorette-party-austin',
  },
});
