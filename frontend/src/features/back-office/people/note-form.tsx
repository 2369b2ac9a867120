import '../../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CUSTOMER_NOTE_MAX, customerNoteRequestSchema } from '#domain/people/back-office.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddCustomerNote } from '../shared/api.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';

/** Staff add a note to a customer (a call, a preference); it is kept with their name and the time. */
export function NoteForm({ email }: { email: string }) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCustomerNote(email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = customerNoteRequestSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the note.');
      input.current?.focus();
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      setText('');
      setError(null);
      toast({ title: 'Note added', variant: 'success' });
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.details : null;
      setError(details?.fields?.['text'] ?? details?.message ?? 'We could not add the note. Check your connection and try again.');
      input.current?.focus();
    }
  };

  return (
    <form className="admin-note-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-text`}>Add a note</label>
        <textarea
          id={`${id}-text`}
          ref={input}
          name="text"
          rows={3}
          maxLength={CUSTOMER_NOTE_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="button button--small" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add note'}
      </button>
    </form>
  );
}
