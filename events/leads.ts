import * as z from '#domain/zod.ts';
import { isoDateSchema } from '#domain/schemas.ts';
import { defineEvent } from './envelope.ts';

/** Where a lead came from: the free-quote form, or what the quote chat gathered before the guest left. */
export const LEAD_SOURCES = ['contact-form', 'chat-partial'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Someone left their contact details for a quote; staff follow up (and, later, the CRM sync). */
export const LeadCaptured = defineEvent({
  source: 'cruises.quotes',
  detailType: 'LeadCaptured',
  version: 1,
  data: z.object({
    leadId: z.string().check(z.minLength(1)),
    source: z.enum(LEAD_SOURCES),
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    email: z.email(),
    /** Always present from the contact form; a chat guest may leave before giving it. */
    phone: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
    eventType: z.optional(z.string().check(z.maxLength(100))),
    groupSize: z.optional(z.string().check(z.maxLength(50))),
    eventDate: z.optional(isoDateSchema),
    message: z.optional(z.string().check(z.maxLength(2000))),
    /** The site path the form was on. */
    page: z.optional(z.string().check(z.maxLength(300))),
  }),
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
