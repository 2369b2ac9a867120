import { describe, expect, it } from 'vitest';
import type { AgentConversationSummary } from '#domain/assistant/agent-chat.ts';
import { conversationOrigin } from './conversation-origin.ts';
import { matchingConversations } from './conversation-search.ts';

const conversation = (id: string, firstQuestion: string, extra: Partial<AgentConversationSummary> = {}): AgentConversationSummary => ({
  id,
  createdAt: '2026-11-29T15:00:00.000Z',
  updatedAt: '2026-11-29T15:05:00.000Z',
  firstQuestion,
  questions: 1,
  handedOver: null,
  takenOver: null,
  waitingForStaff: false,
  markedWrong: 0,
  blocked: 0,
  source: 'chat',
  affiliateCode: null,
  ...extra,
});

const list = [
  // Handed over, nobody has taken it: waits for a person.
  conversation('a', 'Can we bring a piñata?', { handedOver: { name: 'Robin Vega', email: 'robin@test.example', replyBy: '2026-11-30' } }),
  conversation('b', 'Is the disco cruise on Sundays?'),
  // Handed over and answered (a reply takes it over): nobody waits.
  conversation('c', 'What would 18 of us pay in June?', {
    handedOver: { name: null, email: 'sam@test.example', replyBy: '2026-11-30' },
    takenOver: { by: 'owner@example.com', at: '2026-11-29T16:00:00.000Z' },
  }),
  // Taken over, and the guest wrote again since the last reply: waits.
  conversation('d', 'Do you have life jackets?', { takenOver: { by: 'owner@example.com', at: '2026-11-29T16:00:00.000Z' }, waitingForStaff: true }),
  // Asked in the embed on a partner's page.
  conversation('e', 'Can we swim?', { source: 'embed', affiliateCode: 'HOTEL-42' }),
];
const ids = (found: AgentConversationSummary[]) => found.map((c) => c.id);

describe('matchingConversations', () => {
  it('finds every word in the question or the guest, whatever the case and accents', () => {
    expect(ids(matchingConversations(list, { q: '', waiting: false }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(matchingConversations(list, { q: 'PINATA', waiting: false }))).toEqual(['a']);
    expect(ids(matchingConversations(list, { q: 'robin vega', waiting: false }))).toEqual(['a']);
    expect(ids(matchingConversations(list, { q: 'sam@test', waiting: false }))).toEqual(['c']);
    expect(ids(matchingConversations(list, { q: 'disco june', waiting: false }))).toEqual([]);
  });

  it("finds an embed's conversations by the partner's referral code", () => {
    expect(ids(matchingConversations(list, { q: 'hotel-42', waiting: false }))).toEqual(['e']);
  });

  it('keeps only the conversations waiting for a person when asked', () => {
    expect(ids(matchingConversations(list, { q: '', waiting: true }))).toEqual(['a', 'd']);
    expect(ids(matchingConversations(list, { q: 'june', waiting: true }))).toEqual([]);
  });
});

describe('where the guest asked, as staff read it', () => {
  it("says /chat, or the embed with the partner's referral code when it carried one", () => {
    expect(conversationOrigin({ source: 'chat', affiliateCode: null })).toBe('/chat');
    expect(conversationOrigin({ source: 'embed', affiliateCode: null })).toBe('The embed');
    expect(conversationOrigin({ source: 'embed', affiliateCode: 'HOTEL1' })).toBe('The embed, partner ref HOTEL1');
  });
});
