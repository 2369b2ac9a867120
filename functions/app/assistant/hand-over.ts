import { randomUUID } from 'node:crypto';
import type { AgentHandOverResponse } from '#domain/assistant/agent-chat.ts';
import type { ConversationTurn, StoredConversation } from '#domain/assistant/conversation.ts';
import { AGENT_CHAT_PAGES, type AgentChatSource } from '#domain/assistant/guest-chat.ts';
import { replyBy } from '#domain/assistant/hand-over.ts';
import { maskPersonalData } from '#domain/assistant/personal-data.ts';
import type { Lead } from '#domain/people/leads.ts';
import { formatInstant } from '#domain/shared/dates.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { LeadCaptured } from '#events/leads.ts';
import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { agentConversationsRepository } from '../../adapters/dynamodb/agent-conversations-repository.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { currentBusinessFacts } from '../site/business-facts.ts';

// The hand-over (issue 30, decisions 069 and 072): the guest's conversation becomes a lead for
// staff (source `agent-handover`, the conversation in its message) and the guest is told when a
// person will reply (domain/assistant/hand-over.ts, from the office's hours in the business
// settings). One lead per conversation: asking again answers the first hand-over. Reached from
// the agent's hand_over tool and from the chat's own form, which needs no model.

export type Handover = NonNullable<StoredConversation['handover']>;

export interface HandOverDetails {
  name: string;
  email: string;
  phone?: string | undefined;
  question: string;
}

const LEAD_MESSAGE_MAX = 2000;

/** The conversation as staff read it in the lead. */
export function transcriptOf(turns: readonly Pick<ConversationTurn, 'question' | 'answer'>[]): string {
  return turns.flatMap((turn) => [`Guest: ${turn.question}`, ...(turn.answer ? [`Agent: ${turn.answer}`] : [])]).join('\n');
}

/** Stores the lead (once) and answers the hand-over the conversation now has. */
export async function leaveLead(
  config: Config,
  conversation: { id: string; source: AgentChatSource; handover?: Handover | undefined; transcript: string },
  details: HandOverDetails,
  facts: BusinessFacts,
  now: Date,
): Promise<Handover> {
  if (conversation.handover) return conversation.handover;
  // Masked as the conversation is (decision 086): the question a model or the form passes on may hold a card number.
  const message = maskPersonalData(`${details.question}\n\nThe conversation with the chat agent (${conversation.id}):\n${conversation.transcript}`).slice(
    0,
    LEAD_MESSAGE_MAX,
  );
  const lead: Lead = {
    id: randomUUID(),
    eventId: randomUUID(),
    createdAt: now.toISOString(),
    source: 'agent-handover',
    name: details.name,
    email: details.email,
    ...(details.phone ? { phone: details.phone } : {}),
    message,
    // The page the guest asked on, as the quote chat's partial lead names it: staff see an embed's guest came through a partner's page.
    page: AGENT_CHAT_PAGES[conversation.source],
  };
  const { id, eventId, createdAt: _createdAt, ...leadDetails } = lead;
  const event = pendingEvent(LeadCaptured, { leadId: id, ...leadDetails }, { now, id: eventId });
  await leadsRepository(config).create(lead, event);
  await publishPending(config, [event]);
  return { leadId: id, replyBy: replyBy(facts, now).at.toISOString(), name: details.name, email: details.email };
}

/** Attempts to attach the hand-over when a guest's question is being saved at the same moment. */
const ATTACH_ATTEMPTS = 3;

/**
 * The chat's "talk to a person" form: the guest's name and e-mail (validated by the contact
 * form's rules) make the conversation a lead, without asking the model. The lead is stored once;
 * attaching it to the conversation is tried again when a question's save wins the race.
 */
export async function handOverConversation(
  config: Config,
  request: { conversationId: string; details: Omit<HandOverDetails, 'question'> & { question?: string | undefined }; now: Date },
): Promise<Outcome<AgentHandOverResponse, 'CONVERSATION_NOT_FOUND' | 'CONVERSATION_BUSY'>> {
  const { now } = request;
  const repository = agentConversationsRepository(config);
  let stored = await repository.get(request.conversationId);
  if (!stored) return refused('CONVERSATION_NOT_FOUND', 'This conversation has ended. Ask your question again to start a new one.');
  const answer = (handover: Handover) => done({ replyBy: handover.replyBy, replyByText: formatInstant(new Date(handover.replyBy)) });
  if (stored.handover) return answer(stored.handover);
  const facts = await currentBusinessFacts(config, now);
  const question = request.details.question || stored.turns.at(-1)?.question || 'The guest asked for a person.';
  const handover = await leaveLead(
    config,
    { id: stored.id, source: stored.source, transcript: transcriptOf(stored.turns) },
    { ...request.details, question },
    facts,
    now,
  );
  for (let attempt = 0; attempt < ATTACH_ATTEMPTS && stored; attempt += 1) {
    if (stored.handover) return answer(stored.handover);
    if (await repository.save({ ...stored, handover, updatedAt: now.toISOString(), version: stored.version + 1 }, now)) return answer(handover);
    stored = await repository.get(request.conversationId);
  }
  return refused('CONVERSATION_BUSY', 'Your previous question is still being answered. Send your details again in a moment.');
}
