import '../../../lib/zod-without-eval.ts';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import type { BlogPost } from '#domain/content/blog.ts';
import { formatDateTime } from '../../../features/back-office/shared/format.ts';
import { DetailPending } from '../../../admin/kit/load-error.tsx';
import { useBlogPost } from '../../../features/blog/blog-api.ts';
import { CoverPhotoField } from '../../../features/blog/editor/cover-photo-field.tsx';
import { MarkdownField, PostTextField, TagsField, TermSelect } from '../../../features/blog/editor/post-fields.tsx';
import { PostPreview } from '../../../features/blog/editor/post-preview.tsx';
import { PublishingPanel } from '../../../features/blog/editor/publishing-panel.tsx';
import { SearchPreviews } from '../../../features/blog/editor/search-previews.tsx';
import { usePostEditor } from '../../../features/blog/editor/use-post-editor.ts';
import { BlogAdminTabs } from './blog-admin-tabs.tsx';
import { MediaPicker } from './media-picker.tsx';
import '../../../blog/blog.css';

/**
 * /admin/blogs/posts/new and /admin/blogs/posts/{id}/edit (decision 030): the post's fields, its
 * Markdown with a live preview by the site's own renderer and sanitiser (what visitors will see),
 * the search-result and social-card previews of /admin/seo, and publishing: now, at a time
 * (Austin time), or back to a draft.
 */

export default function PostEditorPage() {
  const { id } = useParams();
  const existing = useBlogPost(id);
  if (id && !existing.data)
    return (
      <div className="admin-page">
        <DetailPending
          query={existing}
          noun="post"
          notFound={
            <>
              No post has this address: it may have been deleted. <Link to="/admin/blogs/posts">Find it in all posts</Link>.
            </>
          }
        />
      </div>
    );
  return <PostEditor key={existing.data?.post.version ?? 'new'} post={existing.data?.post ?? null} />;
}

function PostEditor({ post }: { post: BlogPost | null }) {
  const id = useId();
  const editor = usePostEditor(post);
  const { values, errors, terms } = editor;

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{post ? `Edit: ${post.title}` : 'New post'}</h1>
        <Link to="/admin/blogs/posts">All posts</Link>
      </header>
      <BlogAdminTabs current="posts" />
      {post && (
        <p className="admin-hint" data-testid="post-state">
          {post.status === 'published'
            ? `Live since ${formatDateTime(post.publishedAt!)} at /blogs/${post.slug}.`
            : post.status === 'scheduled'
              ? `Scheduled for ${formatDateTime(post.publishAt!)}.`
              : 'Draft: not on the site.'}{' '}
          Last saved {formatDateTime(post.updatedAt)} by {post.updatedBy}.
        </p>
      )}
      {errors._ && (
        <div className="admin-alert" role="alert">
          {errors._}
        </div>
      )}
      <div className="admin-blog-editor">
        <form className="admin-editor__form" noValidate onSubmit={editor.submit} aria-label="Blog post">
          <fieldset className="admin-fieldset">
            <legend>Post</legend>
            <PostTextField editor={editor} id={id} name="title" label="Title" hint="The heading of the post, up to 120 characters." />
            <PostTextField
              editor={editor}
              id={id}
              name="slug"
              label="Slug"
              hint={`The address: /blogs/${values.slug || 'your-slug'}. Lower-case words joined by hyphens.`}
            />
            <PostTextField
              editor={editor}
              id={id}
              name="excerpt"
              label="Summary"
              hint="One or two sentences shown in lists, the feed and search results (up to 300 characters)."
              textarea
            />
            <div className="admin-form-grid">
              <TermSelect editor={editor} id={id} name="categoryId" label="Category" options={terms.categories} />
              <TermSelect editor={editor} id={id} name="authorId" label="Author" options={terms.authors} />
            </div>
            <TagsField editor={editor} id={id} />
            <MarkdownField editor={editor} id={id} />
            <CoverPhotoField editor={editor} id={id} />
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>Search and sharing</legend>
            <PostTextField
              editor={editor}
              id={id}
              name="metaTitle"
              label="Meta title"
              hint="Optional: the title in search results, if not the post title. About 60 characters."
            />
            <PostTextField
              editor={editor}
              id={id}
              name="metaDescription"
              label="Meta description"
              hint="Optional: the search snippet, if not the summary. About 160 characters."
              textarea
            />
            <SearchPreviews values={values} />
          </fieldset>
          <div className="admin-editor__actions">
            <button type="submit" className="button button--primary" disabled={editor.busy}>
              {post ? 'Save' : 'Save draft'}
            </button>
          </div>
        </form>

        <MediaPicker
          open={editor.picking}
          title={editor.pickingFor === 'cover' ? 'Choose the cover photo' : 'Insert a photo'}
          onChoose={editor.chosen}
          onClose={editor.closePicker}
          returnFocusRef={editor.pickingFor === 'cover' ? editor.coverButton : editor.insertButton}
        />
        <aside className="admin-blog-editor__side" aria-labelledby={`${id}-preview-heading`}>
          {post && <PublishingPanel editor={editor} id={id} post={post} />}
          <PostPreview editor={editor} id={id} />
        </aside>
      </div>
    </div>
  );
}
