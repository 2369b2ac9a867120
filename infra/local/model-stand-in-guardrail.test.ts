import { ConverseCommand, type Message } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { GUEST_TURN, modelStandInForFile } from '#tests/support/model-stand-in-client.ts';
import { GUARDRAIL_MESSAGES, GUEST_DENIED_TOPICS } from '#domain/assistant/guardrail-policy.ts';
import { policyAnswers } from '#domain/assistant/guest-policies.ts';
import { businessFactDefaults } from '#domain/site/business.ts';
import { chatModel } from '#functions/adapters/bedrock/chat-model.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { GUEST_CASES } from '#tests/eval/guest-questions.ts';
import { MINIMAL_CONFIG_ENV } from '#tests/support/minimal-config-env.ts';
import { deniedTopicsIn, STAND_IN_GUARDRAIL } from './model-stand-in-guardrail.ts';

// The stand-in plays the guest agent's Bedrock guardrail from the same policy (decision 086), in
// Converse's contract: the SDK's ConverseCommand with `guardrailConfig` reaches it, and the
// agent's adapter reads what it answers.

const { system, toolConfig } = GUEST_TURN;
const running = modelStandInForFile();

/** A guest turn through the stand-in with its guardrail, as the adapter sends one. */
const askGuarded = (messages: Message[]) => running.client.send(new ConverseCommand({ modelId: 'm', system, toolConfig, guardrailConfig, messages }));
const guardrailConfig = { guardrailIdentifier: STAND_IN_GUARDRAIL.id, guardrailVersion: STAND_IN_GUARDRAIL.version, trace: 'enabled' as const };
const guarded = (text: string): Message => ({ role: 'user', content: [{ guardContent: { text: { text } } }] });

describe("the stand-in's denied topics", () => {
  it.each(GUEST_DENIED_TOPICS.flatMap((topic) => topic.examples.map((example) => [topic.name, example] as const)))('knows %s in %j', (name, example) => {
    expect(deniedTopicsIn(example)).toContain(name);
  });

  it.each([
    ...GUEST_CASES.map((testCase) => testCase.question),
    'Can we share the disco cruise with other groups?',
    'Is there a minimum age on a private boat with kids?',
    'Do you charge extra for a cake and a knife to cut it?',
    'Is tax included in the price?',
  ])('lets %j through', (question) => {
    expect(deniedTopicsIn(question)).toEqual([]);
  });

  it("never takes one of the business's own policy answers for a topic", () => {
    expect(
      policyAnswers(businessFactDefaults)
        .filter((answer) => deniedTopicsIn(answer.answer).length > 0)
        .map((answer) => answer.id),
    ).toEqual([]);
  });
});

