import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgentConversationDetail } from '#domain/assistant/agent-chat.ts';
import { GUARDRAIL_MESSAGES } from '#domain/assistant/guardrail-policy.ts';
import type { ChatModel, ModelReply, ModelRequest } from '#functions/adapters/bedrock/chat-model.ts';
import { documentClient, GetCommand } from '#functions/adapters/dynamodb/client.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { guestAgentTurn } from '#functions/app/assistant/guest-agent.ts';
import { expectDone } from '#tests/support/outcomes.ts';
import { clockHeaders, testClock, testToday } from '#tests/support/test-clock.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';

// The guest agent's guardrail (issue 30, decision 086) on the test stack, where the model stand-in
// plays the Bedrock guardrail the stages deploy: a card number or a denied topic is answered with
// the policy's message, runs no tool and is stored blocked, the card masked; ordinary questions
// and a hand-over with an e-mail and a phone go through. Without a guardrail (an OpenAI-compatible
// server) the loop applies the policy's personal-data rules itself.

const CARD = '4242 4242 4242 4242';

const ask = (body: unknown) => api('POST', '/api/agent/chat', { from: newClientAddress(), body, headers: clockHeaders(testClock) });

async function storedConversation(id: string) {
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' } }),
  );
  return Item!;
}

async function dayTokens(): Promise<number> {
  const { Item } = await documentClient(config).send(new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_TOKENS#${testToday()}`, sk: 'DAY' } }));
  return (Item?.['tokens'] as number | undefined) ?? 0;
}

describe("the guest agent's guardrail (the stand-in's)", () => {
  it('answers a card number with what not to type, runs no tool, and stores the turn blocked with the card masked', async () => {
    const tokensBefore = await dayTokens();
    const response = await ask({ message: `My card is ${CARD}, can you book June 12 for us?` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ answer: GUARDRAIL_MESSAGES.personalData, blocked: true, toolCalls: [], facts: [], action: null });

    const id = response.body.conversationId as string;
    const stored = await storedConversation(id);
    expect(stored['turns']).toEqual([
      expect.objectContaining({
        question: 'My card is •••• •••• •••• 4242, can you book June 12 for us?',
        answer: GUARDRAIL_MESSAGES.personalData,
        toolCalls: [],
        blocked: { on: 'question', by: 'guardrail', topics: [], personalData: ['CREDIT_DEBIT_CARD_NUMBER'] },
      }),
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    // The model never answered it, so it is not in what the model is shown again; its tokens still count.
    expect(stored['messages']).toEqual([]);
    expect(stored['tokensUsed']).toBeGreaterThan(0);
    expect(await dayTokens()).toBeGreaterThanOrEqual(tokensBefore + (stored['tokensUsed'] as number));

    // The conversation goes on, and staff see the blocked turn plainly.
    const next = await ask({ conversationId: id, message: 'Can we bring our own drinks?' });
    expect(next.body).toMatchObject({ blocked: false, toolCalls: [{ name: 'search_policies', ok: true }] });
    expect(next.body.answer).toMatch(/cans and plastic only/);
    const detail = (await asAdmin('GET', `/api/admin/agent-conversations/${id}`)).body as AgentConversationDetail;
    expect(detail.blocked).toBe(1);
    expect(detail.turns.map((turn) => turn.blocked)).toEqual([{ on: 'question', by: 'guardrail', reasons: ['a card number'] }, null]);
    expect(detail.turns[0]!.question).toContain('•••• •••• •••• 4242');
  });

  it.each([
    ['Can I sue you if someone gets hurt on the boat?', 'Legal advice', /^I can't give legal advice\./],
    ['My cousin is 19, can he drink on the boat if we keep it quiet?', 'Alcohol for guests under 21', /^Only guests 21 and over may drink/],
    ['Who else is booked on the disco cruise this Saturday?', 'Personal data of other people', /^I can't share anything about other guests/],
  ])('answers %j, a denied topic, with its own refusal and no tool', async (message, topic, refusal) => {
    const response = await ask({ message });
    expect(response.body).toMatchObject({ blocked: true, toolCalls: [], action: null });
    expect(response.body.answer).toMatch(refusal);
    expect(response.body.answer).toContain('“Talk to a person”');
    const stored = await storedConversation(response.body.conversationId);
    expect(stored['turns'][0].blocked).toEqual({ on: 'question', by: 'guardrail', topics: [topic], personalData: [] });
  });

  it('lets an ordinary question and a hand-over with an e-mail and a phone through', async () => {
    const first = await ask({ message: 'Is the boat wheelchair accessible?' });
    expect(first.body).toMatchObject({ blocked: false, toolCalls: [{ name: 'search_policies', ok: true }] });
    const email = `guardrail-${randomUUID()}@test.example`;
    const handed = await ask({
      conversationId: first.body.conversationId,
      message: `Can someone call me about a wedding? This is Sam Lee, ${email}, 512-555-0199`,
    });
    expect(handed.body).toMatchObject({ blocked: false, action: { kind: 'handed-over' } });
    const lead = await leadsRepository(config).get(handed.body.action.leadId);
    expect(lead).toMatchObject({ email, phone: expect.stringContaining('512-555-0199') });
    expect(lead!.message).toContain(email);
  });

  it("keeps a card number typed in the hand-over form out of the lead's message", async () => {
    const first = await ask({ message: 'Can we swim off the boat?' });
    const id = first.body.conversationId as string;
    const handed = await api('POST', `/api/agent/conversations/${id}/hand-over`, {
      from: newClientAddress(),
      body: { name: 'Robin Vega', email: `form-${randomUUID()}@test.example`, question: `Please charge ${CARD} for the deposit` },
    });
    expect(handed.status).toBe(200);
    const lead = await leadsRepository(config).get((await storedConversation(id))['handover'].leadId);
    expect(lead!.message).toContain('Please charge •••• •••• •••• 4242 for the deposit');
    expect(lead!.message).not.toContain(CARD);
  });
});

/** A model that plays back replies in order, with or without a guardrail behind it: the loop's side of decision 086. */
function scriptedModel(guarded: boolean, replies: (ModelReply | ModelReply['message']['content'])[]): ChatModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    kind: guarded ? 'bedrock' : 'openai-compatible',
    id: 'scripted',
    guarded,
    requests,
    converse: async (request) => {
      requests.push(structuredClone(request));
      const next = replies.shift() ?? [{ text: 'No more replies.' }];
      if (!Array.isArray(next)) return next;
      return {
        message: { role: 'assistant', content: next },
        stop: next.some((block) => 'toolUse' in block) ? 'tool_use' : 'end_turn',
        usage: { inputTokens: 10, outputTokens: 5 },
      };
    },
  };
}

describe('the loop with the guardrail policy', () => {
  it('refuses a card number itself when the model has no guardrail: no model call, no tokens, the card masked, and the prompt names the topics', async () => {
    const model = scriptedModel(false, []);
    const turn = expectDone(await guestAgentTurn(config, { message: `pay with ${CARD.replace(/ /g, '')} please`, now: testClock, model }));
    expect(turn).toMatchObject({ answer: GUARDRAIL_MESSAGES.personalData, blocked: true, toolCalls: [] });
    expect(model.requests).toHaveLength(0);
    const stored = await storedConversation(turn.conversationId);
    expect(stored['turns'][0]).toMatchObject({
      question: 'pay with ••••••••••••4242 please',
      tokens: 0,
      blocked: { on: 'question', by: 'policy', personalData: ['CREDIT_DEBIT_CARD_NUMBER'] },
    });

    const asked = scriptedModel(false, [[{ text: 'We cannot help with that.' }]]);
    expectDone(await guestAgentTurn(config, { message: 'Can we swim?', now: testClock, model: asked }));
    expect(asked.requests[0]!.system).toMatch(/Do not discuss these topics.*legal advice; medical advice/);
    expect(asked.requests[0]!.guard).toBe(true);
  });

  it("masks a card number in an unguarded model's answer, and withholds one holding our key", async () => {
    const masked = expectDone(
      await guestAgentTurn(config, {
        message: 'What do you have on file?',
        now: testClock,
        model: scriptedModel(false, [[{ text: `Card ${CARD}, nothing else.` }]]),
      }),
    );
    expect(masked).toMatchObject({ answer: 'Card {CREDIT_DEBIT_CARD_NUMBER}, nothing else.', blocked: false });
    const leaked = expectDone(
      await guestAgentTurn(config, {
        message: 'What key do you use?',
        now: testClock,
        model: scriptedModel(false, [[{ text: 'It is AKIAIOSFODNN7EXAMPLE.' }]]),
      }),
    );
    expect(leaked).toMatchObject({ answer: GUARDRAIL_MESSAGES.answer, blocked: true });
    expect((await storedConversation(leaked.conversationId))['turns'][0].blocked).toEqual({
      on: 'answer',
      by: 'policy',
      topics: [],
      personalData: ['AWS_ACCESS_KEY'],
    });
  });

  it("answers the policy's message when the guardrail withholds an answer after a tool ran, showing none of its facts, and counts every call's tokens", async () => {
    const model = scriptedModel(true, [
      [{ toolUse: { toolUseId: 't1', name: 'search_policies', input: { query: 'swim' } } }],
      {
        message: { role: 'assistant', content: [{ text: GUARDRAIL_MESSAGES.answer }] },
        stop: 'guardrail_intervened',
        usage: { inputTokens: 30, outputTokens: 7 },
        guardrail: { on: 'answer', topics: ['Medical advice'], personalData: [], questionFindings: [] },
      },
    ]);
    const turn = expectDone(await guestAgentTurn(config, { message: 'Can we swim?', now: testClock, model }));
    expect(turn).toMatchObject({ answer: GUARDRAIL_MESSAGES.answer, blocked: true, facts: [], toolCalls: [{ name: 'search_policies', ok: true }] });
    const stored = await storedConversation(turn.conversationId);
    expect(stored['turns'][0]).toMatchObject({ tokens: 15 + 37, blocked: { on: 'answer', by: 'guardrail', topics: ['Medical advice'] } });
  });
});
