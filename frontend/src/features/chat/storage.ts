import * as z from '#domain/shared/zod.ts';
import { DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { EVENT_TYPE_KEYS } from '#domain/booking/event-types.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { CONVERSATION_VERSION, STEPS, type ConversationState } from './conversation.ts';
import { CONVERSATION_STORAGE_KEY } from './restore.ts';

// The conversation lives in the browser (localStorage), shared by /chat and the embeddable
// builder, so a reload, a closed tab or a dropped connection loses nothing. What is read back is
// checked against this schema: anything corrupt, tampered with or from an older version starts
// a fresh conversation instead of breaking the page.

const text = (max: number) => z.string().check(z.maxLength(max));

const conversationSchema = z.object({
  version: z.literal(CONVERSATION_VERSION),
  id: z.uuid(),
  startedFrom: z.object({
    type: z.optional(text(100)),
    package: z.optional(text(100)),
    eventType: z.optional(text(100)),
    groupSize: z.optional(text(100)),
    ref: z.optional(text(100)),
    handoff: z.optional(text(40)),
    handoffFrom: z.optional(z.literal('agent')),
  }),
  answers: z.object({
    eventType: z.optional(z.enum(EVENT_TYPE_KEYS)),
    eventDate: z.optional(text(10)),
    groupSize: z.optional(z.number().check(z.int())),
    cruiseKind: z.optional(z.enum(['private', 'disco'])),
    cruiseKindAuto: z.optional(z.boolean()),
    packageKey: z.optional(z.enum([...PRIVATE_PACKAGE_TYPES, ...DISCO_PACKAGE_KEYS])),
    lilyPad: z.optional(z.boolean()),
    brideIncluded: z.optional(z.boolean()),
    name: z.optional(text(200)),
    email: z.optional(text(320)),
    phone: z.optional(text(60)),
    notes: z.optional(text(4000)),
  }),
  affiliateCode: z.optional(text(40)),
  leadId: z.optional(text(100)),
  leadAttempt: z.optional(
    z.object({
      body: z.object({
        source: z.literal('chat-partial'),
        name: text(200),
        email: text(320),
        phone: z.optional(text(60)),
        eventType: z.optional(text(100)),
        groupSize: z.optional(text(50)),
        eventDate: z.optional(text(10)),
        message: z.optional(text(2000)),
        page: text(300),
      }),
      outcome: z.enum(['unknown', 'rejected']),
    }),
  ),
  // The request is checked again by the API when it is resent; here only its shape matters.
  quoteAttempt: z.optional(z.object({ key: text(200), request: z.record(z.string(), z.unknown()) })),
  draft: z.optional(z.object({ step: z.enum(STEPS), text: text(4000) })),
  saved: z.optional(
    z.object({
      token: text(200),
      path: text(300).check(z.startsWith('/quote/')),
      reference: text(40),
      totalPrice: z.number().check(z.int()),
    }),
  ),
});

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw (storage disabled for the site).
    return null;
  }
}

export function loadConversation(storage: Storage | null = browserStorage()): ConversationState | null {
  try {
    const raw = storage?.getItem(CONVERSATION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = conversationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as ConversationState) : null;
  } catch {
    return null;
  }
}

export function saveConversation(state: ConversationState, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Full or disabled storage: the conversation still works, it just won't survive a reload.
  }
}
