import { Send } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';

// The controls a question is answered with: quick replies, the free-text box, and the labelled
// contact inputs. Text boxes are controlled by the conversation's draft, so what a guest typed
// survives a reload and is never cleared by a refused answer.

export interface QuickReply {
  key: string;
  label: ReactNode;
  /** Accessible name when the label holds more than text. */
  ariaLabel?: string;
  recommended?: boolean;
  onSelect: () => void;
}

export function QuickReplies({ label, replies }: { label: string; replies: readonly QuickReply[] }) {
  return (
    <div className="chat-replies" role="group" aria-label={label}>
      {replies.map((reply) => (
        <button
          key={reply.key}
          type="button"
          className="chat-reply"
          data-recommended={reply.recommended ? 'true' : undefined}
          aria-label={reply.ariaLabel}
          onClick={reply.onSelect}
        >
          {reply.label}
        </button>
      ))}
    </div>
  );
}

/**
 * "Type your answer": the free-text box every cruise question has. /chat is prerendered with its
 * first question and hydrates at the guest's first sign of intent, which can be focusing this box:
 * hydration keeps what they typed meanwhile in the input but not in the draft, so it is taken
 * into the draft as React takes over (before a held Send is replayed, and before any re-render
 * would put the empty draft back).
 */
export function AnswerBox(props: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
  placeholder: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  numeric?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only as the box first appears: afterwards React keeps the input and the draft in step.
  const first = useRef({ value: props.value, onChange: props.onChange });
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.value.trim() !== '') props.onSubmit(props.value);
  };
  return (
    <form className="chat-answer" onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Type your answer
      </label>
      <input
        ref={input}
        id={`${id}-text`}
        className="chat-answer__input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        inputMode={props.numeric ? 'numeric' : 'text'}
        value={props.value}
        placeholder={props.placeholder}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button type="submit" className="chat-answer__send" aria-label="Send">
        <Send size={20} aria-hidden="true" />
      </button>
    </form>
  );
}

const CONTACT_FIELDS = {
  name: { label: 'Full name', type: 'text', autoComplete: 'name', inputMode: 'text' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/** A labelled name, e-mail or phone input with its inline error. */
export function ContactField(props: {
  field: keyof typeof CONTACT_FIELDS;
  value: string;
  error?: string | null | undefined;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
}) {
  const id = useId();
  const config = CONTACT_FIELDS[props.field];
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.value);
  };
  return (
    <form className="chat-contact" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`} className="chat-contact__label">
        {config.label}
      </label>
      <div className="chat-contact__row">
        <input
          id={`${id}-input`}
          className="chat-contact__input"
          name={props.field}
          type={config.type}
          autoComplete={config.autoComplete}
          inputMode={config.inputMode}
          enterKeyHint="next"
          required
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          data-chat-focus=""
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button type="submit" className="button button--primary chat-contact__next">
          Continue
        </button>
      </div>
      <p id={errorId} className="chat-error" aria-live="polite">
        {props.error}
      </p>
    </form>
  );
}
