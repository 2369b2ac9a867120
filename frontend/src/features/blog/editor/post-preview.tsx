import { readingMinutes } from '#domain/content/blog.ts';
import type { PostEditorModel } from './use-post-editor.ts';

/** The post as its page will show it (the site's renderer and sanitiser), with its reading time and any refused image. */
export function PostPreview({ editor, id }: { editor: PostEditorModel; id: string }) {
  const { values, references } = editor;
  const minutes = readingMinutes(values.markdown);
  return (
    <>
      <h2 id={`${id}-preview-heading`} className="admin-subheading">
        Preview
      </h2>
      <p className="admin-hint" aria-live="polite">
        {minutes} min read{references.refused.length > 0 ? `. Not from the media library, so refused: ${references.refused.join(', ')}` : ''}
      </p>
      <article className="admin-blog-editor__preview blog-post__body prose" data-testid="post-preview">
        <p className="admin-blog-editor__preview-title">{values.title || 'Post title'}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's own renderer (frontend/src/blog/post-markdown.ts, sanitize-html), exactly what the page will show */}
        <div dangerouslySetInnerHTML={{ __html: editor.previewHtml }} />
      </article>
    </>
  );
}
