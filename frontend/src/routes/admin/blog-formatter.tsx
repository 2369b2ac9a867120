import { useId, useState, type ClipboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { htmlToMarkdown, type FormattedPaste } from '../../features/blog/html-to-markdown.ts';
import { BlogAdminTabs } from './blog/blog-admin-tabs.tsx';

/**
 * /admin/blog-formatter (decision 030): paste from Google Docs or Word into the box; the pasted
 * HTML (never the text, which loses headings and links) becomes clean Markdown that staff can
 * touch up, then "Send to a new draft" opens the post editor with it.
 */
export default function BlogFormatterPage() {
  const id = useId();
  const navigate = useNavigate();
  const [result, setResult] = useState<FormattedPaste | null>(null);
  const [markdown, setMarkdown] = useState('');

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    // Plain text is already Markdown-like; escape it as HTML paragraphs so turndown keeps the breaks.
    const source =
      html ||
      text
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
        .join('');
    const formatted = htmlToMarkdown(source);
    setResult(formatted);
    setMarkdown(formatted.markdown);
  };

  const notes = result
    ? [
        result.title ? `The first heading, “${result.title}”, will be the post's title.` : 'No heading found: give the post a title in the editor.',
        result.imagesRemoved > 0
          ? `${result.imagesRemoved} pasted image(s) left out: upload them to the media library and insert them as ![description](media:id).`
          : null,
        result.linksRemoved > 0 ? `${result.linksRemoved} link(s) that were not web or e-mail addresses kept as plain text.` : null,
      ].filter(Boolean)
    : [];

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Blog formatter</h1>
      </header>
      <BlogAdminTabs current="formatter" />
      <p className="admin-page__lead">
        Paste a document from Google Docs or Word: it becomes clean Markdown, headings start at level 2 without gaps and Google's link redirects are removed.
      </p>
      <div className="admin-blog-formatter">
        <div className="field">
          <p id={`${id}-paste-label`} className="admin-subheading">
            Paste here
          </p>
          <p id={`${id}-paste-hint`} className="admin-seo__hint">
            Select the box and press Ctrl+V (⌘V on a Mac).
          </p>
          <div
            className="admin-blog-formatter__paste"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-paste-label`}
            aria-describedby={`${id}-paste-hint`}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
            onPaste={paste}
            data-testid="formatter-paste"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-markdown`}>Markdown</label>
          <textarea
            id={`${id}-markdown`}
            rows={18}
            value={markdown}
            onChange={(event) => setMarkdown(event.target.value)}
            className="admin-blog-editor__markdown"
          />
        </div>
      </div>
      {notes.length > 0 && (
        <ul className="admin-hint" aria-live="polite">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="admin-editor__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!markdown.trim()}
          onClick={() => navigate('/admin/blogs/posts/new', { state: { markdown, title: result?.title ?? '' } })}
        >
          Send to a new draft
        </button>
      </div>
    </div>
  );
}
