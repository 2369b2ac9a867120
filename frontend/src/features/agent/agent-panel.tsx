import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AgentChatResponse, AgentConversationView, StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import { AGENT_MESSAGE_MAX } from '#domain/assistant/guest-chat.ts';
import { ApiError } from '../../lib/api-client.ts';
import { askAgent, readConversation, STAFF_REPLY_POLL_MS } from './api.ts';
import { HandOverForm } from './hand-over-form.tsx';
import '../../styles/agent.css';

type Entry =
  | { id: number; from: 'guest'; text: string }
  | { id: number; from: 'agent'; reply: AgentChatResponse }
  /** An answer read back from the server (after a reload): its words, not its facts. */
  | { id: number; from: 'agent-text'; text: string }
  | { id: number; from: 'staff'; text: string };

export interface AgentPanelProps {
  /** The agent filled in the quote builder: the page starts the builder from these answers. */
  onStartQuote: (choices: StartQuoteChoices) => void;
}

/** Where the tab keeps its conversation's id, so a reload shows it again with any reply (decision 072). */
const CONVERSATION_KEY = 'agent-conversation';

function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.details?.message ?? 'The chat agent could not answer. Try again in a moment.';
  return 'The chat agent could not be reached. Check your connection and try again.';
}

function keptConversation(): string | null {
  try {
    return sessionStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

function keepConversation(id: string | undefined) {
  try {
    if (id) sessionStorage.setItem(CONVERSATION_KEY, id);
    else sessionStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Storage refused (a private window): the conversation lasts as long as the page.
  }
}

/**
 * The chat agent beside the guided builder (issue 30, decisions 069 and 072): a free-text
 * question, the answer with the facts it came from (the price engine's figures, the FAQ, the
 * calendar), and what the agent did (filled in the builder, handed over to a person). The guest
 * can leave their name and e-mail for a person at any point; once a person is due, the chat asks
 * the server for their reply every STAFF_REPLY_POLL_MS (and when the guest asks it to). The answers
 * are announced as they arrive; the question box keeps the focus for the next one.
 */
export function AgentPanel({ onStartQuote }: AgentPanelProps) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [handedOver, setHandedOver] = useState<{ replyByText: string } | null>(null);
  const [takenOver, setTakenOver] = useState(false);
  const [handOverOpen, setHandOverOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const staffSeen = useRef(0);
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const handOverButton = useRef<HTMLButtonElement>(null);

  const remember = (next: string | undefined) => {
    setConversationId(next);
    keepConversation(next);
  };

  /** Shows what the server holds that the page does not yet: a person's new replies, the hand-over, the take-over. */
  const apply = useCallback((view: AgentConversationView, restoring: boolean) => {
    setHandedOver(view.handedOver);
    setTakenOver(view.takenOver);
    if (restoring) {
      setEntries(
        view.messages.map((message) =>
          message.from === 'guest'
            ? { id: nextId.current++, from: 'guest', text: message.text }
            : { id: nextId.current++, from: message.from === 'agent' ? 'agent-text' : 'staff', text: message.text },
        ),
      );
      staffSeen.current = view.messages.filter((message) => message.from === 'staff').length;
      return 0;
    }
    const replies = view.messages.filter((message) => message.from === 'staff').slice(staffSeen.current);
    staffSeen.current += replies.length;
    if (replies.length > 0) setEntries((list) => [...list, ...replies.map((reply) => ({ id: nextId.current++, from: 'staff' as const, text: reply.text }))]);
    return replies.length;
  }, []);

  // A reload shows the tab's conversation again, with what a person replied meanwhile.
  useEffect(() => {
    const kept = keptConversation();
    if (!kept) return;
    let live = true;
    readConversation(kept)
      .then((view) => {
        if (!live) return;
        setConversationId(kept);
        apply(view, true);
      })
      .catch(() => {
        // Ended (90 days) or unreachable: the next question starts a new conversation.
        if (live) keepConversation(undefined);
      });
    return () => {
      live = false;
    };
  }, [apply]);

  const checkForReply = useCallback(async () => {
    if (!conversationId) return 0;
    return apply(await readConversation(conversationId), false);
  }, [apply, conversationId]);

  const personDue = handedOver !== null || takenOver;
  useEffect(() => {
    if (!personDue) return;
    const timer = setInterval(() => void checkForReply().catch(() => undefined), STAFF_REPLY_POLL_MS);
    return () => clearInterval(timer);
  }, [personDue, checkForReply]);

  async function checkNow() {
    setChecking(true);
    setChecked(null);
    try {
      const found = await checkForReply();
      setChecked(found > 0 ? null : 'No reply yet. It appears here as soon as a person writes.');
    } catch (error) {
      setChecked(problemOf(error));
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A question typed and sent before React took over the prerendered page is in the box, not the state.
    const text = (question || input.current?.value || '').trim();
    if (text === '' || pending) return;
    setPending(true);
    setProblem(null);
    setEntries((list) => [...list, { id: nextId.current++, from: 'guest', text }]);
    setQuestion('');
    try {
      const reply = await askAgent({ message: text, ...(conversationId ? { conversationId } : {}) });
      remember(reply.conversationId);
      setEntries((list) => [...list, { id: nextId.current++, from: 'agent', reply }]);
      if (reply.action?.kind === 'start-quote') onStartQuote(reply.action.choices);
      if (reply.action?.kind === 'handed-over') setHandedOver({ replyByText: reply.action.replyByText });
      if (reply.action?.kind === 'waiting-for-staff') setTakenOver(true);
    } catch (error) {
      // A conversation the server no longer holds starts again with the next question.
      if (error instanceof ApiError && error.details?.code === 'CONVERSATION_NOT_FOUND') remember(undefined);
      setProblem(problemOf(error));
    } finally {
      setPending(false);
      input.current?.focus();
    }
  }

  const standIn = entries.some((entry) => entry.from === 'agent' && entry.reply.model.standIn);
  return (
    <section className="agent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="agent__title">
        Ask us anything
      </h2>
      <p className="agent__lead">Drinks, the disco cruise, a price for your group and date: answers come from our own FAQ, price engine and calendar.</p>
      {standIn && (
        <p className="agent__stand-in">
          <strong>Test mode:</strong> these answers come from the local model stand-in, not an AI model. It picks tools by keywords and repeats their results.
        </p>
      )}
      <div className="agent__log" role="log" aria-live="polite" aria-label="Conversation with the chat agent">
        {entries.map((entry) => {
          if (entry.from === 'guest') {
            return (
              <p key={entry.id} className="agent__question">
                <span className="visually-hidden">You asked: </span>
                {entry.text}
              </p>
            );
          }
          if (entry.from === 'staff') {
            return (
              <div key={entry.id} className="agent__answer agent__answer--staff">
                <p className="agent__who">A person from our crew</p>
                <p className="agent__text">{entry.text}</p>
              </div>
            );
          }
          if (entry.from === 'agent-text') {
            return (
              <div key={entry.id} className="agent__answer">
                <p className="agent__text">
                  <span className="visually-hidden">The chat agent answered: </span>
                  {entry.text}
                </p>
              </div>
            );
          }
          return <AgentAnswer key={entry.id} reply={entry.reply} />;
        })}
        {pending && <p className="agent__pending">Looking that up…</p>}
      </div>
      {problem && (
        <p className="agent__problem" role="alert">
          {problem}
        </p>
      )}
      {personDue && (
        <div className="agent__person">
          <p className="agent__done">
            {takenOver ? 'A person from our crew has this conversation and answers here.' : 'Handed to the crew.'}
            {handedOver ? ` A person will reply by ${handedOver.replyByText}, here and by e-mail.` : ''}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void checkNow()} disabled={checking}>
            {checking ? 'Checking…' : 'Check for a reply'}
          </button>
          <p className="agent__checked" role="status">
            {checked}
          </p>
        </div>
      )}
      {conversationId && !handedOver && !handOverOpen && (
        <button ref={handOverButton} type="button" className="button button--secondary button--small agent__to-person" onClick={() => setHandOverOpen(true)}>
          Talk to a person
        </button>
      )}
      {conversationId && !handedOver && handOverOpen && (
        <HandOverForm
          conversationId={conversationId}
          onHandedOver={(answer) => {
            setHandedOver({ replyByText: answer.replyByText });
            setHandOverOpen(false);
            input.current?.focus();
          }}
          onCancel={() => {
            setHandOverOpen(false);
            requestAnimationFrame(() => handOverButton.current?.focus());
          }}
        />
      )}
      <form className="agent__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-question`} className="agent__label">
          Your question
        </label>
        <div className="agent__row">
          <input
            ref={input}
            id={`${id}-question`}
            className="agent__input"
            type="text"
            value={question}
            maxLength={AGENT_MESSAGE_MAX}
            autoComplete="off"
            placeholder="What would 18 of us pay on July 4th?"
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button type="submit" className="button button--primary agent__ask" disabled={pending || question.trim() === ''}>
            {takenOver ? 'Send' : 'Ask'}
          </button>
        </div>
      </form>
    </section>
  );
}

function AgentAnswer({ reply }: { reply: AgentChatResponse }) {
  return (
    <div className="agent__answer">
      <p className="agent__text">
        <span className="visually-hidden">The chat agent answered: </span>
        {reply.answer}
      </p>
      {reply.action?.kind === 'start-quote' && <p className="agent__done">The quote builder below now has your answers: check them and choose a package.</p>}
      {reply.action?.kind === 'handed-over' && <p className="agent__done">Handed to the crew: a person will reply by {reply.action.replyByText}.</p>}
      {reply.facts.length > 0 && (
        <details className="agent__facts" open={reply.facts.some((fact) => fact.source === 'Price engine')}>
          <summary>Where this comes from</summary>
          <ul>
            {reply.facts.map((fact) => (
              <li key={`${fact.source}|${fact.label}`}>
                <span className="agent__source">{fact.source}</span> {fact.label}: <strong>{fact.value}</strong>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
