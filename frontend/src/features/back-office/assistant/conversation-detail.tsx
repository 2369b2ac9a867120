import '../../../lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import {
  markWrongRequestSchema,
  STAFF_REPLY_MAX,
  staffReplyRequestSchema,
  type AgentConversationDetail,
  type AgentTurnView,
} from '#domain/assistant/agent-chat.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { EmailAddress } from '../../../admin/kit/email-address.tsx';
import { formatDateTime } from '../shared/format.ts';
import { useMarkWrong, useReply, useTakeOver } from './agent-chat-api.ts';
import { conversationOrigin } from './conversation-origin.ts';

// One guest conversation as staff review it (decision 072): each question with the tools the
// agent ran (and their input) and its answer, the crew's replies in time order, the hand-over,
// and the three things staff do: take it over, reply, mark an answer wrong. A turn the guardrail
// policy blocked says so, why, and what the guest was told instead (decision 086). Its times name
// the zone: the guest was told the reply-by time with it, and staff may be anywhere.

type TimelineItem = { kind: 'turn'; at: string; turn: AgentTurnView } | { kind: 'reply'; at: string; reply: AgentConversationDetail['staffReplies'][number] };

function timelineOf(conversation: AgentConversationDetail): TimelineItem[] {
  const items: TimelineItem[] = [
    ...conversation.turns.map((turn): TimelineItem => ({ kind: 'turn', at: turn.at, turn })),
    ...conversation.staffReplies.map((reply): TimelineItem => ({ kind: 'reply', at: reply.at, reply })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

export function ConversationDetail({ conversation }: { conversation: AgentConversationDetail }) {
  const takeOver = useTakeOver(conversation.id);
  const [problem, setProblem] = useState<string | null>(null);
  const { handedOver, takenOver } = conversation;
  return (
    <div className="agent-chat">
      <dl className="agent-chat__facts">
        <div>
          <dt>Asked on</dt>
          <dd>{conversationOrigin(conversation)}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>
            {conversation.model.kind === 'stand-in' ? 'The local model stand-in' : conversation.model.id} ({conversation.tokensUsed} tokens)
          </dd>
        </div>
        <div>
          <dt>Handed over</dt>
          <dd>
            {handedOver ? (
              <>
                {handedOver.name ?? 'A guest'}
                {handedOver.email && (
                  <>
                    , <EmailAddress email={handedOver.email} />
                  </>
                )}
                ; a reply is promised by {formatDateTime(handedOver.replyBy, { zone: true })}
              </>
            ) : (
              'No'
            )}
          </dd>
        </div>
        <div>
          <dt>Answered by</dt>
          <dd>{takenOver ? `${takenOver.by}, since ${formatDateTime(takenOver.at, { zone: true })}` : 'The chat agent'}</dd>
        </div>
      </dl>
      {!takenOver && (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={takeOver.isPending}
            onClick={() =>
              takeOver.mutate(undefined, {
                onSuccess: () => toast({ title: 'You have this conversation', description: 'The agent no longer answers it.', variant: 'success' }),
                onError: (failure) => setProblem(apiProblem(failure).message),
              })
            }
          >
            Take over from the agent
          </button>
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <ol className="agent-chat__timeline" aria-label="What was said">
        {timelineOf(conversation).map((item) =>
          item.kind === 'turn' ? (
            <li key={`turn-${item.turn.index}`} className={`agent-chat__turn${item.turn.blocked ? ' agent-chat__turn--blocked' : ''}`}>
              <TurnView conversationId={conversation.id} turn={item.turn} />
            </li>
          ) : (
            <li key={`reply-${item.reply.id}`} className="agent-chat__turn agent-chat__turn--staff">
              <p className="agent-chat__said">
                <strong>{item.reply.by}</strong> replied, {formatDateTime(item.reply.at, { zone: true })}
                {item.reply.emailedTo ? `, e-mailed to ${item.reply.emailedTo}` : ''}:
              </p>
              <p className="agent-chat__text">{item.reply.text}</p>
            </li>
          ),
        )}
      </ol>
      <ReplyForm conversation={conversation} />
    </div>
  );
}

function TurnView({ conversationId, turn }: { conversationId: string; turn: AgentTurnView }) {
  return (
    <>
      <p className="agent-chat__said">
        <strong>Guest</strong> asked, {formatDateTime(turn.at, { zone: true })}:
      </p>
      <p className="agent-chat__text">{turn.question}</p>
      {turn.forStaff ? (
        <p className="agent-chat__waiting">For a person: the agent did not answer.</p>
      ) : (
        <>
          {turn.toolCalls.length > 0 && (
            <ul className="agent-chat__tools" aria-label="Tools the agent ran">
              {turn.toolCalls.map((call, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a turn's tool calls never change order
                <li key={index}>
                  <code>{call.name}</code> {call.ok ? 'ran' : 'was refused'} with <code>{JSON.stringify(call.input)}</code>
                </li>
              ))}
            </ul>
          )}
          {turn.blocked && <p className="agent-chat__blocked">{blockedLine(turn.blocked)}</p>}
          <p className="agent-chat__said">
            {turn.blocked ? (
              <>
                <strong>The guest was told</strong> instead:
              </>
            ) : (
              <>
                <strong>Agent</strong> answered{turn.withheld ? ' (its own words named a figure no tool gave, so the facts were shown instead)' : ''}:
              </>
            )}
          </p>
          <p className="agent-chat__text">{turn.answer}</p>
          {turn.markedWrong ? (
            <p className="agent-chat__wrong">
              Marked wrong by {turn.markedWrong.by}
              {turn.markedWrong.note ? `: ${turn.markedWrong.note}` : ''}
            </p>
          ) : (
            <MarkWrong conversationId={conversationId} turn={turn.index} />
          )}
        </>
      )}
    </>
  );
}

/** What stopped a blocked turn, and why, in a sentence: the question before any model answered, or the model's answer. */
function blockedLine(blocked: NonNullable<AgentTurnView['blocked']>): string {
  const by = blocked.by === 'guardrail' ? 'the guardrail' : 'our personal-data check (this model has no guardrail)';
  const why = blocked.reasons.length > 0 ? ` (${blocked.reasons.join(', ')})` : '';
  return blocked.on === 'question'
    ? `Blocked by ${by}${why}: the agent did not answer the question and ran no tool.`
    : `The agent's answer was withheld by ${by}${why}.`;
}

function MarkWrong({ conversationId, turn }: { conversationId: string; turn: number }) {
  const id = useId();
  const mark = useMarkWrong(conversationId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <button type="button" className="button button--small button--secondary" onClick={() => setOpen(true)}>
        Mark this answer wrong
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = markWrongRequestSchema.safeParse({ turn, note });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the note.');
    mark.mutate(
      { turn, note },
      {
        onSuccess: () => toast({ title: 'Added to the review list', description: 'It is on the review list at the foot of this page.', variant: 'success' }),
        onError: (failure) => setError(apiProblem(failure).message),
      },
    );
  };
  return (
    <form className="agent-chat__mark" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-note`}>What is wrong with it (optional)</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(error && `${id}-error`)}
        />
        <FieldError id={`${id}-error`} message={error} alert />
      </div>
      <button type="submit" className="button button--small button--primary" disabled={mark.isPending}>
        Add to the review list
      </button>
    </form>
  );
}

function ReplyForm({ conversation }: { conversation: AgentConversationDetail }) {
  const id = useId();
  const reply = useReply(conversation.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const email = conversation.handedOver?.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = staffReplyRequestSchema.safeParse({ text });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Write the reply.');
    setError(null);
    reply.mutate(
      { text },
      {
        onSuccess: () => {
          setText('');
          toast({
            title: 'Reply sent',
            description: email ? `Shown in the guest’s chat and e-mailed to ${email}.` : 'Shown in the guest’s chat.',
            variant: 'success',
          });
        },
        onError: (failure) => {
          const problem = apiProblem(failure);
          setError(problem.fields['text'] ?? problem.message);
        },
      },
    );
  };
  return (
    <form className="agent-chat__reply" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>Reply to the guest</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={STAFF_REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {`Shown in the guest’s chat${email ? ` and e-mailed to ${email}` : ' (they left no e-mail)'}. Replying takes the conversation over from the agent.`}
        </p>
        <FieldError id={`${id}-error`} message={error} alert />
      </div>
      <button type="submit" className="button button--primary" disabled={reply.isPending}>
        Send reply
      </button>
    </form>
  );
}
