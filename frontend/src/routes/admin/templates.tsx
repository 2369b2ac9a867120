import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailTemplateTextSchema, templateProblems, type AdminEmailTemplate, type EmailTemplatePreviewResponse } from '#domain/content/email-templates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { formatDateTime } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { usePreviewEmailTemplate, useResetEmailTemplate, useSaveEmailTemplate, useEmailTemplates } from '../../features/back-office/content/templates-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { QuotePresetsList } from '../../features/back-office/booking/quote-presets-list.tsx';
import { ConfirmPrompt } from '../../admin/kit/confirm-prompt.tsx';

/**
 * /templates: the guest e-mails staff may reword (decision 029). Pick an e-mail (?kind=), edit
 * its subject and message with the placeholders it offers, preview it filled with a real quote or
 * booking, save, or go back to the built-in e-mail.
 */
export default function TemplatesPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const selected = search.get('kind');
  const templates = useEmailTemplates();
  const all = templates.data?.templates ?? [];
  const current = all.find((template) => template.info.kind === selected) ?? null;

  let list: ReactNode;
  if (templates.isPending) list = <Spinner label="Loading the e-mails..." />;
  else if (templates.isError)
    list = <LoadError what="the e-mails" error={templates.error} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  else
    list = (
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>E-mails we send</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Sent</th>
              <th scope="col">Wording</th>
            </tr>
          </thead>
          <tbody>
            {all.map(({ info, stored }) => (
              <tr key={info.kind} className={info.kind === selected ? 'admin-seo__selected' : undefined}>
                <th scope="row" data-label="E-mail">
                  <Link to={`?kind=${info.kind}`} className="admin-table__key" aria-current={info.kind === selected ? 'true' : undefined}>
                    {info.label}
                  </Link>
                </th>
                <td data-label="Sent">{info.sentWhen}</td>
                <td data-label="Wording">
                  {stored ? (
                    <span className="admin-badge admin-badge--active">Customised</span>
                  ) : (
                    <span className="admin-badge admin-badge--muted">Built in</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>E-mail templates</h1>
      </header>
      <p className="admin-page__lead">
        The wording of the e-mails guests get, and of the invitation a new teammate gets. Each e-mail uses its built-in wording until you save your own; the
        next e-mail sent uses what you saved. Figures, the calendar file and the footer are added by the system.
      </p>
      <div className="admin-seo">
        <section className="admin-seo__list" aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className="admin-subheading">
            E-mails
          </h2>
          {list}
        </section>
        <section className="admin-seo__editor" aria-labelledby={`${id}-editor`}>
          {current ? (
            <TemplateEditor
              key={`${current.info.kind} ${current.stored?.updatedAt ?? ''}`}
              template={current}
              headingId={`${id}-editor`}
              onClose={() => setSearch({})}
            />
          ) : (
            <>
              <h2 id={`${id}-editor`} className="admin-subheading">
                Editor
              </h2>
              <p className="admin-empty">{selected && templates.data ? `No e-mail is called ${selected}.` : 'Choose an e-mail to edit its wording.'}</p>
            </>
          )}
        </section>
      </div>
      <QuotePresetsList headingId={`${id}-presets`} />
    </div>
  );
}

type Field = 'subject' | 'body';
type Errors = Partial<Record<Field | 'reference', string>>;

function TemplateEditor({ template, headingId, onClose }: { template: AdminEmailTemplate; headingId: string; onClose: () => void }) {
  const id = useId();
  const { info, stored } = template;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ subject: stored?.subject ?? info.defaultSubject, body: stored?.body ?? info.defaultBody });
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<EmailTemplatePreviewResponse['preview'] | null>(null);
  const save = useSaveEmailTemplate(info.kind);
  const reset = useResetEmailTemplate(info.kind);
  const previewing = usePreviewEmailTemplate(info.kind);

  const kind = info.kind;
  // An e-mail to a teammate is previewed with an example invitation: there is nothing to look up.
  const needsReference = info.source !== 'staff';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another e-mail is chosen
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement?.closest('.admin-seo__list')) heading.current?.focus();
  }, [kind]);

  const focusFirst = (found: Errors) => {
    const first = (['subject', 'body', 'reference'] as const).find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const show = (found: Errors) => {
    setErrors(found);
    focusFirst(found);
  };
  /** The same checks the server makes, before asking it. */
  const checked = (): Errors | null => {
    const shape = emailTemplateTextSchema.safeParse(values);
    if (!shape.success) return Object.fromEntries(shape.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    const problems = templateProblems(info.kind, shape.data);
    return Object.keys(problems).length > 0 ? problems : null;
  };
  const failed = (failure: unknown, what: string) => {
    const details = failure instanceof ApiError ? failure.details : null;
    const fields = (details?.fields ?? {}) as Errors;
    if (Object.keys(fields).length > 0) show(fields);
    else setFormError(details?.message ?? `We could not ${what}. Check your connection and try again.`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = checked();
    if (found) return show(found);
    try {
      await save.mutateAsync({ subject: values.subject.trim(), body: values.body.trim() });
      setErrors({});
      toast({ title: `Saved the ${info.label.toLowerCase()} e-mail`, description: 'The next one sent uses it.', variant: 'success' });
    } catch (failure) {
      failed(failure, 'save');
    }
  };

  const showPreview = async () => {
    setFormError(null);
    const found = checked() ?? {};
    if (needsReference && !/^[QB]-[A-Za-z0-9]{8}$/i.test(reference.trim())) found.reference = 'Give a quote (Q-1A2B3C4D) or booking (B-1A2B3C4D) reference.';
    if (Object.keys(found).length > 0) return show(found);
    try {
      const { preview: shown } = await previewing.mutateAsync({ ...values, ...(needsReference ? { reference: reference.trim() } : {}) });
      setErrors({});
      setPreview(shown);
    } catch (failure) {
      setPreview(null);
      failed(failure, 'preview the e-mail');
    }
  };

  const resetToDefault = async () => {
    setFormError(null);
    try {
      await reset.mutateAsync();
      setConfirming(false);
      setErrors({});
      setValues({ subject: info.defaultSubject, body: info.defaultBody });
      toast({ title: `The ${info.label.toLowerCase()} e-mail uses its built-in wording again`, variant: 'success' });
      heading.current?.focus();
    } catch (failure) {
      setConfirming(false);
      failed(failure, 'reset the e-mail');
    }
  };

  const change = (field: Field | 'reference', value: string) => {
    if (field === 'reference') setReference(value);
    else setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const referenceHint =
    info.source === 'quote'
      ? 'A quote reference (Q-...), or a booking reference for its quote.'
      : info.source === 'booking'
        ? 'A booking reference (B-...), or the reference of a booked quote.'
        : 'Any quote or booking reference. The code shown is an example: a real one is never made for a preview.';

  return (
    <div className="admin-seo__panel">
      <div className="admin-section__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="admin-subheading">
          {info.label}
        </h2>
        <button type="button" className="button button--small button--secondary" onClick={onClose}>
          Close editor
        </button>
      </div>
      <p className="admin-hint">
        {info.sentWhen} {stored ? `Customised; last saved ${formatDateTime(stored.updatedAt)} by ${stored.updatedBy}.` : 'Uses the built-in wording.'}
      </p>

      <form ref={form} className="admin-editor__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <div className="field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input
            id={`${id}-subject`}
            name="subject"
            type="text"
            value={values.subject}
            onChange={(event) => change('subject', event.target.value)}
            aria-describedby={describedBy(errors.subject && `${id}-subject-error`)}
            aria-invalid={errors.subject ? true : undefined}
            autoComplete="off"
          />
          <FieldError id={`${id}-subject-error`} message={errors.subject} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-body`}>Message</label>
          <p id={`${id}-body-hint`} className="admin-seo__hint">
            Plain text. A blank line starts a new paragraph; web addresses and link placeholders become links. Must include{' '}
            {info.requiredInBody.map((name) => `{{${name}}}`).join(' and ')}.
          </p>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={12}
            value={values.body}
            onChange={(event) => change('body', event.target.value)}
            aria-describedby={describedBy(`${id}-body-hint`, errors.body && `${id}-body-error`)}
            aria-invalid={errors.body ? true : undefined}
          />
          <FieldError id={`${id}-body-error`} message={errors.body} />
        </div>

        <details className="admin-fieldset">
          <summary>Placeholders this e-mail offers</summary>
          <dl className="admin-template__placeholders">
            {info.placeholders.map((placeholder) => (
              <div key={placeholder.name}>
                <dt>
                  <code>{`{{${placeholder.name}}}`}</code>
                </dt>
                <dd>
                  {placeholder.description}
                  {info.forbiddenInSubject.includes(placeholder.name) ? ' Not allowed in the subject.' : ''}
                </dd>
              </div>
            ))}
          </dl>
        </details>

        <fieldset className="admin-fieldset">
          <legend>Preview</legend>
          {needsReference ? (
            <div className="field">
              <label htmlFor={`${id}-reference`}>Quote or booking reference</label>
              <p id={`${id}-reference-hint`} className="admin-seo__hint">
                {referenceHint}
              </p>
              <input
                id={`${id}-reference`}
                name="reference"
                type="text"
                value={reference}
                onChange={(event) => change('reference', event.target.value)}
                aria-describedby={describedBy(`${id}-reference-hint`, errors.reference && `${id}-reference-error`)}
                aria-invalid={errors.reference ? true : undefined}
                autoComplete="off"
                spellCheck={false}
              />
              <FieldError id={`${id}-reference-error`} message={errors.reference} />
            </div>
          ) : (
            <p className="admin-hint">An example invitation to a captain, from you. A real invitation link is never made for a preview.</p>
          )}
          <button type="button" className="button button--secondary" onClick={() => void showPreview()} disabled={previewing.isPending}>
            {previewing.isPending ? 'Previewing...' : 'Preview'}
          </button>
          <div aria-live="polite">
            {preview && (
              <figure className="admin-template__preview" data-testid="template-preview">
                <figcaption>
                  Preview with {preview.reference ?? 'an example invitation'}: <strong>{preview.subject}</strong>
                </figcaption>
                <iframe title={`E-mail preview: ${preview.subject}`} sandbox="" srcDoc={preview.html} className="admin-template__frame" />
                <details>
                  <summary>Plain-text version</summary>
                  <pre className="admin-template__text">{preview.text}</pre>
                </details>
              </figure>
            )}
          </div>
        </fieldset>

        {formError && (
          <p className="admin-alert admin-alert--error" role="alert">
            {formError}
          </p>
        )}
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          {!confirming && (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={!stored || reset.isPending}>
              Reset to default
            </button>
          )}
        </div>
        {confirming && (
          <ConfirmPrompt
            id={id}
            question={<>Go back to the built-in {info.label.toLowerCase()} e-mail? Your wording is dropped.</>}
            busy={reset.isPending}
            onConfirm={() => void resetToDefault()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </form>
    </div>
  );
}
