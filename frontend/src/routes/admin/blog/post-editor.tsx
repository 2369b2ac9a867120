import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { blogPostInputSchema, readingMinutes, type BlogPost, type BlogPostInput } from '#domain/content/blog.ts';
import { calendarDateIn, instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { fullTitle } from '#domain/content/seo-defaults.ts';
import { slugFor } from '../../../features/blog/slug.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { imageReferences, type PostImage } from '#domain/content/post-images.ts';
import { renderPostMarkdown } from '../../../blog/post-markdown.ts';
import { formatDateTime } from '../../../features/back-office/shared/format.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import {
  formFields,
  useBlogPost,
  useBlogTerms,
  useCreatePost,
  usePostImages,
  usePublishPost,
  useSavePost,
  useUnpublishPost,
} from '../../../features/blog/blog-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BlogAdminTabs } from './blog-admin-tabs.tsx';
import type { MediaAsset } from '#domain/content/media.ts';
import { imageMarkdown, insertAtCursor } from '../../../features/blog/insert-image.ts';
import { MediaPicker } from './media-picker.tsx';
import { thumbnailOf } from '../../../features/blog/media-picker-filter.ts';
import '../../../blog/blog.css';

/**
 * /admin/blogs/posts/new and /admin/blogs/posts/{id}/edit (decision 030): the post's fields, its
 * Markdown with a live preview by the site's own renderer and sanitiser (what visitors will see),
 * the search-result and social-card previews of /admin/seo, and publishing: now, at a time
 * (Austin time), or back to a draft.
 */

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  categoryId: string;
  tagIds: string[];
  authorId: string;
  coverMediaId: string;
  metaTitle: string;
  metaDescription: string;
};
type Errors = Partial<Record<keyof Values | '_', string>>;

const EMPTY: Values = {
  title: '',
  slug: '',
  excerpt: '',
  markdown: '',
  categoryId: '',
  tagIds: [],
  authorId: '',
  coverMediaId: '',
  metaTitle: '',
  metaDescription: '',
};

function valuesOf(post: BlogPost): Values {
  return { ...EMPTY, ...post, coverMediaId: post.coverMediaId ?? '', metaTitle: post.metaTitle ?? '', metaDescription: post.metaDescription ?? '' };
}

function inputOf(values: Values): unknown {
  const { coverMediaId, metaTitle, metaDescription, ...rest } = values;
  return {
    ...rest,
    ...(coverMediaId.trim() ? { coverMediaId: coverMediaId.trim() } : {}),
    ...(metaTitle.trim() ? { metaTitle } : {}),
    ...(metaDescription.trim() ? { metaDescription } : {}),
  };
}

const errorsFrom = (fields: Record<string, string> | undefined): Errors => formFields(fields) as Errors;

