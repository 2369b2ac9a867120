import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgentConversationDetail, AgentConversationView } from '#domain/assistant/agent-chat.ts';
import { CONVERSATION_KEPT_DAYS } from '#domain/assistant/conversation.ts';
import { documentClient, GetCommand, UpdateCommand } from '#functions/adapters/dynamodb/client.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, customerSession } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { config } from './booking-support.ts';

// Staff's agent chat (issue 30, decision 072): the guest's hand-over form, a person taking the
// conversation over and replying (in the guest's chat and by e-mail), answers marked wrong for
// the evaluation's review list, and what a guest can never do with another's conversation.

const guest = (method: string, path: string, body?: unknown) => api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }) });
const ask = (message: string, conversationId?: string) => guest('POST', '/api/agent/chat', { message, ...(conversationId ? { conversationId } : {}) });
const conversationOf = async (id: string) => (await guest('GET', `/api/agent/conversations/${id}`)).body as AgentConversationView;

async function newConversation(question = 'Is the boat wheelchair accessible?'): Promise<string> {
  const answered = await ask(question);
  expect(answered.status).toBe(200);
  return answered.body.conversationId as string;
}

describe("the guest's hand-over form", () => {
  it('makes the conversation one lead with the conversation attached, and says when a person will reply', async () => {
    const id = await newConversation();
    const email = `handover-${randomUUID()}@test.example`;
    const handed = await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: ' Casey Morgan ', email: `  ${email}  ` });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.replyByText).toEqual(expect.any(String));

    const item = await documentClient(config).send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' } }),
    );
    expect(item.Item!['handover']).toMatchObject({ name: 'Casey Morgan', email, replyBy: handed.body.replyBy });
    const lead = await leadsRepository(config).get(item.Item!['handover'].leadId);
    expect(lead).toMatchObject({ source: 'agent-handover', name: 'Casey Morgan', email, page: '/chat' });
    expect(lead!.message).toContain('Guest: Is the boat wheelchair accessible?');
    expect(lead!.message).toContain(id);

    // Sent again, it answers the first hand-over: still one lead.
    const again = await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: 'Casey Morgan', email });
    expect(again.body.replyBy).toBe(handed.body.replyBy);
    expect((await conversationOf(id)).handedOver).toEqual({ replyByText: handed.body.replyByText });
  });

  it("names the embed's page in the lead of a conversation begun in the embed", async () => {
    const asked = await guest('POST', '/api/agent/chat', { message: 'Is the boat wheelchair accessible?', source: 'embed', affiliateCode: 'HOTEL1' });
    expect(asked.status).toBe(200);
    const id = asked.body.conversationId as string;
    const email = `embed-handover-${randomUUID()}@test.example`;
    expect((await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: 'Casey Morgan', email })).status).toBe(200);
    const item = await documentClient(config).send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' } }),
    );
    expect(await leadsRepository(config).get(item.Item!['handover'].leadId)).toMatchObject({ source: 'agent-handover', email, page: '/embed/quote' });
  });

  it('refuses an address with an inner space, or no name, and changes nothing', async () => {
    const id = await newConversation();
    const spaced = await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: 'Casey Morgan', email: 'casey morgan@test.example' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.error.fields).toHaveProperty('email');
    const nameless = await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: '  ', email: 'casey@test.example' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.fields).toHaveProperty('name');
    expect((await conversationOf(id)).handedOver).toBeNull();
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const response = await guest('POST', `/api/agent/conversations/${randomUUID()}/hand-over`, { name: 'Casey Morgan', email: 'casey@test.example' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('CONVERSATION_NOT_FOUND');
  });
});

