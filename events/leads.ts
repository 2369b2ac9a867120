import * as z from 'zod';
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
    leadId: z.string().min(1),
    source: z.enum(LEAD_SOURCES),
    name: z.string().min(1).max(100),
    email: z.email(),
    /** Always present from the contact form; a chat guest may leave before giving it. */
    phone: z.string().min(1).max(40).optional(),
    eventType: z.string().max(100).optional(),
    groupSize: z.string().max(50).optional(),
    eventDate: isoDateSchema.optional(),
    message: z.string().max(2000).optional(),
    /** The site path the form was on. */
    page: z.string().max(300).optional(),
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
