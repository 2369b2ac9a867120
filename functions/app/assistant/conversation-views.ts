import type { AgentConversationDetail, AgentConversationMessage, AgentConversationSummary, AgentConversationView } from '#domain/assistant/agent-chat.ts';
import type { StoredConversation } from '#domain/assistant/conversation.ts';
import { blockReasons } from '#domain/assistant/guardrail-policy.ts';
import { formatInstant } from '#domain/shared/dates.ts';

// A stored conversation as each side reads it (decision 072): the guest sees what was said (their
// questions, the agent's answers, the crew's replies) and who answers now, never the tools' inputs
// or the staff member's address; staff see every turn with its tool calls, the hand-over, the
// review marks and why the guardrail policy blocked a turn (decision 086).

/** The guest's own view: their chat shows it again, and learns of a person's reply from it. */
export function guestView(conversation: StoredConversation): AgentConversationView {
  const messages: AgentConversationMessage[] = [
    ...conversation.turns.flatMap((turn): AgentConversationMessage[] => [
      { from: 'guest', at: turn.at, text: turn.question },
      ...(turn.forStaff ? [] : [{ from: 'agent' as const, at: turn.at, text: turn.answer }]),
    ]),
    ...(conversation.staffReplies ?? []).map((reply): AgentConversationMessage => ({ from: 'staff', at: reply.at, text: reply.text })),
  ];
  // Sorted by time; a question and its answer share one, and the stable sort keeps them in order.
  messages.sort((a, b) => a.at.localeCompare(b.at));
  return {
    conversationId: conversation.id,
    messages,
    handedOver: conversation.handover ? { replyByText: formatInstant(new Date(conversation.handover.replyBy)) } : null,
    takenOver: conversation.takenOver !== undefined,
  };
}

export function staffSummary(conversation: Omit<StoredConversation, 'messages'>): AgentConversationSummary {
  const lastReply = conversation.staffReplies?.at(-1)?.at ?? '';
  const lastForStaff = conversation.turns.findLast((turn) => turn.forStaff)?.at ?? '';
  const { handover } = conversation;
  return {
    id: conversation.id,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    firstQuestion: conversation.turns[0]?.question ?? '',
    questions: conversation.turns.length,
    handedOver: handover ? { name: handover.name ?? null, email: handover.email ?? null, replyBy: handover.replyBy } : null,
    takenOver: conversation.takenOver ?? null,
    waitingForStaff: lastForStaff !== '' && lastForStaff >= lastReply,
    markedWrong: conversation.turns.filter((turn) => turn.markedWrong).length,
    blocked: conversation.turns.filter((turn) => turn.blocked).length,
    source: conversation.source,
    affiliateCode: conversation.affiliateCode ?? null,
  };
}

export function staffDetail(conversation: StoredConversation): AgentConversationDetail {
  return {
    ...staffSummary(conversation),
    model: conversation.model,
    tokensUsed: conversation.tokensUsed,
    turns: conversation.turns.map((turn, index) => ({
      index,
      at: turn.at,
      question: turn.question,
      answer: turn.answer,
      toolCalls: turn.toolCalls.map((call) => ({ name: call.name, input: call.input, ok: call.ok })),
      withheld: turn.withheld,
      forStaff: turn.forStaff === true,
      markedWrong: turn.markedWrong ?? null,
      blocked: turn.blocked ? { on: turn.blocked.on, by: turn.blocked.by, reasons: blockReasons(turn.blocked) } : null,
    })),
    staffReplies: (conversation.staffReplies ?? []).map((reply) => ({ ...reply, emailedTo: reply.emailedTo ?? null })),
  };
}
