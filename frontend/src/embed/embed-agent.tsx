import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import type { AgentPanelProps, QuestionDraft } from '../features/agent/agent-panel.tsx';
import { keptConversation } from '../features/agent/kept-conversation.ts';
import { AgentHeading, QuestionBox } from '../features/agent/question-box.tsx';

type Panel = ComponentType<AgentPanelProps>;

// One load per page: a second open (after a failed one, say) waits on the same request.
let loading: Promise<Panel> | null = null;

function loadPanel(): Promise<Panel> {
  loading ??= import('../features/agent/agent-panel.tsx').then(
    (module) => module.AgentPanel,
    (error: unknown) => {
      // A failed chunk (a dropped connection) is asked for again at the guest's next try.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The chat agent in the embed widget (issue 30): the question box as /chat shows it, and the
 * agent's own code (the panel, its API calls, the hand-over form) loaded only when the guest
 * types or asks, or when the tab kept a conversation they had here: most guests on a partner's
 * page use the builder alone, and pay nothing for the agent. The chunk comes from the embed's
 * own build, so it shares the widget's React rather than bringing another. Once loaded, the
 * panel takes over with what was typed, the keyboard, and a question already sent.
 */
export function EmbedAgent({ affiliateCode, onStartQuote }: { affiliateCode: string | undefined; onStartQuote: (choices: StartQuoteChoices) => void }) {
  const id = useId();
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(null);
  const [draft, setDraft] = useState<QuestionDraft>({ text: '', ask: false, focus: false });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Every keystroke opens the agent; the first starts the load, the rest wait on it.
  const opening = useRef(false);

  const open = useCallback(() => {
    if (opening.current) return;
    opening.current = true;
    setProblem(null);
    loadPanel().then(
      (Panel) => setPanel({ Panel }),
      () => {
        opening.current = false;
        setDraft((current) => ({ ...current, ask: false }));
        setProblem('The chat agent could not be loaded. Check your connection and try again.');
      },
    );
  }, []);

  // A guest who asked here before (a reload, the frame opened again) finds the conversation at once.
  useEffect(() => {
    if (keptConversation('embed')) open();
  }, [open]);

  if (panel) {
    return <panel.Panel compact origin={{ source: 'embed', ...(affiliateCode ? { affiliateCode } : {}) }} onStartQuote={onStartQuote} draft={draft} />;
  }

  const type = (text: string) => {
    setDraft((current) => ({ ...current, text }));
    open();
  };
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim() === '') return;
    setDraft((current) => ({ ...current, ask: true }));
    open();
  };
  return (
    <section className="agent agent--compact" aria-labelledby={`${id}-title`}>
      <AgentHeading titleId={`${id}-title`} />
      {draft.ask && (
        <p className="agent__pending" role="status">
          Looking that up…
        </p>
      )}
      {problem && (
        <p className="agent__problem" role="alert">
          {problem}
        </p>
      )}
      <QuestionBox
        inputId={`${id}-question`}
        inputRef={input}
        value={draft.text}
        onChange={type}
        onSubmit={ask}
        onFocus={() => setDraft((current) => ({ ...current, focus: true }))}
        onBlur={() => setDraft((current) => ({ ...current, focus: false }))}
        busy={draft.ask}
        buttonLabel="Ask"
      />
    </section>
  );
}
