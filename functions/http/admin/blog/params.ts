import * as z from '#domain/shared/zod.ts';
import { blogPostInputSchema, blogTermInputSchema, TERM_KINDS } from '#domain/content/blog.ts';
import { NotFoundError, ValidationError } from '../../../platform/http/errors.ts';
import { fieldsFromZod } from '../../../platform/http/handler.ts';

/**
 * The blog's admin API is two functions, one per method, each routing its own sub-paths
 * (decision 030): the API stack is near CloudFormation's 500 resources, and a route costs seven.
 * So each sub-path's input is validated here, with the same 400 (naming the field) as a route's.
 */

export const resourceParams = z.object({ resource: z.string().check(z.maxLength(200)) });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kinds = TERM_KINDS as readonly string[];

export type BlogResource =
  | { name: 'posts' }
  | { name: 'post'; id: string }
  | { name: 'publish' | 'unpublish'; id: string }
  | { name: 'images' }
  | { name: 'terms'; kind: (typeof TERM_KINDS)[number] }
  | { name: 'term'; kind: (typeof TERM_KINDS)[number]; id: string };

/** What `/api/admin/blog/<resource>` names; unknown paths and ids that are not UUIDs are a 404. */
export function blogResource(resource: string): BlogResource {
  const parts = resource.split('/').filter(Boolean);
  const [first, second, third, ...rest] = parts;
  const notFound = new NotFoundError('The blog API has no such resource.', 'BLOG_RESOURCE_NOT_FOUND');
  if (rest.length > 0) throw notFound;
  if (first === 'posts' && !second) return { name: 'posts' };
  if (first === 'posts' && second && uuid.test(second)) {
    if (!third) return { name: 'post', id: second };
    if (third === 'publish' || third === 'unpublish') return { name: third, id: second };
  }
  if (first === 'images' && !second) return { name: 'images' };
  if (first === 'terms' && second && kinds.includes(second)) {
    const kind = second as (typeof TERM_KINDS)[number];
    if (!third) return { name: 'terms', kind };
    if (uuid.test(third)) return { name: 'term', kind, id: third };
  }
  throw notFound;
}

/** The body as `schema` reads it, or the route's 400 naming each bad field. */
export function bodyAs<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError('The request body is not valid.', fieldsFromZod(result.error));
  return result.data;
}

export const version = z.number({ message: 'Send the version you opened.' }).check(z.int(), z.positive());
export const savePostBody = z.object({ version, post: blogPostInputSchema });
export const saveTermBody = z.object({ version, term: blogTermInputSchema });
