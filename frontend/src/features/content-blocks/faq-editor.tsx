import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqItem } from '#domain/content/faq-overrides.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import type { FaqEntry } from '../../site/content/types.ts';

/**
 * One page's FAQ as staff edit it (decision 032): every answer in order, with its question and
 * text, moved up or down, retired (kept with its votes, not shown) or restored, and new answers
 * added. Saving stores the whole list and republishes the page with its FAQPage JSON-LD; reset
 * takes the page back to its own answers.
 */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export function FaqEditor({
  page,
  defaults,
  stored,
  version,
}: {
  page: string;
  defaults: readonly FaqEntry[];
  stored: readonly FaqItem[] | undefined;
  version: number;
}) {
  const id = useId();
  const client = useQueryClient();
  const [items, setItems] = useState<FaqItem[]>(() => (stored ? stored.map((item) => ({ ...item })) : defaults.map((entry) => ({ ...entry, retired: false }))));
  // A stable React key per answer (new answers have no id yet), moved with it, so focus stays on a moved answer's button.
  const nextKey = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => items.map(() => nextKey.current++));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: FaqItem[] | null) => api(contentStaffRoutes.putAdminFaqPage, { body: { version, page, items: next } }),
    onSuccess: (response) => client.setQueryData(['faq-review', 'tallies'], response),
  });

  const update = (index: number, change: Partial<FaqItem>) => setItems((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const moved = <T,>(list: readonly T[], index: number, by: -1 | 1): T[] => {
    const next = [...list];
    const [taken] = next.splice(index, 1);
    next.splice(index + by, 0, taken!);
    return next;
  };
  const move = (index: number, by: -1 | 1) => {
    setItems((current) => moved(current, index, by));
    setKeys((current) => moved(current, index, by));
  };
  const send = async (next: FaqItem[] | null) => {
    setErrors({});
    setProblem(null);
    try {
      await save.mutateAsync(next);
      toast({
        title: next ? 'Saved the FAQ' : 'The FAQ is back to the page’s own answers',
        description: `${page} is being republished with it.`,
        variant: 'success',
      });
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.details : null;
      if (failure instanceof ApiError && failure.status === 409)
        setProblem('Someone else changed the FAQ after you opened it. Reload the page to see their version.');
      else setProblem(details?.message ?? 'The FAQ could not be saved. Try again.');
      setErrors(details?.fields ?? {});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(items.map((item) => ({ ...item, id: item.id || slug(item.question) })));
  };

  return (
    <form className="faq-editor" onSubmit={submit} noValidate aria-label={`FAQ of ${page}`}>
      {problem && (
        <p className="admin-alert admin-alert--error" role="alert">
          {problem}
        </p>
      )}
      <ol className="faq-editor__list">
        {items.map((item, index) => {
          const field = (name: string) => `${id}-${index}-${name}`;
          const error = (name: keyof FaqItem) => errors[`items.${index}.${name}`];
          return (
            <li
              key={keys[index]}
              className={item.retired ? 'admin-card faq-editor__item faq-editor__item--retired' : 'admin-card faq-editor__item'}
              data-testid={`faq-edit-${item.id}`}
            >
              <div className="field">
                <label htmlFor={field('question')}>Question {index + 1}</label>
                <input
                  id={field('question')}
                  value={item.question}
                  aria-invalid={error('question') ? true : undefined}
                  aria-describedby={describedBy(error('question') && `${field('question')}-error`)}
                  onChange={(event) => update(index, { question: event.target.value })}
                />
                <FieldError id={`${field('question')}-error`} message={error('question') ?? error('id')} />
              </div>
              <div className="field">
                <label htmlFor={field('answer')}>Answer {index + 1}</label>
                <textarea
                  id={field('answer')}
                  rows={3}
                  value={item.answer}
                  aria-invalid={error('answer') ? true : undefined}
                  aria-describedby={describedBy(error('answer') && `${field('answer')}-error`)}
                  onChange={(event) => update(index, { answer: event.target.value })}
                />
                <FieldError id={`${field('answer')}-error`} message={error('answer')} />
              </div>
              <div className="content-blocks__actions">
                <button
                  type="button"
                  className="button button--small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move question ${index + 1} up`}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move question ${index + 1} down`}
                >
                  Move down
                </button>
                <label className="faq-editor__retire">
                  <input type="checkbox" checked={item.retired} onChange={(event) => update(index, { retired: event.target.checked })} /> Retired (kept, not
                  shown)
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="content-blocks__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setItems((current) => [...current, { id: '', question: '', answer: '', retired: false }]);
            setKeys((current) => [...current, nextKey.current++]);
          }}
        >
          Add an answer
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save the FAQ'}
        </button>
        {stored && (
          <button type="button" className="button" disabled={save.isPending} onClick={() => void send(null)}>
            Reset to the page’s own answers
          </button>
        )}
      </div>
    </form>
  );
}
