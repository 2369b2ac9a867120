import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { BlogPageView } from '#domain/content/blog-site.ts';
import { blogViewJsonPath } from '#domain/content/blog-site.ts';

/**
 * A blog page's data (decision 030). The prerenderer puts the page's view here before rendering
 * it; in the browser, the view is read from the JSON the build publishes beside each page's HTML:
 * before hydration for the page the visitor landed on (so React renders exactly the prerendered
 * markup), and on navigation for any other.
 */
const views = new Map<string, BlogPageView>();

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The prerenderer: the view the next render of `view.path` shows. */
export function provideBlogView(view: BlogPageView): void {
  views.set(view.path, view);
}

async function fetchBlogView(path: string): Promise<BlogPageView | null> {
  const response = await fetch(blogViewJsonPath(path), { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The blog page ${path} could not be loaded (${response.status}).`);
  return (await response.json()) as BlogPageView;
}

/** Before hydrating a blog page: its view, so the first render matches the HTML. */
export async function preloadBlogView(path: string): Promise<void> {
  const key = trimmed(path);
  if (views.has(key)) return;
  const view = await fetchBlogView(key).catch(() => null);
  if (view) views.set(key, view);
}

/** The view of the blog page at the current address: undefined while it loads, null when there is none. */
export function useBlogView(): { view: BlogPageView | null | undefined; failed: boolean } {
  const path = trimmed(useLocation().pathname);
  const known = views.get(path);
  const query = useQuery({
    queryKey: ['blog-view', path],
    queryFn: () => fetchBlogView(path),
    ...(known ? { initialData: known } : {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { view: query.data, failed: query.isError };
}
