import type { FormEvent, RefObject } from 'react';
import { AGENT_MESSAGE_MAX } from '#domain/assistant/guest-chat.ts';
import '../../styles/agent.css';

// The agent's heading and question box, apart from the panel's code: the embed draws them before
// the guest opens the agent (its code loads at the first keystroke), so both look the same.

export function AgentHeading({ titleId }: { titleId: string }) {
  return (
    <>
      <h2 id={titleId} className="agent__title">
        Ask us anything
      </h2>
      <p className="agent__lead">Drinks, the disco cruise, a price for your group and date: answers come from our own FAQ, price engine and calendar.</p>
    </>
  );
}

export interface QuestionBoxProps {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** The button waits while a question is answered (or the agent loads). */
  busy: boolean;
  /** 'Send' once a person has the conversation: the question goes to them, not the agent. */
  buttonLabel: 'Ask' | 'Send';
}

export function QuestionBox({ inputId, inputRef, value, onChange, onSubmit, onFocus, onBlur, busy, buttonLabel }: QuestionBoxProps) {
  return (
    <form className="agent__form" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="agent__label">
        Your question
      </label>
      <div className="agent__row">
        <input
          ref={inputRef}
          id={inputId}
          className="agent__input"
          type="text"
          value={value}
          maxLength={AGENT_MESSAGE_MAX}
          autoComplete="off"
          placeholder="How much for 18 on July 4th?"
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <button type="submit" className="button button--primary agent__ask" disabled={busy || value.trim() === ''}>
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
