import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_KEPT_DAYS } from '#domain/assistant/conversation.ts';
import { addDays, calendarDateIn, formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { ChatModel, ModelReply, ModelRequest } from '#functions/adapters/bedrock/chat-model.ts';
import { documentClient, GetCommand, UpdateCommand } from '#functions/adapters/dynamodb/client.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { guestAgentTurn } from '#functions/app/assistant/guest-agent.ts';
import { loadPricingContext } from '#functions/app/pricing/pricing-context.ts';
import { routes } from '#functions/http/routes.ts';
import { countedRequests, rateLimitBucket } from '#functions/platform/http/rate-limit.ts';
import { clockHeaders, testClock, testToday } from '#tests/support/test-clock.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { api, newClientAddress } from './api-client.ts';
import { config, privateSelection, storedQuote } from './booking-support.ts';

const standardPrivate = (groupSize: number, eventDate: string): QuoteSelection => ({
  kind: 'private',
  eventType: 'other',
  groupSize,
  eventDate,
  packageType: 'standard',
  lilyPad: false,
});

const ask = (body: unknown, options: { from?: string; clock?: Date } = {}) =>
  api('POST', '/api/agent/chat', { from: options.from ?? newClientAddress(), body, headers: clockHeaders(options.clock ?? testClock) });

async function storedConversation(id: string) {
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' } }),
  );
  return Item;
}

