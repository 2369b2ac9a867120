import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { blogPostInputSchema, type BlogPost, type BlogPostInput } from '#domain/content/blog.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import { imageReferences } from '#domain/content/post-images.ts';
import { instantAt, type IsoDate } from '#domain/shared/dates.ts';
import { renderPostMarkdown } from '../../../blog/post-markdown.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formFields, useBlogTerms, useCreatePost, usePostImages, usePublishPost, useSavePost, useUnpublishPost } from '../blog-api.ts';
import { imageMarkdown, insertAtCursor } from '../insert-image.ts';
import { slugFor } from '../slug.ts';

export type Values = {
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
export type Errors = Partial<Record<keyof Values | '_', string>>;

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

/**
 * The blog post editor's state and actions (decision 030): the fields as typed (the slug following
 * the title until staff change it), the problems found, the preview rendered by the site's own
 * renderer, the photo picker (for the cover or the body), saving, and publishing now, at a time
 * (Austin time) or back to a draft. The editor's parts draw it.
 */
export function usePostEditor(post: BlogPost | null) {
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
  const coverLoading = cover.isPending || cover.isFetching;

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

  const closePicker = () => setPicking(false);
  const touchSlug = () => setSlugTouched(true);
  const terms = { categories: categories.data?.terms, tags: tags.data?.terms, authors: authors.data?.terms };

  return {
    values,
    set,
    touchSlug,
    errors,
    terms,
    busy,
    publishDate,
    setPublishDate,
    publishTime,
    setPublishTime,
    previewHtml,
    references,
    picking,
    pickingFor,
    pick,
    chosen,
    closePicker,
    coverButton,
    insertButton,
    markdownRef,
    coverId,
    coverImage,
    coverLoading,
    removeCover,
    submit,
    doPublish,
    schedule,
    doUnpublish,
  };
}

/** The editor as usePostEditor hands it to its parts. */
export type PostEditorModel = ReturnType<typeof usePostEditor>;
