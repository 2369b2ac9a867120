import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import type { PostEditorModel } from './use-post-editor.ts';

// The post's own fields in the editor: each labelled, with its hint and its problem tied to it.

type TextName = 'title' | 'slug' | 'excerpt' | 'metaTitle' | 'metaDescription';

/** A text field of the post; the slug stops following the title once staff type in it. */
export function PostTextField({
  editor,
  id,
  name,
  label,
  hint,
  textarea = false,
}: {
  editor: PostEditorModel;
  id: string;
  name: TextName;
  label: string;
  hint: string;
  textarea?: boolean;
}) {
  const { values, errors } = editor;
  const inputId = `${id}-${name}`;
  const props = {
    id: inputId,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${inputId}-hint`, errors[name] && `${inputId}-error`),
    onChange: (event: { target: { value: string } }) => {
      if (name === 'slug') editor.touchSlug();
      editor.set(name, event.target.value);
    },
  };
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <p id={`${inputId}-hint`} className="admin-seo__hint">
        {hint}
      </p>
      {textarea ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />}
      <FieldError id={`${inputId}-error`} message={errors[name]} />
    </div>
  );
}

/** The post's category or author, from the blog's terms. */
export function TermSelect({
  editor,
  id,
  name,
  label,
  options,
}: {
  editor: PostEditorModel;
  id: string;
  name: 'categoryId' | 'authorId';
  label: string;
  options: { id: string; name: string }[] | undefined;
}) {
  const { values, errors } = editor;
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => editor.set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(errors[name] && `${id}-${name}-error`)}
      >
        <option value="">Choose...</option>
        {(options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
}

/** The post's tags, a box each. */
export function TagsField({ editor, id }: { editor: PostEditorModel; id: string }) {
  const { values, errors } = editor;
  const tags = editor.terms.tags ?? [];
  return (
    <fieldset className="admin-fieldset" aria-describedby={errors.tagIds ? `${id}-tags-error` : undefined}>
      <legend>Tags</legend>
      {tags.length === 0 && <p className="admin-hint">No tags yet.</p>}
      <div className="admin-blog-editor__tags">
        {tags.map((tag) => (
          <label key={tag.id} className="checkbox">
            <input
              type="checkbox"
              checked={values.tagIds.includes(tag.id)}
              onChange={(event) => editor.set('tagIds', event.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((other) => other !== tag.id))}
            />{' '}
            {tag.name}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-tags-error`} message={errors.tagIds} />
    </fieldset>
  );
}

/** The body in Markdown, with the button that puts a photo from the media library at the cursor. */
export function MarkdownField({ editor, id }: { editor: PostEditorModel; id: string }) {
  const { values, errors } = editor;
  return (
    <div className="field">
      <label htmlFor={`${id}-markdown`}>Body (Markdown)</label>
      <p id={`${id}-markdown-hint`} className="admin-seo__hint">
        GitHub-flavoured Markdown. Photos come from the media library: Insert photo puts one at the cursor as <code>![description](media:photo-id)</code>; other
        image addresses are refused.
      </p>
      <button
        ref={editor.insertButton}
        type="button"
        className="button button--small button--secondary admin-blog-editor__insert"
        onClick={() => editor.pick('body')}
      >
        Insert photo
      </button>
      <textarea
        ref={editor.markdownRef}
        id={`${id}-markdown`}
        className="admin-blog-editor__markdown"
        rows={18}
        value={values.markdown}
        onChange={(event) => editor.set('markdown', event.target.value)}
        aria-invalid={errors.markdown ? true : undefined}
        aria-describedby={describedBy(`${id}-markdown-hint`, errors.markdown && `${id}-markdown-error`)}
      />
      <FieldError id={`${id}-markdown-error`} message={errors.markdown} />
    </div>
  );
}
