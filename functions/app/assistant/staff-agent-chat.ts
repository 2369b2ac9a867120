import { randomUUID } from 'node:crypto';
import type { AgentConversationDetail, AgentReviewItem } from '#domain/assistant/agent-chat.ts';
import type { StoredConversation } from '#domain/assistant/conversation.ts';
import { AgentChatReplyPosted } from '#events/assistant.ts';
import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { agentConversationsRepository } from '../../adapters/dynamodb/agent-conversations-repository.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { staffDetail } from './conversation-views.ts';

// Staff's agent chat (issue 30, decision 072): a staff member takes a guest's conversation over
// (the agent answers it no more), replies (shown in the guest's chat; e-mailed too when the guest
// left an address at the hand-over), and marks an answer wrong (the evaluation set's review list).
// Each change is a versioned write of the conversation; a guest's question landing at the same
// moment makes the write lose, so it is read and applied again, a few times at most.

type StaffRefusal = 'CONVERSATION_NOT_FOUND' | 'CONVERSATION_BUSY' | 'ANSWER_NOT_FOUND';

const ATTEMPTS = 3;
const notFound = () => refused('CONVERSATION_NOT_FOUND', 'No conversation has this id; it may have expired after 90 days.');

/** Applies `change` to the stored conversation and saves it, again on a lost race; `change` may refuse. */
async function changeConversation(
  config: Config,
  id: string,
  now: Date,
  change: (conversation: StoredConversation) => StoredConversation | { refusal: ReturnType<typeof refused<StaffRefusal>> },
): Promise<Outcome<StoredConversation, StaffRefusal>> {
  const repository = agentConversationsRepository(config);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const stored = await repository.get(id);
    if (!stored) return notFound();
    const changed = change(stored);
    if ('refusal' in changed) return changed.refusal;
    const next = { ...changed, updatedAt: now.toISOString(), version: stored.version + 1 };
    if (await repository.save(next, now)) return done(next);
  }
  return refused('CONVERSATION_BUSY', 'The guest is writing in this conversation right now. Try again in a moment.');
}

const withTakeOver = (conversation: StoredConversation, by: string, now: Date): StoredConversation =>
  conversation.takenOver ? conversation : { ...conversation, takenOver: { by, at: now.toISOString() } };

export async function conversationForStaff(config: Config, id: string): Promise<Outcome<AgentConversationDetail, StaffRefusal>> {
  const stored = await agentConversationsRepository(config).get(id);
  return stored ? done(staffDetail(stored)) : notFound();
}

/** The staff member takes the conversation over: the guest's next questions wait for a person. Taking it again changes nothing. */
export async function takeOverConversation(config: Config, id: string, by: string, now: Date): Promise<Outcome<AgentConversationDetail, StaffRefusal>> {
  const outcome = await changeConversation(config, id, now, (conversation) => withTakeOver(conversation, by, now));
  return outcome.ok ? done(staffDetail(outcome.value)) : outcome;
}

/**
 * A staff member's reply: it takes the conversation over (if nobody had), shows in the guest's
 * chat, and is e-mailed (AgentChatReplyPosted, once per reply) when the guest left an address.
 */
export async function replyToConversation(
  config: Config,
  request: { id: string; text: string; by: string; now: Date },
): Promise<Outcome<AgentConversationDetail, StaffRefusal>> {
  const { id, text, by, now } = request;
  const replyId = randomUUID();
  const outcome = await changeConversation(config, id, now, (conversation) => {
    const email = conversation.handover?.email;
    const reply = { id: replyId, at: now.toISOString(), by, text, ...(email ? { emailedTo: email } : {}) };
    return { ...withTakeOver(conversation, by, now), staffReplies: [...(conversation.staffReplies ?? []), reply] };
  });
  if (!outcome.ok) return outcome;
  const { handover } = outcome.value;
  if (handover?.email) {
    await emitEvent(
      config,
      AgentChatReplyPosted,
      { conversationId: id, replyId, to: { name: handover.name ?? '', email: handover.email }, text, repliedBy: by },
      { now, id: replyId },
    );
  }
  return done(staffDetail(outcome.value));
}

/** Marks one answer wrong with the staff member's note, and puts it on the review list. */
export async function markAnswerWrong(
  config: Config,
  request: { id: string; turn: number; note: string; by: string; now: Date },
): Promise<Outcome<AgentConversationDetail, StaffRefusal>> {
  const { id, turn, note, by, now } = request;
  const mark = { by, at: now.toISOString(), note };
  const outcome = await changeConversation(config, id, now, (conversation) => {
    const answered = conversation.turns[turn];
    if (!answered || answered.forStaff) return { refusal: refused('ANSWER_NOT_FOUND', 'This conversation has no agent answer there.') };
    return { ...conversation, turns: conversation.turns.map((entry, index) => (index === turn ? { ...entry, markedWrong: mark } : entry)) };
  });
  if (!outcome.ok) return outcome;
  const answered = outcome.value.turns[turn]!;
  const review: AgentReviewItem = {
    conversationId: id,
    turn,
    question: answered.question,
    answer: answered.answer,
    toolCalls: answered.toolCalls,
    note,
    markedBy: by,
    markedAt: mark.at,
  };
  await agentConversationsRepository(config).putReview(review, now);
  return done(staffDetail(outcome.value));
}
