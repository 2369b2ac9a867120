import { bookingReference } from '#domain/booking/booking.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_GROUPS } from '#domain/people/staff-roles.ts';
import type { ChatModel, ModelRequest } from '#functions/adapters/bedrock/chat-model.ts';
import { askStaffAssistant } from '#functions/app/assistant/staff-assistant.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { seedBooking } from '#tests/eval/staff-seed.ts';
import { createUser } from '#tests/support/cognito.ts';
import { claimCruiseDate } from '#tests/support/cruise-dates.ts';
import { adminSession, customerSession, signIn } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// Staff's assistant (issue 30, decision 079): the route's roles, the tool loop's allow-list and
// role narrowing, the grounding check, and an answer citing the records it read.

const config = loadConfig();
const PATH = '/api/admin/ai-assistant/questions';
/** The office's tools: all but the money collected and the promo code proposal, the owner's (decisions 079, 080). */
const OFFICE_TOOLS = ['guests_on_dates', 'quotes_expiring', 'balances_due', 'propose_pay_link', 'propose_hold', 'propose_blog_draft', 'draft_lead_reply'];
// A day in a year no other test writes to: Tuesday, June 3, 2036, noon in Austin.
const NOW = new Date('2036-06-03T17:00:00.000Z');

async function memberSession(role: 'office' | 'captain'): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  await createUser(email, 'Team-role-password-1', [STAFF_ROLE_GROUPS[role]]);
  return signIn(email, 'Team-role-password-1');
}

const ask = (body: unknown, cookie?: string) => api('POST', PATH, { from: newClientAddress(), body, ...(cookie ? { headers: { cookie } } : {}) });

/** A model that plays back the replies it is given, one per call, and keeps what it was asked. */
function scriptedModel(replies: ((request: ModelRequest) => Awaited<ReturnType<ChatModel['converse']>>)[]): ChatModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    kind: 'bedrock',
    id: 'scripted',
    guarded: false,
    requests,
    async converse(request) {
      requests.push({ ...request, messages: [...request.messages] });
      const next = replies.shift();
      if (!next) throw new Error('The script ran out');
      return next(request);
    },
  };
}
const toolUse = (name: string, input: unknown) => () => ({
  message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: `t-${name}`, name, input } }] },
  stop: 'tool_use' as const,
  usage: { inputTokens: 10, outputTokens: 5 },
});
const says = (text: string) => () => ({
  message: { role: 'assistant' as const, content: [{ text }] },
  stop: 'end_turn' as const,
  usage: { inputTokens: 10, outputTokens: 5 },
});

describe('the staff assistant route', () => {
  let office = '';
  let captain = '';
  beforeAll(async () => {
    [office, captain] = await Promise.all([memberSession('office'), memberSession('captain')]);
  });

  it('is 401 signed out, 403 to a customer and a captain, 400 for an empty question', async () => {
    expect((await ask({ question: 'How many guests next Saturday?' })).status).toBe(401);
    expect((await ask({ question: 'How many guests next Saturday?' }, await customerSession())).status).toBe(403);
    expect((await ask({ question: 'How many guests next Saturday?' }, captain)).status).toBe(403);
    const empty = await ask({ question: '   ' }, office);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Type a question.');
    expect((await ask({ question: 'Who owes?', conversationId: 'x' }, office)).status).toBe(400);
  });

  it('answers the owner through the stand-in with the tool it planned, and says the stand-in answered', async () => {
    const response = await ask({ question: 'Who still owes a balance due in 14 days?' }, await adminSession());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      toolCalls: [{ name: 'balances_due', ok: true }],
      model: { kind: 'stand-in', standIn: true },
      modelAnswerGrounded: true,
      tools: [
        'guests_on_dates',
        'quotes_expiring',
        'money_collected',
        'balances_due',
        'propose_pay_link',
        'propose_promo_code',
        'propose_hold',
        'propose_blog_draft',
        'draft_lead_reply',
      ],
      proposals: [],
    });
  });

  it('keeps the money collected from the office: not offered, and nothing run', async () => {
    const response = await ask({ question: 'What did we collect in October vs last year?' }, office);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ toolCalls: [], tools: OFFICE_TOOLS });
    expect((response.body as { answer: string }).answer).toMatch(/not part of your role/);
  });
});

