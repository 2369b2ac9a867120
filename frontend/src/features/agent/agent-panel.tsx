import { useId, useRef, useState, type FormEvent } from 'react';
import { AGENT_MESSAGE_MAX, type AgentChatResponse, type StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import { ApiError } from '../../lib/api-client.ts';
import { askAgent } from './api.ts';
import '../../styles/agent.css';

type Entry = { id: number; from: 'guest'; text: string } | { id: number; from: 'agent'; reply: AgentChatResponse };

export interface AgentPanelProps {
  /** The agent filled in the quote builder: the page starts the builder from these answers. */
  onStartQuote: (choices: StartQuoteChoices) => void;
}

function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.details?.message ?? 'The chat agent could not answer. Try again in a moment.';
  return 'The chat agent could not be reached. Check your connection and try again.';
}

/**
 * The chat agent beside the guided builder (issue 30, decision 069): a free-text question, the
 * answer with the facts it came from (the price engine's figures, the FAQ, the calendar), and
 * what the agent did (filled in the builder, handed over to a person). The answers are announced
 * as they arrive; the question box keeps the focus for the next one.
 */
export function AgentPanel({ onStartQuote }: AgentPanelProps) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const conversationId = useRef<string | undefined>(undefined);
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement>(null);

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
      const reply = await askAgent({ message: text, ...(conversationId.current ? { conversationId: conversationId.current } : {}) });
      conversationId.current = reply.conversationId;
      setEntries((list) => [...list, { id: nextId.current++, from: 'agent', reply }]);
      if (reply.action?.kind === 'start-quote') onStartQuote(reply.action.choices);
    } catch (error) {
      // A conversation the server no longer holds starts again with the next question.
      if (error instanceof ApiError && error.details?.code === 'CONVERSATION_NOT_FOUND') conversationId.current = undefined;
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
        {entries.map((entry) =>
          entry.from === 'guest' ? (
            <p key={entry.id} className="agent__question">
              <span className="visually-hidden">You asked: </span>
              {entry.text}
            </p>
          ) : (
            <AgentAnswer key={entry.id} reply={entry.reply} />
          ),
        )}
        {pending && <p className="agent__pending">Looking that up…</p>}
      </div>
      {problem && (
        <p className="agent__problem" role="alert">
          {problem}
        </p>
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
            Ask
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