describe('staff taking a conversation over', () => {
  it("stops the agent, and the person's reply reaches the guest's chat and their e-mail", async () => {
    const id = await newConversation('Can we bring a piñata on board?');
    const email = `reply-${randomUUID()}@test.example`;
    expect((await guest('POST', `/api/agent/conversations/${id}/hand-over`, { name: 'Robin Vega', email })).status).toBe(200);

    const listed = await asAdmin('GET', '/api/admin/agent-conversations');
    expect(listed.status).toBe(200);
    const row = listed.body.conversations.find((entry: { id: string }) => entry.id === id);
    expect(row).toMatchObject({
      firstQuestion: 'Can we bring a piñata on board?',
      handedOver: { name: 'Robin Vega', email },
      takenOver: null,
      source: 'chat',
      affiliateCode: null,
    });
    const times = listed.body.conversations.map((entry: { updatedAt: string }) => entry.updatedAt);
    expect(times).toEqual([...times].sort().reverse());

    const detail = (await asAdmin('GET', `/api/admin/agent-conversations/${id}`)).body as AgentConversationDetail;
    expect(detail.turns[0]).toMatchObject({
      question: 'Can we bring a piñata on board?',
      toolCalls: [{ name: 'search_policies', input: { query: expect.any(String) }, ok: true }],
    });

    const taken = await asAdmin('POST', `/api/admin/agent-conversations/${id}/take-over`);
    expect(taken.status).toBe(200);
    expect(taken.body.takenOver).toMatchObject({ by: adminEmail });

    // The guest's next question waits for the person: no model call, no tokens.
    const waiting = await ask('Hello? Is anyone there?', id);
    expect(waiting.status).toBe(200);
    expect(waiting.body.action).toEqual({ kind: 'waiting-for-staff' });
    expect(waiting.body.toolCalls).toEqual([]);
    const afterWait = (await asAdmin('GET', `/api/admin/agent-conversations/${id}`)).body as AgentConversationDetail;
    expect(afterWait.turns.at(-1)).toMatchObject({ question: 'Hello? Is anyone there?', answer: '', forStaff: true, toolCalls: [] });
    expect(afterWait.tokensUsed).toBe(detail.tokensUsed);
    expect(afterWait.waitingForStaff).toBe(true);

    const text = 'Hi Robin, yes, a piñata is fine.\n\nPlease bring a bag for the pieces.';
    const replied = await asAdmin('POST', `/api/admin/agent-conversations/${id}/replies`, { text });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.staffReplies).toEqual([expect.objectContaining({ text, by: adminEmail, emailedTo: email })]);
    expect(replied.body.waitingForStaff).toBe(false);

    const seen = await conversationOf(id);
    expect(seen.takenOver).toBe(true);
    expect(seen.messages.map((message) => message.from)).toEqual(['guest', 'agent', 'guest', 'staff']);
    expect(seen.messages.at(-1)).toMatchObject({ from: 'staff', text });
    expect(JSON.stringify(seen)).not.toContain(adminEmail);

    const mail = await eventually(async () =>
      (await outboxRepository(config).listByRecipient(email)).find((message) => message.detailType === 'AgentChatReplyPosted'),
    );
    expect(mail.text).toContain('a piñata is fine');
    expect(mail.text).toContain('Please bring a bag for the pieces.');
    expect(mail.to).toBe(email);

    const item = await documentClient(config).send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' } }),
    );
    expect(item.Item!['expiresAt']).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + CONVERSATION_KEPT_DAYS * 86_400 - 120);
  });

  it("shows staff a conversation from the embed, with the partner's referral code, in the list and opened", async () => {
    const asked = await guest('POST', '/api/agent/chat', { message: 'Can we bring a cooler?', source: 'embed', affiliateCode: 'HOTEL1' });
    const id = asked.body.conversationId as string;
    const listed = await asAdmin('GET', '/api/admin/agent-conversations');
    expect(listed.body.conversations.find((entry: { id: string }) => entry.id === id)).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1' });
    const detail = (await asAdmin('GET', `/api/admin/agent-conversations/${id}`)).body as AgentConversationDetail;
    expect(detail).toMatchObject({ source: 'embed', affiliateCode: 'HOTEL1', turns: [expect.objectContaining({ question: 'Can we bring a cooler?' })] });
    // The guest reads back what was said, not the partner's code.
    expect(JSON.stringify(await conversationOf(id))).not.toContain('HOTEL1');
  });

  it('replies without an e-mail when the guest left none, and refuses an empty reply', async () => {
    const id = await newConversation();
    const empty = await asAdmin('POST', `/api/admin/agent-conversations/${id}/replies`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('text');
    const replied = await asAdmin('POST', `/api/admin/agent-conversations/${id}/replies`, { text: 'Call us any time.' });
    expect(replied.status).toBe(200);
    // Replying takes the conversation over.
    expect(replied.body.takenOver).toMatchObject({ by: adminEmail });
    expect(replied.body.staffReplies).toEqual([expect.objectContaining({ text: 'Call us any time.', emailedTo: null })]);
    expect((await asAdmin('POST', `/api/admin/agent-conversations/${randomUUID()}/replies`, { text: 'Hi' })).status).toBe(404);
  });

  it("lets the guest reach the person even when the agent's allowance for the conversation is spent", async () => {
    const id = await newConversation();
    await documentClient(config).send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: { pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' },
        UpdateExpression: 'SET tokensUsed = :spent',
        ExpressionAttributeValues: { ':spent': config.AI_TOKENS_PER_CONVERSATION },
      }),
    );
    expect((await ask('Still there?', id)).status).toBe(429);
    expect((await asAdmin('POST', `/api/admin/agent-conversations/${id}/take-over`)).status).toBe(200);
    const waiting = await ask('Still there?', id);
    expect(waiting.status).toBe(200);
    expect(waiting.body.action).toEqual({ kind: 'waiting-for-staff' });
  });
});