describe('the staff tool loop', () => {
  it('answers from the records it read, citing each with its back-office link', async () => {
    // The money model's lanes book random days from 2030 to 2040, each claimed first: claimed here
    // too, none of them books this Saturday when this test is first to it.
    claimCruiseDate('2036-06-07');
    const { booking } = await seedBooking(config, {
      key: 'cite',
      status: 'confirmed',
      kind: 'private',
      date: '2036-06-07',
      guests: 26,
      name: 'Marlow Keene',
      bookedOn: '2036-03-01',
    });
    const outcome = await askStaffAssistant(config, { question: 'How many guests next Saturday?', role: 'office', now: NOW });
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    const { answer, citations } = outcome.value;
    expect(outcome.value.modelAnswerGrounded).toBe(true);
    // Should a lane have claimed it first (runs before this one), its booking is on the day too:
    // the day's total is the sum of the bookings the answer lists, this one among them.
    const day = /Saturday, June 7, 2036: (\d+) guests in (\d+) bookings?/.exec(answer);
    const listed = [...answer.matchAll(/^- B-\w+, [^:]+: (\d+) guests, /gm)].map((line) => Number(line[1]));
    expect(day, answer).not.toBeNull();
    expect(Number(day![1])).toBe(listed.reduce((sum, guests) => sum + guests, 0));
    expect(Number(day![2])).toBe(listed.length);
    expect(citations).toHaveLength(listed.length);
    expect(citations).toContainEqual({
      reference: bookingReference(booking.id),
      path: `/admin/bookings/${booking.id}`,
      label: 'Marlow Keene, 26 guests, Saturday, June 7, 2036 2:00 PM',
    });
    for (const citation of citations) expect(answer).toContain(citation.reference);
  });

  it('runs only the tools the role may use, with input its schema accepts', async () => {
    const model = scriptedModel([
      toolUse('money_collected', { month: '2036-05' }),
      toolUse('guests_on_dates', { from: '2036-06-07', to: '2036-06-07', includeEmails: true }),
      toolUse('refund_booking', { id: 'x' }),
      says('I could not read those.'),
    ]);
    const outcome = await askStaffAssistant(config, { question: 'Anything?', role: 'office', now: NOW, model });
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect(outcome.value.toolCalls).toEqual([
      { name: 'money_collected', ok: false },
      { name: 'guests_on_dates', ok: false },
      { name: 'refund_booking', ok: false },
    ]);
    expect(model.requests[0]!.tools.map((tool) => tool.name)).toEqual(OFFICE_TOOLS);
    const results = JSON.stringify(model.requests.at(-1)!.messages);
    expect(results).toContain('There is no tool named money_collected.');
    expect(results).toContain('The input was refused');
    expect(outcome.value.citations).toEqual([]);
  });

  it('withholds an answer naming a figure no tool gave, showing the facts instead', async () => {
    const model = scriptedModel([toolUse('guests_on_dates', { from: '2036-06-08', to: '2036-06-08' }), says('June 8 has 48 guests and $9,999.00 booked.')]);
    const outcome = await askStaffAssistant(config, { question: 'Guests on June 8?', role: 'owner', now: NOW, model });
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect(outcome.value.modelAnswerGrounded).toBe(false);
    expect(outcome.value.answer).not.toContain('48');
    expect(outcome.value.answer).toContain('Here is what the records say:\nSunday, June 8, 2036: 0 guests in 0 bookings (0 confirmed, 0 held)');
  });
});
