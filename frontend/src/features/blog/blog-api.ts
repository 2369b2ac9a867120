import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput, BlogTerm, BlogTermInput, TermKind } from '#domain/content/blog.ts';
import type { PostImage } from '#domain/content/post-images.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { type ApiQuery, apiUrl } from '../../lib/api.ts';

/** The blog's back-office API (decision 030), as react-query hooks. */

const { getAdminBlog, postAdminBlog, deleteAdminBlog } = contentStaffRoutes;

/**
 * One call to the blog's routes: `resource` is the path below `/blog/` (`['posts', id, 'publish']`).
 * The three routes answer per resource (a post, a term, images), so each call names its answer.
 */
function blog<T>(
  route: typeof getAdminBlog | typeof postAdminBlog | typeof deleteAdminBlog,
  resource: readonly string[],
  call: { body?: unknown; query?: ApiQuery } = {},
): Promise<T> {
  return apiRequest<T>(route.method, apiUrl(route, { params: { resource }, query: call.query }), call.body);
}

/** The API names a field of the body (`post.slug`, `term.name`); the forms know it as `slug`, `name`. */
export function formFields(fields: Record<string, string> | undefined): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) named[key.replace(/^(post|term)\./, '').split('.')[0] || '_'] ??= message;
  return named;
}

const keys = {
  posts: () => ['admin', 'blog', 'posts'] as const,
  post: (id: string) => ['admin', 'blog', 'posts', id] as const,
  terms: (kind: TermKind) => ['admin', 'blog', 'terms', kind] as const,
};

export const useBlogPosts = () => useQuery({ queryKey: keys.posts(), queryFn: () => blog<{ posts: BlogPost[] }>(getAdminBlog, ['posts']) });

export const useBlogPost = (id: string | undefined) =>
  useQuery({ queryKey: keys.post(id ?? ''), queryFn: () => blog<{ post: BlogPost }>(getAdminBlog, ['posts', id ?? '']), enabled: Boolean(id) });

export const useBlogTerms = (kind: TermKind) =>
  useQuery({ queryKey: keys.terms(kind), queryFn: () => blog<{ terms: BlogTerm[] }>(getAdminBlog, ['terms', kind]) });

/** Every change to a post can change the list and the post itself. */
function usePostMutation<A>(request: (args: A) => Promise<{ post: BlogPost }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ post }) => {
      client.setQueryData(keys.post(post.id), { post });
      return client.invalidateQueries({ queryKey: keys.posts() });
    },
  });
}

export const useCreatePost = () => usePostMutation((post: BlogPostInput) => blog<{ post: BlogPost }>(postAdminBlog, ['posts'], { body: { post } }));
export const useSavePost = (id: string) =>
  usePostMutation(({ version, post }: { version: number; post: BlogPostInput }) =>
    blog<{ post: BlogPost }>(postAdminBlog, ['posts', id], { body: { version, post } }),
  );
export const usePublishPost = (id: string) =>
  usePostMutation((body: { version: number; at?: string }) => blog<{ post: BlogPost }>(postAdminBlog, ['posts', id, 'publish'], { body }));
export const useUnpublishPost = (id: string) =>
  usePostMutation((body: { version: number }) => blog<{ post: BlogPost }>(postAdminBlog, ['posts', id, 'unpublish'], { body }));

export function useSaveTerm(kind: TermKind, id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, term }: { version?: number; term: BlogTermInput }) =>
      id
        ? blog<{ term: BlogTerm }>(postAdminBlog, ['terms', kind, id], { body: { version, term } })
        : blog<{ term: BlogTerm }>(postAdminBlog, ['terms', kind], { body: { term } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.terms(kind) }),
  });
}

/** Deletes a category, tag or author no post uses; the API refuses (409, naming the posts) while one does. */
export function useDeleteTerm(kind: TermKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => blog<null>(deleteAdminBlog, ['terms', kind, id]),
    onSettled: () => client.invalidateQueries({ queryKey: keys.terms(kind) }),
  });
}

/**
 * The published media library photos a post's body names (`GET /api/admin/blog/images`), for the
 * editor's preview: the body itself is rendered in the browser by the site's own renderer.
 */
export const usePostImages = (ids: readonly string[]) =>
  useQuery({
    queryKey: ['admin', 'blog', 'images', ...ids],
    queryFn: () => blog<{ images: PostImage[] }>(getAdminBlog, ['images'], { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
