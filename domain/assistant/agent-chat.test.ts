import { describe, expect, it } from 'vitest';
import { agentChatRequestSchema } from './agent-chat.ts';
import { storedConversationSchema } from './conversation.ts';

describe('the request of POST /api/agent/chat', () => {
  it('takes a question from /chat when it names no place, as every request did before the embed had the agent', () => {
    expect(agentChatRequestSchema.parse({ message: '  Can we swim? ' })).toEqual({ message: 'Can we swim?', source: 'chat' });
  });

  it("takes the embed, with the partner's referral code trimmed", () => {
    expect(agentChatRequestSchema.parse({ message: 'Can we swim?', source: 'embed', affiliateCode: ' HOTEL-42 ' })).toEqual({
      message: 'Can we swim?',
      source: 'embed',
      affiliateCode: 'HOTEL-42',
    });
    expect(agentChatRequestSchema.parse({ message: 'Can we swim?', source: 'embed' })).toEqual({ message: 'Can we swim?', source: 'embed' });
  });

  it.each([
    ['a place that is not one of ours', { source: 'staff' }, 'source'],
    ['a referral code that is not a code', { source: 'embed', affiliateCode: 'no spaces' }, 'affiliateCode'],
    ['a referral code from /chat', { source: 'chat', affiliateCode: 'HOTEL1' }, 'affiliateCode'],
    ['a referral code with no place (so /chat)', { affiliateCode: 'HOTEL1' }, 'affiliateCode'],
  ])('refuses %s, naming the field', (_case, fields, path) => {
    const result = agentChatRequestSchema.safeParse({ message: 'Can we swim?', ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

describe('a stored conversation', () => {
  const stored = {
    id: 'c1',
    surface: 'guest',
    createdAt: '2026-11-29T15:00:00.000Z',
    updatedAt: '2026-11-29T15:00:00.000Z',
    version: 1,
    tokensUsed: 0,
    model: { kind: 'stand-in', id: 'm' },
    messages: [],
    turns: [],
  };

  it('reads one stored before conversations recorded their place as from /chat, the only place the agent was', () => {
    expect(storedConversationSchema.parse(stored)).toMatchObject({ source: 'chat' });
    expect(storedConversationSchema.parse({ ...stored, source: 'embed', affiliateCode: 'HOTEL1' })).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
  });
});