describe('the stand-in’s guardrail through the SDK', () => {
  it('blocks a card number in the guest’s words before the model answers, naming it in the trace', async () => {
    const answer = await running.client.send(
      new ConverseCommand({
        modelId: 'amazon.nova-lite-v1:0',
        system,
        toolConfig,
        guardrailConfig,
        messages: [guarded('My card is 4242 4242 4242 4242, book it')],
      }),
    );
    expect(answer.stopReason).toBe('guardrail_intervened');
    expect(answer.output?.message?.content).toEqual([{ text: GUARDRAIL_MESSAGES.question }]);
    expect(answer.usage?.outputTokens).toBe(0);
    expect(answer.trace?.guardrail?.inputAssessment?.[STAND_IN_GUARDRAIL.id]?.sensitiveInformationPolicy?.piiEntities).toEqual([
      { match: '4242 4242 4242 4242', type: 'CREDIT_DEBIT_CARD_NUMBER', action: 'BLOCKED', detected: true },
    ]);
  });

  it('blocks a denied topic, by its name', async () => {
    const answer = await running.client.send(
      new ConverseCommand({ modelId: 'm', system, toolConfig, guardrailConfig, messages: [guarded('Can I sue you if I get hurt on the cruise?')] }),
    );
    expect(answer.stopReason).toBe('guardrail_intervened');
    expect(answer.trace?.guardrail?.inputAssessment?.[STAND_IN_GUARDRAIL.id]?.topicPolicy?.topics).toEqual([
      { name: 'Legal advice', type: 'DENY', action: 'BLOCKED', detected: true },
    ]);
  });

  it('lets a hand-over with an e-mail and a phone through, and reads only the guarded words, not the history', async () => {
    const answer = await askGuarded([
      { role: 'user', content: [{ text: 'card 4242 4242 4242 4242' }] },
      { role: 'assistant', content: [{ text: 'Please do not.' }] },
      guarded('Can someone call me about a wedding? This is Sam Lee, sam.lee@example.com, 512-555-0199'),
    ]);
    expect(answer.stopReason).toBe('tool_use');
    expect(answer.output?.message?.content?.[0]?.toolUse).toMatchObject({
      name: 'hand_over',
      input: { email: 'sam.lee@example.com', phone: expect.stringContaining('512-555-0199') },
    });
  });

  it("masks a card number in the model's answer with Bedrock's tag", async () => {
    const answer = await askGuarded([
      guarded('Can we swim?'),
      { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: 'search_policies', input: { query: 'swim' } } }] },
      {
        role: 'user',
        content: [{ toolResult: { toolUseId: 't', content: [{ json: { answers: [{ answer: 'Yes. Card 4242 4242 4242 4242 on file.' }] } }] } }],
      },
    ]);
    expect(answer.stopReason).toBe('guardrail_intervened');
    expect(answer.output?.message?.content).toEqual([{ text: 'Yes. Card {CREDIT_DEBIT_CARD_NUMBER} on file.' }]);
    expect(answer.trace?.guardrail?.outputAssessments?.[STAND_IN_GUARDRAIL.id]?.[0]?.sensitiveInformationPolicy?.piiEntities?.[0]?.action).toBe('ANONYMIZED');
  });

  it('answers a guardrail it does not have as Bedrock does', async () => {
    await expect(
      running.client.send(new ConverseCommand({ modelId: 'm', guardrailConfig: { ...guardrailConfig, guardrailVersion: '9' }, messages: [guarded('Hi')] })),
    ).rejects.toMatchObject({ name: 'ValidationException' });
  });
});

describe("the agent's adapter against the stand-in's guardrail", () => {
  const model = () =>
    chatModel(
      loadConfig({ ...MINIMAL_CONFIG_ENV, BEDROCK_ENDPOINT: running.standIn.endpoint, AI_GUARDRAIL_ID: STAND_IN_GUARDRAIL.id, AI_GUARDRAIL_VERSION: '1' }),
    );
  const tools = [{ name: 'search_policies', description: 'Policies.', inputSchema: { type: 'object' } }];

  it('reports a blocked question as guardrail_intervened, with why and what it found', async () => {
    const reply = await model().converse({
      system: system[0]!.text,
      messages: [{ role: 'user', content: [{ text: 'SSN 123-45-6789 and is it legal to drink on the lake?' }] }],
      tools,
      maxTokens: 100,
      guard: true,
    });
    expect(reply.stop).toBe('guardrail_intervened');
    expect(reply.guardrail).toEqual({
      on: 'question',
      topics: ['Legal advice'],
      personalData: ['US_SOCIAL_SECURITY_NUMBER'],
      questionFindings: ['123-45-6789'],
    });
    expect(reply.usage.inputTokens).toBeGreaterThan(0);
  });

  it('asks for no guardrail unless the request does (staff’s assistant is not held to the guest policy)', async () => {
    const reply = await model().converse({
      system: system[0]!.text,
      messages: [{ role: 'user', content: [{ text: 'Can I sue you?' }] }],
      tools,
      maxTokens: 100,
    });
    expect(reply.stop).toBe('tool_use');
    expect(model().guarded).toBe(true);
    expect(chatModel(loadConfig({ ...MINIMAL_CONFIG_ENV, BEDROCK_ENDPOINT: running.standIn.endpoint })).guarded).toBe(false);
  });
});
