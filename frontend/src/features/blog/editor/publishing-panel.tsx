import type { BlogPost } from '#domain/content/blog.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { PostEditorModel } from './use-post-editor.ts';

/** A saved post's publishing: a draft is published now or at a time (Austin time); a live or scheduled one goes back to a draft. */
export function PublishingPanel({ editor, id, post }: { editor: PostEditorModel; id: string; post: BlogPost }) {
  const { busy } = editor;
  const today = calendarDateIn(new Date());
  return (
    <section className="admin-fieldset" aria-labelledby={`${id}-publish-heading`}>
      <h2 id={`${id}-publish-heading`} className="admin-subheading">
        Publishing
      </h2>
      {post.status === 'draft' ? (
        <>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void editor.doPublish()}>
            Publish now
          </button>
          <div className="admin-form-grid">
            <div className="field">
              <label htmlFor={`${id}-publish-date`}>Publish on (Austin time)</label>
              <input
                id={`${id}-publish-date`}
                type="date"
                min={today}
                value={editor.publishDate}
                onChange={(event) => editor.setPublishDate(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-publish-time`}>At</label>
              <input id={`${id}-publish-time`} type="time" value={editor.publishTime} onChange={(event) => editor.setPublishTime(event.target.value)} />
            </div>
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={editor.schedule}>
            Schedule
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void editor.doUnpublish()}>
          {post.status === 'published' ? 'Unpublish' : 'Cancel the schedule'}
        </button>
      )}
    </section>
  );
}
