import { describe, expect, it } from 'vitest';
import type { StoredConversation } from '#domain/assistant/conversation.ts';
import { guestView, staffDetail, staffSummary } from './conversation-views.ts';

const turn = (at: string, question: string, answer: string, more: Partial<StoredConversation['turns'][number]> = {}) => ({
  at,
  question,
  answer,
  toolCalls: [{ name: 'search_policies', input: { query: question }, ok: true }],
  withheld: false,
  tokens: 10,
  ...more,
});

const conversation: StoredConversation = {
  id: 'c1',
  surface: 'guest',
  source: 'chat',
  createdAt: '2026-11-29T15:00:00.000Z',
  updatedAt: '2026-11-29T15:20:00.000Z',
  version: 4,
  tokensUsed: 20,
  model: { kind: 'stand-in', id: 'm' },
  messages: [],
  turns: [
    turn('2026-11-29T15:00:00.000Z', 'Can we swim?', 'Yes.'),
    turn('2026-11-29T15:10:00.000Z', 'Anyone there?', '', { forStaff: true, toolCalls: [], tokens: 0 }),
  ],
  handover: { leadId: 'l1', replyBy: '2026-11-29T17:00:00.000Z', name: 'Robin Vega', email: 'robin@example.com' },
  takenOver: { by: 'alex@example.com', at: '2026-11-29T15:05:00.000Z' },
  staffReplies: [{ id: 'r1', at: '2026-11-29T15:06:00.000Z', by: 'alex@example.com', text: 'Hi Robin', emailedTo: 'robin@example.com' }],
};

describe('a conversation as each side reads it', () => {
  it('gives the guest what was said in time order, a question for a person without an answer, and no staff address or tool input', () => {
    const view = guestView(conversation);
    expect(view.messages).toEqual([
      { from: 'guest', at: '2026-11-29T15:00:00.000Z', text: 'Can we swim?' },
      { from: 'agent', at: '2026-11-29T15:00:00.000Z', text: 'Yes.' },
      { from: 'staff', at: '2026-11-29T15:06:00.000Z', text: 'Hi Robin' },
      { from: 'guest', at: '2026-11-29T15:10:00.000Z', text: 'Anyone there?' },
    ]);
    expect(view.takenOver).toBe(true);
    expect(view.handedOver?.replyByText).toEqual(expect.any(String));
    expect(JSON.stringify(view)).not.toMatch(/alex@example\.com|search_policies|robin@example\.com/);
  });

  it('tells staff a conversation waits for a person until a reply follows the question', () => {
    expect(staffSummary(conversation)).toMatchObject({
      waitingForStaff: true,
      questions: 2,
      firstQuestion: 'Can we swim?',
      handedOver: { name: 'Robin Vega' },
    });
    const answered = {
      ...conversation,
      staffReplies: [...conversation.staffReplies!, { id: 'r2', at: '2026-11-29T15:11:00.000Z', by: 'alex@example.com', text: 'Yes!' }],
    };
    expect(staffSummary(answered).waitingForStaff).toBe(false);
    expect(staffSummary({ ...conversation, turns: conversation.turns.slice(0, 1) }).waitingForStaff).toBe(false);
  });

  it("tells staff where the guest asked, and the partner's referral code an embed carried, but never the guest", () => {
    expect(staffSummary(conversation)).toMatchObject({ source: 'chat', affiliateCode: null });
    const embedded: StoredConversation = { ...conversation, source: 'embed', affiliateCode: 'HOTEL1' };
    expect(staffSummary(embedded)).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
    expect(staffDetail(embedded)).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
    // The guest's own view is what was said: where they asked is theirs already, and the partner's code is not theirs to read.
    expect(JSON.stringify(guestView(embedded))).not.toMatch(/HOTEL1|embed/);
  });

  it('tells staff which turns the guardrail policy blocked, and why in words (decision 086)', () => {
    const blocked = {
      ...conversation,
      turns: [
        ...conversation.turns,
        turn('2026-11-29T15:12:00.000Z', 'My card is •••• •••• •••• 4242', 'Please don’t type card numbers…', {
          toolCalls: [],
          blocked: { on: 'question' as const, by: 'guardrail' as const, topics: [], personalData: ['CREDIT_DEBIT_CARD_NUMBER'] },
        }),
      ],
    };
    expect(staffSummary(blocked).blocked).toBe(1);
    expect(staffDetail(blocked).turns.map((view) => view.blocked)).toEqual([null, null, { on: 'question', by: 'guardrail', reasons: ['a card number'] }]);
  });
});
