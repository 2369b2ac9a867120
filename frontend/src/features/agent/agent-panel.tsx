import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { AgentChatResponse, AgentConversationView, StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import type { AgentChatSource } from '#domain/assistant/guest-chat.ts';
import { ApiError } from '../../lib/api-client.ts';
import { askAgent, readConversation, STAFF_REPLY_POLL_MS } from './api.ts';
import { HandOverForm } from './hand-over-form.tsx';
import { keepConversation, keptConversation } from './kept-conversation.ts';
import { AgentHeading, QuestionBox } from './question-box.tsx';

type Entry =
  | { id: number; from: 'guest'; text: string }
  | { id: number; from: 'agent'; reply: AgentChatResponse }
  /** An answer read back from the server (after a reload): its words, not its facts. */
  | { id: number; from: 'agent-text'; text: string }
  | { id: number; from: 'staff'; text: string };

/** Where the guest asks: sent with every question, recorded by the server when the conversation starts. */
export interface AgentOrigin {
  source: AgentChatSource;
  /** The partner's `?ref=` the embed carries. */
  affiliateCode?: string;
}

/** What the guest typed in the embed's question box before the panel's code arrived. */
export interface QuestionDraft {
  text: string;
  /** They pressed Ask already: the panel asks it at once. */
  ask: boolean;
  /** The box had the keyboard: the panel's box takes it over. */
  focus: boolean;
}

export interface AgentPanelProps {
  /** The agent filled in the quote builder: the page starts the builder from these answers. */
  onStartQuote: (choices: StartQuoteChoices) => void;
  /** Default /chat. */
  origin?: AgentOrigin;
  /** The embed's layout: the conversation grows the widget (its frame follows) rather than scrolling in a box. */
  compact?: boolean;
  draft?: QuestionDraft;
}

const ON_CHAT: AgentOrigin = { source: 'chat' };

function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.details?.message ?? 'The chat agent could not answer. Try again in a moment.';
  return 'The chat agent could not be reached. Check your connection and try again.';
}

/**
 * The chat agent beside the guided builder (issue 30, decisions 069 and 072): a free-text
 * question, the answer with the facts it came from (the price engine's figures, the FAQ, the
 * calendar), and what the agent did (filled in the builder, handed over to a person). The guest
 * can leave their name and e-mail for a person at any point; once a person is due, the chat asks
 * the server for their reply every STAFF_REPLY_POLL_MS (and when the guest asks it to). The answers
 * are announced as they arrive; the question box keeps the focus for the next one. /chat and the
 * embed widget show the same panel; the embed loads it when the guest starts typing (`draft`).
 */
export function AgentPanel({ onStartQuote, origin = ON_CHAT, compact = false, draft }: AgentPanelProps) {
  const id = useId();
  const { source } = origin;
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState(draft && !draft.ask ? draft.text : '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [handedOver, setHandedOver] = useState<{ replyByText: string } | null>(null);
  const personNote = useRef<HTMLParagraphElement>(null);
  // Set by the guest's own hand-over (not a conversation read back): its confirmation takes the focus once drawn.
  const focusPersonNote = useRef(false);
  // To the confirmation, not the question box below it: on a phone the box's focus scrolled the confirmation out of sight.
  useLayoutEffect(() => {
    if (!focusPersonNote.current || !handedOver) return;
    focusPersonNote.current = false;
    personNote.current?.focus();
  }, [handedOver]);
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
    keepConversation(source, next);
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
    const kept = keptConversation(source);
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
        if (live) keepConversation(source, undefined);
      });
    return () => {
      live = false;
    };
  }, [apply, source]);

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

  function submit(event: FormEvent) {
    event.preventDefault();
    // A question typed and sent before React took over the prerendered page is in the box, not the state.
    void ask((question || input.current?.value || '').trim());
  }

  async function ask(text: string) {
    if (text === '' || pending) return;
    setPending(true);
    setProblem(null);
    setEntries((list) => [...list, { id: nextId.current++, from: 'guest', text }]);
    setQuestion('');
    try {
      const reply = await askAgent({ message: text, ...origin, ...(conversationId ? { conversationId } : {}) });
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

  // The embed's draft, once: the box takes the keyboard before the next keystroke (a layout
  // effect runs before the browser handles another event), and a question already sent is asked.
  const draftTaken = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is what the guest typed before the panel mounted, taken once
  useLayoutEffect(() => {
    if (!draft || draftTaken.current) return;
    draftTaken.current = true;
    if (draft.focus) input.current?.focus();
    if (draft.ask) void ask(draft.text.trim());
  }, []);

  const standIn = entries.some((entry) => entry.from === 'agent' && entry.reply.model.standIn);
  return (
    <section className={`agent${compact ? ' agent--compact' : ''}`} aria-labelledby={`${id}-title`}>
      <AgentHeading titleId={`${id}-title`} />
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
          <p ref={personNote} tabIndex={-1} className="agent__done">
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
            focusPersonNote.current = true;
          }}
          onCancel={() => {
            setHandOverOpen(false);
            requestAnimationFrame(() => handOverButton.current?.focus());
          }}
        />
      )}
      <QuestionBox
        inputId={`${id}-question`}
        inputRef={input}
        value={question}
        onChange={setQuestion}
        onSubmit={submit}
        busy={pending}
        buttonLabel={takenOver ? 'Send' : 'Ask'}
      />
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