/** Waits until typing pauses before rendering the preview again. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function PostEditorPage() {
  const { id } = useParams();
  const existing = useBlogPost(id);
  if (id && existing.isPending) return <Spinner label="Loading the post..." />;
  if (id && existing.isError)
    return <LoadError what="the post" error={existing.error} onRetry={() => void existing.refetch()} retrying={existing.isFetching} />;
  return <PostEditor key={existing.data?.post.version ?? 'new'} post={existing.data?.post ?? null} />;
}

function PostEditor({ post }: { post: BlogPost | null }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  // The formatter sends its Markdown here ("Send to a new draft").
  const sent = (location.state as { markdown?: string; title?: string } | null) ?? null;
  const [values, setValues] = useState<Values>(
    post ? valuesOf(post) : { ...EMPTY, markdown: sent?.markdown ?? '', title: sent?.title ?? '', slug: slugFor(sent?.title ?? '') },
  );
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Errors>({});
  const [publishDate, setPublishDate] = useState<string>('');
  const [publishTime, setPublishTime] = useState<string>('09:00');
  const categories = useBlogTerms('categories');
  const tags = useBlogTerms('tags');
  const authors = useBlogTerms('authors');
  const create = useCreatePost();
  const save = useSavePost(post?.id ?? '');
  const publish = usePublishPost(post?.id ?? '');
  const unpublish = useUnpublishPost(post?.id ?? '');
  const busy = create.isPending || save.isPending || publish.isPending || unpublish.isPending;
  // The site's renderer and sanitiser, here in the browser: the preview is what the page will show.
  const previewMarkdown = useDebounced(values.markdown, 300);
  const references = useMemo(() => imageReferences(previewMarkdown), [previewMarkdown]);
  const images = usePostImages(references.mediaIds);
  const previewHtml = useMemo(
    () => renderPostMarkdown(previewMarkdown, new Map((images.data?.images ?? []).map((image) => [image.id, image]))),
    [previewMarkdown, images.data],
  );

  // The media picker serves both the cover and the body; `pickingFor` says which asked, and stays
  // set after the dialog closes so its focus goes back to that button.
  const [picking, setPicking] = useState(false);
  const [pickingFor, setPickingFor] = useState<'cover' | 'body'>('body');
  const pick = (target: 'cover' | 'body') => {
    setPickingFor(target);
    setPicking(true);
  };
  const coverButton = useRef<HTMLButtonElement>(null);
  const insertButton = useRef<HTMLButtonElement>(null);
  const markdownRef = useRef<HTMLTextAreaElement>(null);
  const pendingCursor = useRef<number | null>(null);
  const coverId = values.coverMediaId.trim();
  const cover = usePostImages(coverId ? [coverId] : []);
  const coverImage = coverId ? cover.data?.images.find((image) => image.id === coverId) : undefined;

  // After an insertion the textarea keeps its cursor just past the photo, ready for the next words
  // (run once the new Markdown is in the textarea, hence the dependency the effect does not read).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the Markdown, when the textarea holds it
  useEffect(() => {
    const at = pendingCursor.current;
    if (at === null || !markdownRef.current) return;
    pendingCursor.current = null;
    markdownRef.current.setSelectionRange(at, at);
  }, [values.markdown]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value, ...(name === 'title' && !slugTouched ? { slug: slugFor(String(value)) } : {}) }));

  const chosen = (photo: MediaAsset) => {
    if (pickingFor === 'cover') {
      set('coverMediaId', photo.id);
    } else {
      const area = markdownRef.current;
      const inserted = insertAtCursor(
        values.markdown,
        area?.selectionStart ?? values.markdown.length,
        area?.selectionEnd ?? values.markdown.length,
        imageMarkdown(photo),
      );
      pendingCursor.current = inserted.cursor;
      set('markdown', inserted.text);
    }
    setPicking(false);
  };

  const removeCover = () => {
    set('coverMediaId', '');
    // The Remove button goes with the photo: keep the keyboard on the cover's other button.
    coverButton.current?.focus();
  };

  const failed = (error: unknown) => {
    const details = error instanceof ApiError ? error.details : null;
    setErrors({ ...errorsFrom(details?.fields), _: details?.message ?? 'The post could not be saved. Try again.' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = blogPostInputSchema.safeParse(inputOf(values));
    if (!checked.success) {
      setErrors({
        ...errorsFrom(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]))),
        _: 'Some fields need attention.',
      });
      return;
    }
    setErrors({});
    try {
      if (post) {
        await save.mutateAsync({ version: post.version, post: checked.data as BlogPostInput });
        toast({ title: 'Saved', description: post.status === 'published' ? 'The live post is being republished.' : 'The draft is saved.' });
      } else {
        const created = await create.mutateAsync(checked.data as BlogPostInput);
        toast({ title: 'Draft saved' });
        navigate(`/admin/blogs/posts/${created.post.id}/edit`, { replace: true });
      }
    } catch (error) {
      failed(error);
    }
  };

  const doPublish = async (at?: string) => {
    if (!post) return;
    try {
      const { post: next } = await publish.mutateAsync({ version: post.version, ...(at ? { at } : {}) });
      toast({
        title: next.status === 'published' ? 'Published' : 'Scheduled',
        description: next.status === 'published' ? `Live at /blogs/${next.slug} in a minute or two.` : `Goes live ${formatDateTime(next.publishAt!)}.`,
      });
    } catch (error) {
      failed(error);
    }
  };

  const schedule = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(publishDate) || !/^\d{2}:\d{2}$/.test(publishTime)) {
      setErrors({ _: 'Choose the date and time to publish.' });
      return;
    }
    void doPublish(instantAt(publishDate as IsoDate, publishTime).toISOString());
  };

  const doUnpublish = async () => {
    if (!post) return;
    try {
      await unpublish.mutateAsync({ version: post.version });
      toast({ title: post.status === 'published' ? 'Unpublished' : 'Schedule cancelled', description: 'The post is a draft again.' });
    } catch (error) {
      failed(error);
    }
  };

  const field = (name: 'title' | 'slug' | 'excerpt' | 'metaTitle' | 'metaDescription', label: string, hint: string, textarea = false) => {
    const inputId = `${id}-${name}`;
    const props = {
      id: inputId,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(`${inputId}-hint`, errors[name] && `${inputId}-error`),
      onChange: (event: { target: { value: string } }) => {
        if (name === 'slug') setSlugTouched(true);
        set(name, event.target.value);
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
  };

  const select = (name: 'categoryId' | 'authorId', label: string, options: { id: string; name: string }[] | undefined) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
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

  const seoTitle = fullTitle(values.metaTitle.trim() || values.title || 'Post title');
  const seoDescription = values.metaDescription.trim() || values.excerpt;
  const minutes = readingMinutes(values.markdown);
  const today = calendarDateIn(new Date());

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
        <form className="admin-editor__form" noValidate onSubmit={submit} aria-label="Blog post">
          <fieldset className="admin-fieldset">
            <legend>Post</legend>
            {field('title', 'Title', 'The heading of the post, up to 120 characters.')}
            {field('slug', 'Slug', `The address: /blogs/${values.slug || 'your-slug'}. Lower-case words joined by hyphens.`)}
            {field('excerpt', 'Summary', 'One or two sentences shown in lists, the feed and search results (up to 300 characters).', true)}
            <div className="admin-form-grid">
              {select('categoryId', 'Category', categories.data?.terms)}
              {select('authorId', 'Author', authors.data?.terms)}
            </div>
            <fieldset className="admin-fieldset" aria-describedby={errors.tagIds ? `${id}-tags-error` : undefined}>
              <legend>Tags</legend>
              {(tags.data?.terms ?? []).length === 0 && <p className="admin-hint">No tags yet.</p>}
              <div className="admin-blog-editor__tags">
                {(tags.data?.terms ?? []).map((tag) => (
                  <label key={tag.id} className="checkbox">
                    <input
                      type="checkbox"
                      checked={values.tagIds.includes(tag.id)}
                      onChange={(event) => set('tagIds', event.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((other) => other !== tag.id))}
                    />{' '}
                    {tag.name}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-tags-error`} message={errors.tagIds} />
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-markdown`}>Body (Markdown)</label>
              <p id={`${id}-markdown-hint`} className="admin-seo__hint">
                GitHub-flavoured Markdown. Photos come from the media library: Insert photo puts one at the cursor as{' '}
                <code>![description](media:photo-id)</code>; other image addresses are refused.
              </p>
              <button
                ref={insertButton}
                type="button"
                className="button button--small button--secondary admin-blog-editor__insert"
                onClick={() => pick('body')}
              >
                Insert photo
              </button>
              <textarea
                ref={markdownRef}
                id={`${id}-markdown`}
                className="admin-blog-editor__markdown"
                rows={18}
                value={values.markdown}
                onChange={(event) => set('markdown', event.target.value)}
                aria-invalid={errors.markdown ? true : undefined}
                aria-describedby={describedBy(`${id}-markdown-hint`, errors.markdown && `${id}-markdown-error`)}
              />
              <FieldError id={`${id}-markdown-error`} message={errors.markdown} />
            </div>
            <fieldset
              className="admin-fieldset admin-blog-editor__cover"
              aria-describedby={describedBy(`${id}-cover-hint`, errors.coverMediaId && `${id}-cover-error`)}
            >
              <legend>Cover photo</legend>
              <p id={`${id}-cover-hint`} className="admin-seo__hint">
                Optional: shown above the post and as its sharing image. A published photo from the media library.
              </p>
              {coverId && (
                <div className="admin-blog-editor__cover-chosen" data-testid="cover-photo">
                  {coverImage ? (
                    <CoverThumbnail image={coverImage} />
                  ) : cover.isPending || cover.isFetching ? (
                    <p className="admin-hint">Loading the photo...</p>
                  ) : (
                    <p className="admin-hint">The photo {coverId} is no longer published in the media library: choose another.</p>
                  )}
                  {coverImage && <p className="admin-hint">{coverImage.alt}</p>}
                </div>
              )}
              <div className="admin-blog-editor__cover-actions">
                <button ref={coverButton} type="button" className="button button--small button--secondary" onClick={() => pick('cover')}>
                  {coverId ? 'Change cover photo' : 'Choose cover photo'}
                </button>
                {coverId && (
                  <button type="button" className="button button--small button--secondary" onClick={removeCover}>
                    Remove <span className="visually-hidden">the cover photo</span>
                  </button>
                )}
              </div>
              <FieldError id={`${id}-cover-error`} message={errors.coverMediaId} />
            </fieldset>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>Search and sharing</legend>
            {field('metaTitle', 'Meta title', 'Optional: the title in search results, if not the post title. About 60 characters.')}
            {field('metaDescription', 'Meta description', 'Optional: the search snippet, if not the summary. About 160 characters.', true)}
            <div className="admin-seo__previews">
              <figure className="admin-seo__preview">
                <figcaption>Search result preview</figcaption>
                <div className="admin-seo__serp">
                  <p className="admin-seo__serp-url">/blogs/{values.slug}</p>
                  <p className="admin-seo__serp-title">{seoTitle}</p>
                  <p className="admin-seo__serp-text">{seoDescription}</p>
                </div>
              </figure>
              <figure className="admin-seo__preview">
                <figcaption>Social card preview</figcaption>
                <div className="admin-seo__card">
                  <div>
                    <p className="admin-seo__card-title">{seoTitle}</p>
                    <p className="admin-seo__card-text">{seoDescription}</p>
                  </div>
                </div>
              </figure>
            </div>
          </fieldset>
          <div className="admin-editor__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {post ? 'Save' : 'Save draft'}
            </button>
          </div>
        </form>

        <MediaPicker
          open={picking}
          title={pickingFor === 'cover' ? 'Choose the cover photo' : 'Insert a photo'}
          onChoose={chosen}
          onClose={() => setPicking(false)}
          returnFocusRef={pickingFor === 'cover' ? coverButton : insertButton}
        />
        <aside className="admin-blog-editor__side" aria-labelledby={`${id}-preview-heading`}>
          {post && (
            <section className="admin-fieldset" aria-labelledby={`${id}-publish-heading`}>
              <h2 id={`${id}-publish-heading`} className="admin-subheading">
                Publishing
              </h2>
              {post.status === 'draft' ? (
                <>
                  <button type="button" className="button button--primary" disabled={busy} onClick={() => void doPublish()}>
                    Publish now
                  </button>
                  <div className="admin-form-grid">
                    <div className="field">
                      <label htmlFor={`${id}-publish-date`}>Publish on (Austin time)</label>
                      <input id={`${id}-publish-date`} type="date" min={today} value={publishDate} onChange={(event) => setPublishDate(event.target.value)} />
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-publish-time`}>At</label>
                      <input id={`${id}-publish-time`} type="time" value={publishTime} onChange={(event) => setPublishTime(event.target.value)} />
                    </div>
                  </div>
                  <button type="button" className="button button--secondary" disabled={busy} onClick={schedule}>
                    Schedule
                  </button>
                </>
              ) : (
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => void doUnpublish()}>
                  {post.status === 'published' ? 'Unpublish' : 'Cancel the schedule'}
                </button>
              )}
            </section>
          )}
          <h2 id={`${id}-preview-heading`} className="admin-subheading">
            Preview
          </h2>
          <p className="admin-hint" aria-live="polite">
            {minutes} min read{references.refused.length > 0 ? `. Not from the media library, so refused: ${references.refused.join(', ')}` : ''}
          </p>
          <article className="admin-blog-editor__preview blog-post__body prose" data-testid="post-preview">
            <p className="admin-blog-editor__preview-title">{values.title || 'Post title'}</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's own renderer (frontend/src/blog/post-markdown.ts, sanitize-html), exactly what the page will show */}
            <div dangerouslySetInnerHTML={{ __html: previewHtml }} />
          </article>
        </aside>
      </div>
    </div>
  );
}

function CoverThumbnail({ image }: { image: PostImage }) {
  const thumb = thumbnailOf(image);
  if (!thumb) return null;
  return (
    <img src={thumb.path} alt={image.alt} width={thumb.width} height={image.width > 0 ? Math.round((image.height * thumb.width) / image.width) : thumb.width} />
  );
}
