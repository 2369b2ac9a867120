import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import { saveChatHandoff } from '../../site/chat-handoff.ts';
import { chatHref } from '../../site/chat-link.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';

const FIELDS = ['name', 'email', 'phone', 'eventType', 'groupSize', 'eventDate', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export const CONTACT_FORM_NEXT = chatHref({ type: 'general' });

// The domain schema (and zod with it) loads on first use of the form, not with the page.
const loadSchema = () => Promise.all([import('#domain/booking/schemas.ts'), import('../../lib/zod-without-eval.ts')]).then(([m]) => m.contactFormSchema);

function formValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  return Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Values;
}

/**
 * The free-quote contact form: Full Name, Email and Phone required; the rest optional. It checks
 * the answers with the same schema the API uses, records the lead (`POST /api/leads`), then
 * continues to /chat with what was typed.
 */
export function ContactForm({ page, headingId }: { page: string; headingId?: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  // One key per visit to the form: a retry after a lost answer returns the same lead, not a second one.
  const [idempotencyKey] = useState(() => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : ''));

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const schema = await loadSchema();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      const { lead } = await api(peopleRoutes.createLead, {
        body: { ...values, source: 'contact-form', page },
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      });
      saveChatHandoff({ leadId: lead.id, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) });
      window.location.assign(CONTACT_FORM_NEXT);
    } catch (error) {
      const fields = error instanceof ApiError ? error.details?.fields : undefined;
      if (fields) {
        setErrors(fields as Errors);
        focusFirstError(fields as Errors);
        setStatus('idle');
      } else {
        setStatus('failed');
      }
    }
  };

  const describedByFor = (field: Field) => describedBy(errors[field] && `${id}-${field}-error`);
  const error = (field: Field) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;
  const input = (field: Field, label: string, type: string, options: { required?: boolean; autoComplete?: string; placeholder?: string } = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>
        {label}
        {options.required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        required={options.required}
        autoComplete={options.autoComplete}
        placeholder={options.placeholder}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedByFor(field)}
        onFocus={() => void loadSchema()}
      />
      {error(field)}
    </div>
  );

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId}>
      <div className="contact-form__grid">
        {input('name', 'Full Name', 'text', { required: true, autoComplete: 'name' })}
        {input('email', 'Email', 'email', { required: true, autoComplete: 'email' })}
        {input('phone', 'Phone', 'tel', { required: true, autoComplete: 'tel' })}
        <div className="field">
          <label htmlFor={`${id}-eventType`}>
            Event Type<span className="field__optional"> (optional)</span>
          </label>
          <select id={`${id}-eventType`} name="eventType" defaultValue="">
            <option value="">Choose one</option>
            {EVENT_TYPES.map((type) => (
              <option key={type.key} value={type.label}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        {input('groupSize', 'Group Size', 'text', { placeholder: 'e.g., 20 people' })}
        {input('eventDate', 'Event Date', 'date')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          Additional Details<span className="field__optional"> (optional)</span>
        </label>
        <textarea id={`${id}-message`} name="message" rows={4} aria-invalid={errors.message ? true : undefined} aria-describedby={describedByFor('message')} />
        {error('message')}
      </div>
      {status === 'failed' && (
        <p className="form-alert" role="alert">
          We couldn't send that just now. Please try again, or call us.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending...' : 'Get my free quote'}
      </button>
      <p className="contact-form__fine">
        We use your details only to plan your cruise. See our <Link to="/privacy">privacy policy</Link>.
      </p>
    </form>
  );
}