describe('marking an answer wrong', () => {
  it('marks the answer and puts it on the review list, newest first', async () => {
    const id = await newConversation('Can we bring our own drinks?');
    const marked = await asAdmin('POST', `/api/admin/agent-conversations/${id}/wrong-answers`, { turn: 0, note: 'Should say cans only.' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.turns[0].markedWrong).toMatchObject({ by: adminEmail, note: 'Should say cans only.' });
    expect(marked.body.markedWrong).toBe(1);

    const reviews = await asAdmin('GET', '/api/admin/agent-reviews');
    expect(reviews.status).toBe(200);
    const times = reviews.body.reviews.map((review: { markedAt: string }) => review.markedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(reviews.body.reviews.find((review: { conversationId: string }) => review.conversationId === id)).toMatchObject({
      conversationId: id,
      turn: 0,
      question: 'Can we bring our own drinks?',
      answer: marked.body.turns[0].answer,
      toolCalls: [expect.objectContaining({ name: 'search_policies' })],
      note: 'Should say cans only.',
      markedBy: adminEmail,
    });

    const missing = await asAdmin('POST', `/api/admin/agent-conversations/${id}/wrong-answers`, { turn: 5, note: '' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('ANSWER_NOT_FOUND');
  });
});

describe("what a guest cannot do with the agent's conversations", () => {
  it("cannot read another's conversation without its id, nor list, reply, take over or mark as staff", async () => {
    const id = await newConversation();
    // Nothing but the conversation's own id opens it; ids are random UUIDs.
    expect((await guest('GET', `/api/agent/conversations/${randomUUID()}`)).status).toBe(404);
    expect((await guest('GET', '/api/agent/conversations/not-a-uuid')).status).toBe(400);

    const customer = await customerSession();
    for (const [method, path, body] of [
      ['GET', '/api/admin/agent-conversations', undefined],
      ['GET', `/api/admin/agent-conversations/${id}`, undefined],
      ['POST', `/api/admin/agent-conversations/${id}/take-over`, undefined],
      ['POST', `/api/admin/agent-conversations/${id}/replies`, { text: 'I am staff, 100% off.' }],
      ['POST', `/api/admin/agent-conversations/${id}/wrong-answers`, { turn: 0, note: '' }],
      ['GET', '/api/admin/agent-reviews', undefined],
    ] as const) {
      expect((await guest(method, path, body)).status, `${method} ${path} without a session`).toBe(401);
      const signedIn = await api(method, path, { from: newClientAddress(), ...(body ? { body } : {}), headers: { cookie: customer } });
      expect(signedIn.status, `${method} ${path} as a customer`).toBe(403);
    }
    // The chat takes a question and nothing else: no sender, no staff flag.
    const posing = await guest('POST', '/api/agent/chat', { conversationId: id, message: 'Thanks!', from: 'staff' });
    expect(posing.status).toBe(400);
    const seen = await conversationOf(id);
    expect(seen.takenOver).toBe(false);
    expect(seen.messages.some((message) => message.from === 'staff')).toBe(false);
  });
});
