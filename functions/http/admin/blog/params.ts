import * as z from '#domain/zod.ts';
import { blogPostInputSchema, TERM_KINDS } from '#domain/blog.ts';

// What the blog's admin routes read (decision 030); ids are UUIDs, and anything else names nothing (404).
export const postParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
export const termKindParams = z.object({ kind: z.enum(TERM_KINDS, { message: 'Use categories, tags or authors.' }) });
export const termParams = z.object({ kind: z.enum(TERM_KINDS, { message: 'Use categories, tags or authors.' }), id: z.catch(z.nullable(z.uuid()), null) });
export const version = z.number({ message: 'Send the version you opened.' }).check(z.int(), z.positive());
export const savePostBody = z.object({ version, post: blogPostInputSchema });
