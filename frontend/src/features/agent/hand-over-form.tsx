import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { agentHandOverRequestSchema, type AgentHandOverResponse } from '#domain/assistant/agent-chat.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { handOver } from './api.ts';

type Field = 'name' | 'email';

/**
 * The guest's name and e-mail for a person (decision 072): checked here by the same schema the
 * API holds them to (the contact form's rules), then sent; the conversation becomes a lead.
 */
export function HandOverForm({
  conversationId,
  onHandedOver,
  onCancel,
}: {
  conversationId: string;
  onHandedOver: (answer: AgentHandOverResponse) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [sending, setSending] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => nameInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = agentHandOverRequestSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(`${id}-${found.name ? 'name' : 'email'}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onHandedOver(await handOver(conversationId, values));
    } catch (error) {
      const details = error instanceof ApiError ? error.details : undefined;
      setErrors({ ...(details?.fields ?? {}), form: details?.message ?? 'Your details could not be sent. Check your connection and try again.' });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={name === 'name' ? nameInput : undefined}
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy(errors[name] && `${id}-${name}-error`)}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form className="agent__hand-over" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-title`} className="agent__hand-over-title">
        Talk to a person
      </h3>
      <p className="agent__hand-over-lead">Leave your name and e-mail: one of our crew reads this conversation and replies here and by e-mail.</p>
      {field('name', 'Your name', 'text', 'name')}
      {field('email', 'Your e-mail', 'email', 'email')}
      {errors.form && (
        <p className="agent__problem" role="alert">
          {errors.form}
        </p>
      )}
      <div className="agent__row">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send to the crew'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
