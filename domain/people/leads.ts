import * as z from '../shared/zod.ts';
import { isoDateSchema } from '../booking/schemas.ts';

// A lead: someone left their contact details (the contact form, or the quote chat before a quote
// was saved) for staff to follow up. One schema is the record as stored, what LeadCaptured
// announces (events/leads.ts) and what the back office lists (AdminLead, back-office.ts).
// The request's own schema (functions/http/leads/create-lead.ts) caps and cleans what a browser
// sends; this one holds every lead ever stored, so it checks the shape the code relies on.

/**
 * Where a lead came from: the free-quote form, what the quote chat gathered before the guest left,
 * or a guest the agent on /chat handed over to a person with the conversation (issue 30).
 */
export const LEAD_SOURCES = ['contact-form', 'chat-partial', 'agent-handover'] as const;

/** How long a chat guest may take to finish before staff are told they left without a quote. */
export const LEFT_CHAT_AFTER_MINUTES = 30;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** What the guest gave us. */
export const leadDetailsSchema = z.object({
  source: z.enum(LEAD_SOURCES),
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  /** Always given on the contact form; a chat guest may leave after giving only an e-mail. */
  phone: z.optional(z.string()),
  eventType: z.optional(z.string()),
  /** As the guest wrote it ("about 20"). */
  groupSize: z.optional(z.string()),
  eventDate: z.optional(isoDateSchema),
  message: z.optional(z.string()),
  /** The site path the form was on. */
  page: z.optional(z.string()),
});

export const leadSchema = z.extend(leadDetailsSchema, {
  id: z.string().check(z.minLength(1)),
  createdAt: z.string().check(z.minLength(1)),
  /** The LeadCaptured event's id: the event is stored with the lead (decision 017). */
  eventId: z.string().check(z.minLength(1)),
});
export type Lead = z.infer<typeof leadSchema>;
