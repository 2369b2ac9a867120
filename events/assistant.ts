import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

/**
 * A staff member replied to a guest's conversation with the chat agent, and the guest left an
 * e-mail at the hand-over: the reply is e-mailed to them as well as shown in their chat
 * (decision 072). One event per reply, so the e-mail goes once however often it is delivered.
 */
export const AgentChatReplyPosted = defineEvent({
  source: 'cruises.assistant',
  detailType: 'AgentChatReplyPosted',
  version: 1,
  data: () =>
    z.object({
      conversationId: z.string().check(z.minLength(1)),
      replyId: z.string().check(z.minLength(1)),
      to: z.object({ name: z.string(), email: z.string().check(z.minLength(3)) }),
      text: z.string().check(z.minLength(1)),
      repliedBy: z.string().check(z.minLength(1)),
    }),
  sample: {
    conversationId: '0d6f1c8e-7a43-4b9a-9d1e-5c2f8a6b3e10',
    replyId: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    to: { name: 'Casey Morgan', email: 'casey.morgan@example.com' },
    text: 'Hi Casey, yes: we can fit 18 on Meeseeks that Saturday. Shall I hold it for you?',
    repliedBy: 'alex@laketravispartycruises.example',
  },
});
