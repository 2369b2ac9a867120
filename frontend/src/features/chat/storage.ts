import * as z from 'zod';
import { DISCO_PACKAGE_KEYS } from '#domain/disco.ts';
import { EVENT_TYPE_KEYS } from '#domain/event-types.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/rates.ts';
import { CONVERSATION_VERSION, STEPS, type ConversationState } from './conversation.ts';

// The conversation lives in the browser (localStorage), shared by /chat and the embeddable
// builder, so a reload, a closed tab or a dropped connection loses nothing. What is read back is
// checked against this schema: anything corrupt, tampered with or from an older version starts
// a fresh conversation instead of breaking the page.

export const CONVERSATION_STORAGE_KEY = 'chat:conversation';

const text = (max: number) => z.string().max(max);

const conversationSchema = z.object({
  version: z.literal(CONVERSATION_VERSION),
  id: z.uuid(),
  startedFrom: z.object({
    type: text(100).optional(),
    package: text(100).optional(),
    eventType: text(100).optional(),
    groupSize: text(100).optional(),
    ref: text(100).optional(),
    handoff: text(40).optional(),
  }),
  answers: z.object({
    eventType: z.enum(EVENT_TYPE_KEYS).optional(),
    eventDate: text(10).optional(),
    groupSize: z.number().int().optional(),
    cruiseKind: z.enum(['private', 'disco']).optional(),
    cruiseKindAuto: z.boolean().optional(),
    packageKey: z.enum([...PRIVATE_PACKAGE_TYPES, ...DISCO_PACKAGE_KEYS]).optional(),
    lilyPad: z.boolean().optional(),
    brideIncluded: z.boolean().optional(),
    name: text(200).optional(),
    email: text(320).optional(),
    phone: text(60).optional(),
    notes: text(4000).optional(),
  }),
  affiliateCode: text(40).optional(),
  leadId: text(100).optional(),
  leadAttempt: z
    .object({
      body: z.object({
        source: z.literal('chat-partial'),
        name: text(200),
        email: text(320),
        phone: text(60).optional(),
        eventType: text(100).optional(),
        groupSize: text(50).optional(),
        eventDate: text(10).optional(),
        message: text(2000).optional(),
        page: text(300),
      }),
      outcome: z.enum(['unknown', 'rejected']),
    })
    .optional(),
  // The request is checked again by the API when it is resent; here only its shape matters.
  quoteAttempt: z.object({ key: text(200), request: z.record(z.string(), z.unknown()) }).optional(),
  draft: z.object({ step: z.enum(STEPS), text: text(4000) }).optional(),
  saved: z
    .object({
      token: text(200),
      path: text(300).startsWith('/quote/'),
      reference: text(40),
      totalPrice: z.number().int(),
    })
    .optional(),
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