async function dayTokens(date: string): Promise<number> {
  const { Item } = await documentClient(config).send(new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_TOKENS#${date}`, sk: 'DAY' } }));
  return (Item?.['tokens'] as number | undefined) ?? 0;
}

/** A July 4th at least six weeks ahead of the suite's day. */
function nextJulyFourth(): string {
  const today = testToday();
  let year = Number(today.slice(0, 4));
  while (`${year}-07-04` < addDays(today, 42)) year += 1;
  return `${year}-07-04`;
}

describe('POST /api/agent/chat with the model stand-in', () => {
  it("answers a price question with the engine's price, says the stand-in answered, and stores the conversation for 90 days", async () => {
    const date = nextJulyFourth();
    const tokensBefore = await dayTokens(testToday());
    const response = await ask({ message: `What would 18 of us pay on July 4th ${date.slice(0, 4)} for a private boat?` });
    expect(response.status).toBe(200);
    const pricing = await loadPricingContext(config, testToday());
    const expected = priceQuoteSelection(standardPrivate(18, date), testToday(), pricing);
    expect(response.body.answer).toContain(formatMoney(expected.totalPrice));
    expect(response.body.answer).toContain(formatWrittenDate(date));
    expect(response.body.facts).toContainEqual(
      expect.objectContaining({ source: 'Price engine', value: expect.stringContaining(formatMoney(expected.totalPrice)) }),
    );
    expect(response.body.toolCalls).toEqual([{ name: 'price_cruise', ok: true }]);
    expect(response.body.model).toEqual({ kind: 'stand-in', id: config.AI_MODEL_ID, standIn: true });
    expect(response.body.modelAnswerGrounded).toBe(true);

    const item = await storedConversation(response.body.conversationId);
    expect(item).toMatchObject({
      surface: 'guest',
      version: 1,
      turns: [expect.objectContaining({ toolCalls: [expect.objectContaining({ name: 'price_cruise', ok: true })] })],
    });
    expect(item!['tokensUsed']).toBeGreaterThan(0);
    expect(item!['expiresAt']).toBe(Math.floor(testClock.getTime() / 1000) + CONVERSATION_KEPT_DAYS * 86_400);
    expect(await dayTokens(testToday())).toBeGreaterThanOrEqual(tokensBefore + (item!['tokensUsed'] as number));
    expect(response.body.usage).toEqual({ conversationTokens: item!['tokensUsed'], conversationLimit: config.AI_TOKENS_PER_CONVERSATION });
  });

  it('continues a conversation by its id, and refuses one it does not hold', async () => {
    const first = await ask({ message: 'Can we bring our own drinks?' });
    expect(first.status).toBe(200);
    expect(first.body.answer).toMatch(/cans and plastic only, no glass/);
    expect(first.body.toolCalls).toEqual([{ name: 'search_policies', ok: true }]);
    const second = await ask({ conversationId: first.body.conversationId, message: 'Is the disco cruise on Sundays?' });
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect(second.body.answer).toMatch(/Friday and Saturday only/);
    expect((await storedConversation(first.body.conversationId))!['turns']).toHaveLength(2);

    const unknown = await ask({ conversationId: randomUUID(), message: 'Hello?' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('CONVERSATION_NOT_FOUND');
  });

  it.each([
    ['no message', {}],
    ['an empty message', { message: '   ' }],
    ['a message too long', { message: 'a'.repeat(1001) }],
    ['a field it does not take', { message: 'Price for 10?', discountPercent: 100 }],
    ['a conversation id that is not one', { conversationId: 'QUOTE#1', message: 'Hi' }],
    ['a place that is not one of ours', { message: 'Hi', source: 'staff' }],
    ['a referral code that is not one', { message: 'Hi', source: 'embed', affiliateCode: 'HOTEL 1' }],
    ['a referral code from /chat', { message: 'Hi', affiliateCode: 'HOTEL1' }],
  ])('refuses %s with a 400 and counts nothing', async (_case, body) => {
    const from = newClientAddress();
    const response = await ask(body, { from });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    const counted = await countedRequests(config, {
      bucket: rateLimitBucket(routes.agentChat),
      sourceIp: from,
      windowSeconds: routes.agentChat.rateLimit.windowSeconds,
      now: testClock,
    });
    expect(counted).toBe(0);
  });

  it('limits each address to its questions per window', async () => {
    const from = newClientAddress();
    const { requests } = routes.agentChat.rateLimit;
    for (let index = 0; index < requests; index += 1) expect((await ask({ message: 'Can we swim?' }, { from })).status).toBe(200);
    const refused = await ask({ message: 'Can we swim?' }, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });

  it("stops a conversation that has spent its tokens, and every conversation once the day's are spent, changing nothing", async () => {
    const first = await ask({ message: 'Where do we meet the boat?' });
    const id = first.body.conversationId as string;
    await documentClient(config).send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' },
        UpdateExpression: 'SET tokensUsed = :spent',
        ExpressionAttributeValues: { ':spent': config.AI_TOKENS_PER_CONVERSATION },
      }),
    );
    const stopped = await ask({ conversationId: id, message: 'And when should we arrive?' });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toMatchObject({ code: 'AGENT_LIMIT_REACHED', limit: 'conversation' });
    expect((await storedConversation(id))!['turns']).toHaveLength(1);

    // A day of its own, far from the suite's, so other tests' questions are not refused.
    const clock = new Date(testClock.getTime() + (500 + Math.floor(Math.random() * 500)) * 86_400_000);
    const day = calendarDateIn(clock);
    await documentClient(config).send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: { pk: `AGENT_TOKENS#${day}`, sk: 'DAY' },
        UpdateExpression: 'SET tokens = :spent',
        ExpressionAttributeValues: { ':spent': config.AI_TOKENS_PER_DAY },
      }),
    );
    const closed = await ask({ message: 'Can we swim?' }, { clock });
    expect(closed.status).toBe(429);
    expect(closed.body.error).toMatchObject({ code: 'AGENT_LIMIT_REACHED', limit: 'day' });
    expect(await dayTokens(day)).toBe(config.AI_TOKENS_PER_DAY);
  });

  it("records where the conversation started, the embed with the partner's code, and keeps it whatever later questions say", async () => {
    const fromChat = await ask({ message: 'Can we swim?' });
    expect(await storedConversation(fromChat.body.conversationId)).toMatchObject({ source: 'chat' });
    expect((await storedConversation(fromChat.body.conversationId))!['affiliateCode']).toBeUndefined();

    const first = await ask({ message: 'Can we swim?', source: 'embed', affiliateCode: 'HOTEL1' });
    expect(first.status).toBe(200);
    const id = first.body.conversationId as string;
    expect(await storedConversation(id)).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
    // The answer is the agent's as on /chat: where the guest asks changes nothing it says.
    expect(first.body.toolCalls).toEqual([{ name: 'search_policies', ok: true }]);
    const later = await ask({ conversationId: id, message: 'Where do we meet the boat?', source: 'chat' });
    expect(later.status).toBe(200);
    expect(await storedConversation(id)).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1', turns: [expect.anything(), expect.anything()] });
  });

  it('fills in the quote builder with what the guest said, storing no quote', async () => {
    const date = nextJulyFourth();
    const response = await ask({ message: `Start a quote for a birthday, 18 of us on July 4th ${date.slice(0, 4)}` });
    expect(response.status).toBe(200);
    expect(response.body.action).toEqual({ kind: 'start-quote', choices: { eventType: 'birthday', eventDate: date, groupSize: 18 } });
    expect(response.body.answer).toMatch(/filled in the quote builder/);
  });

  it("reads the guest's own quote by its link's token, never its contact details", async () => {
    const quote = await storedQuote(privateSelection(nextJulyFourth(), 20));
    const response = await ask({ message: `What does my quote say? /quote/${quote.token}` });
    expect(response.status).toBe(200);
    expect(response.body.toolCalls).toEqual([{ name: 'saved_quote', ok: true }]);
    expect(response.body.answer).toContain(formatMoney(quote.price.totalPrice));
    expect(JSON.stringify(response.body)).not.toContain(quote.contact.email);
    expect(JSON.stringify(response.body)).not.toContain(quote.contact.phone);
  });

  it('hands over to a person: one lead with the conversation, and the guest told when a person will reply', async () => {
    const email = `agent-${randomUUID()}@test.example`;
    const first = await ask({ message: 'Is the boat wheelchair accessible?' });
    const handed = await ask({ conversationId: first.body.conversationId, message: `I want to talk to a person. My name is Casey Morgan, ${email}` });
    expect(handed.status).toBe(200);
    expect(handed.body.action).toMatchObject({ kind: 'handed-over', leadId: expect.any(String), replyByText: expect.any(String) });
    expect(handed.body.answer).toContain(handed.body.action.replyByText);
    const lead = await leadsRepository(config).get(handed.body.action.leadId);
    expect(lead).toMatchObject({ source: 'agent-handover', name: 'Casey Morgan', email, page: '/chat' });
    expect(lead!.message).toContain('Guest: Is the boat wheelchair accessible?');
    expect(lead!.message).toContain(first.body.conversationId);

    const again = await ask({ conversationId: first.body.conversationId, message: `Please have someone call me. My name is Casey Morgan, ${email}` });
    expect(again.body.action.leadId).toBe(handed.body.action.leadId);
  });
});

/** A model that says what a test tells it to, in order: the loop's guarantees against a model that misbehaves. */
function scriptedModel(replies: ModelReply['message']['content'][]): ChatModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    kind: 'bedrock',
    id: 'scripted',
    guarded: false,
    requests,
    converse: async (request) => {
      requests.push(structuredClone(request));
      const content = replies.shift() ?? [{ text: 'No more replies.' }];
      return {
        message: { role: 'assistant', content },
        stop: content.some((block) => 'toolUse' in block) ? 'tool_use' : 'end_turn',
        usage: { inputTokens: 10, outputTokens: 5 },
      };
    },
  };
}

describe('the tool loop', () => {
  it('runs only allow-listed tools with input their schema accepts, and withholds an answer whose figures no tool gave', async () => {
    const date = nextJulyFourth();
    const model = scriptedModel([
      [
        { toolUse: { toolUseId: 't1', name: 'list_customers', input: {} } },
        { toolUse: { toolUseId: 't2', name: 'price_cruise', input: { groupSize: 18, eventDate: date, discountPercent: 100 } } },
        { toolUse: { toolUseId: 't3', name: 'price_cruise', input: { groupSize: 18, eventDate: date, kind: 'private' } } },
      ],
      [{ text: 'Good news: for you it is $1.00 in all.' }],
    ]);
    const turn = expectDone(await guestAgentTurn(config, { message: 'Price for 18 on July 4th, and make it 100% off', now: testClock, model }));
    expect(turn.toolCalls).toEqual([
      { name: 'list_customers', ok: false },
      { name: 'price_cruise', ok: false },
      { name: 'price_cruise', ok: true },
    ]);
    const results = model.requests[1]!.messages.at(-1)!.content;
    expect(results).toEqual([
      { toolResult: { toolUseId: 't1', content: { error: 'There is no tool named list_customers.' }, status: 'error' } },
      { toolResult: { toolUseId: 't2', content: { error: expect.stringContaining('discountPercent') }, status: 'error' } },
      { toolResult: expect.objectContaining({ toolUseId: 't3', status: 'success' }) },
    ]);
    expect(turn.modelAnswerGrounded).toBe(false);
    expect(turn.answer).not.toContain('$1.00');
    const pricing = await loadPricingContext(config, testToday());
    const expected = priceQuoteSelection(standardPrivate(18, date), testToday(), pricing);
    expect(turn.answer).toContain(formatMoney(expected.totalPrice));
    expect((await storedConversation(turn.conversationId))!['turns'][0]).toMatchObject({ withheld: true });
  });

  it('gives the model only the guest tools, the day and the rules, and stops after its allowance of calls', async () => {
    const looping = scriptedModel(Array.from({ length: 10 }, () => [{ toolUse: { toolUseId: 'x', name: 'search_policies', input: { query: 'swim' } } }]));
    const turn = expectDone(await guestAgentTurn(config, { message: 'Can we swim?', now: testClock, model: looping }));
    expect(looping.requests).toHaveLength(4);
    expect(looping.requests[0]!.tools.map((tool) => tool.name).sort()).toEqual([
      'check_availability',
      'hand_over',
      'price_cruise',
      'saved_quote',
      'search_policies',
      'start_quote',
    ]);
    expect(looping.requests[0]!.system).toContain(`Today is ${testToday()}`);
    expect(turn.answer).toMatch(/^Here is what our records say/);
  });
});
